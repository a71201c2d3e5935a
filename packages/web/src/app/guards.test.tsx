import { ADMIN_CHECK_FAILED, ADMIN_CHECK_UNEXPECTED, adminCheckException } from '@cardology/contract/admin';
import { textOf } from '@cardology/contract/messages/translate';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aUser, type MockReply, mockApi, pending, signedInAs, signedOut } from '../test/mock-api';
import { renderApp } from '../test/render-app';

const ACCESS_DENIED = 'Access Denied: You do not have permission to view this page.';
const ADMIN_PAGE = '/admin/credit-management';
const isAdmin: MockReply = { status: 200, body: { isAdmin: true } };
const notAdmin: MockReply = { status: 200, body: { isAdmin: false } };

describe('route guards', () => {
  it("shows 'Loading...' while the session loads", async () => {
    mockApi({ 'GET /api/me': pending });
    renderApp('/profile');
    expect(await screen.findByText('Loading...')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Your Profile' })).not.toBeInTheDocument();
  });

  it('redirects a signed-out visitor to /login, remembering where they were going', async () => {
    mockApi({ 'GET /api/me': signedOut });
    const { router } = renderApp('/combination?x=1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toEqual({ from: '/combination?x=1' });
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('lets a signed-in user onto a signed-in route', async () => {
    mockApi({ 'GET /api/me': signedInAs(aUser()) });
    renderApp('/name-card');
    expect(await screen.findByRole('heading', { level: 1, name: 'Card of the Name' })).toBeInTheDocument();
  });

  it.each(['/yearly', '/weekly', '/seven-week', '/seven-year', '/ai-reading'])(
    'sends a signed-in non-premium user from %s to /premium-required',
    async (path) => {
      mockApi({ 'GET /api/me': signedInAs(aUser({ isPremium: false })) });
      const { router } = renderApp(path);
      expect(
        await screen.findByText('This feature is only available to premium members.'),
      ).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/premium-required');
    },
  );

  it('lets a premium user onto a premium route', async () => {
    mockApi({ 'GET /api/me': signedInAs(aUser({ isPremium: true })) });
    const { router } = renderApp('/yearly');
    // The reading page's own title may name the person ('Yearly Reading for …').
    expect(await screen.findByRole('heading', { level: 1, name: /^Yearly Reading/ })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/yearly');
  });

  it("tells a non-admin 'Access Denied' and sends them to /login, remembering the admin page", async () => {
    mockApi({
      'GET /api/me': signedInAs(aUser({ isPremium: true, isAdmin: false })),
      'GET /api/admin/status': notAdmin,
    });
    const { router } = renderApp('/admin/credit-management');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toEqual({ from: '/admin/credit-management', notice: ACCESS_DENIED });
    // Once as a toast, once on the login page.
    expect((await screen.findAllByText(ACCESS_DENIED)).length).toBeGreaterThanOrEqual(1);
    expect(screen.queryByRole('heading', { name: 'Credit Management' })).not.toBeInTheDocument();
  });

  it("tells a signed-out visitor of the admin page 'Access Denied' too, then /login remembering it", async () => {
    mockApi({ 'GET /api/me': signedOut });
    const { router } = renderApp('/admin/credit-management');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toEqual({ from: '/admin/credit-management', notice: ACCESS_DENIED });
    expect((await screen.findAllByText(ACCESS_DENIED)).length).toBeGreaterThanOrEqual(1);
  });

  it('shows the admin page to an admin', async () => {
    mockApi({
      'GET /api/me': signedInAs(aUser({ isAdmin: true })),
      'GET /api/admin/status': isAdmin,
      'GET /api/admin/credit-requests': pending,
      'GET /api/admin/users': pending,
    });
    renderApp(ADMIN_PAGE);
    expect(await screen.findByRole('heading', { level: 1, name: 'Credit Management' })).toBeInTheDocument();
  });

  it("asks the server, not the session: 'Loading...' while it answers, then its 'no' denies", async () => {
    const server: { answer?: (reply: MockReply) => void } = {};
    mockApi({
      'GET /api/me': signedInAs(aUser({ isAdmin: true })),
      'GET /api/admin/status': () => new Promise<MockReply>((resolve) => (server.answer = resolve)),
    });
    const { router } = renderApp(ADMIN_PAGE);
    await waitFor(() => expect(server.answer).toBeDefined());
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    server.answer?.(notAdmin);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(screen.queryByRole('heading', { name: 'Credit Management' })).not.toBeInTheDocument();
  });

  it.each([
    ['a non-2xx answer', { status: 500, body: { error: 'boom' } } as MockReply, ADMIN_CHECK_FAILED],
    [
      'a body that is not { isAdmin: boolean }',
      { status: 200, body: { isAdmin: 'yes' } } as MockReply,
      ADMIN_CHECK_UNEXPECTED,
    ],
    [
      'a thrown error',
      (() => {
        throw new TypeError('Failed to fetch');
      }) as MockReply,
      textOf('en', adminCheckException('Failed to fetch')),
    ],
  ])('denies access on %s, with its own message and a way to try again', async (_case, reply, message) => {
    let status = reply;
    const api = mockApi({
      'GET /api/me': signedInAs(aUser({ isAdmin: true })),
      'GET /api/admin/status': (body, url) => (typeof status === 'function' ? status(body, url) : status),
      'GET /api/admin/credit-requests': pending,
      'GET /api/admin/users': pending,
    });
    const { router } = renderApp(ADMIN_PAGE);
    // Once as a toast, once on the page.
    expect((await screen.findAllByText(message)).length).toBeGreaterThanOrEqual(1);
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByRole('heading', { name: 'Credit Management' })).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe(ADMIN_PAGE);

    status = isAdmin;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Credit Management' })).toBeInTheDocument();
    expect(api.mock.calls.filter(([input]) => String(input) === '/api/admin/status').length).toBe(2);
  });

  const publicPaths = [
    '/login',
    '/premium-required',
    '/placements-explained',
    '/forgot-password',
    '/reset-password',
  ];
  it.each(publicPaths)('keeps %s public', async (path) => {
    mockApi({
      'GET /api/me': signedOut,
      'GET /api/password-reset': { status: 200, body: { by_email: false } },
    });
    const { router } = renderApp(path);
    await screen.findByRole('contentinfo');
    await waitFor(() =>
      expect(screen.queryByRole('status', { name: 'Loading page' })).not.toBeInTheDocument(),
    );
    expect(router.state.location.pathname).toBe(path);
  });
});
