import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aUser, mockApi, pending, signedInAs, signedOut } from '../test/mock-api';
import { renderApp } from '../test/render-app';

const ACCESS_DENIED = 'Access Denied: You do not have permission to view this page.';

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
    mockApi({ 'GET /api/me': signedInAs(aUser({ isPremium: true, isAdmin: false })) });
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
    mockApi({ 'GET /api/me': signedInAs(aUser({ isAdmin: true })) });
    renderApp('/admin/credit-management');
    expect(await screen.findByRole('heading', { level: 1, name: 'Credit Management' })).toBeInTheDocument();
  });

  it.each(['/login', '/premium-required', '/placements-explained'])('keeps %s public', async (path) => {
    mockApi({ 'GET /api/me': signedOut });
    const { router } = renderApp(path);
    await screen.findByRole('contentinfo');
    await waitFor(() =>
      expect(screen.queryByRole('status', { name: 'Loading page' })).not.toBeInTheDocument(),
    );
    expect(router.state.location.pathname).toBe(path);
  });
});
