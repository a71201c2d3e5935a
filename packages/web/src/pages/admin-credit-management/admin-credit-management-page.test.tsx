import {
  type AdminUserDetail,
  creditsGranted,
  decisionFailed,
  fetchPendingFailed,
  INVALID_GRANT,
  NO_PENDING_REQUESTS,
  type PendingCreditRequest,
  REQUEST_NOT_PENDING,
  requestDecided,
  SET_CREDITS_INVALID,
  setCreditsFailed,
  USER_NOT_FOUND,
} from '@cardology/contract/admin';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { contractText } from '../../i18n/i18n';
import { aUser, type MockReply, mockApi, sentBody, signedInAs } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';

const ADMIN = aUser({ id: '0b7d5c1a-1111-4c8e-9d2f-000000000001', isAdmin: true, isPremium: true });
const USER_ID = '0b7d5c1a-2222-4c8e-9d2f-000000000002';
const REQUEST: PendingCreditRequest = {
  id: '9a1e4b1c-3333-4f6a-8b2c-000000000003',
  user_id: USER_ID,
  requested_at: '2026-11-20T10:00:00.000Z',
  status: 'pending',
  user_notes: 'For my yearly reading.',
  profile: { id: USER_ID, username: 'Grace Hopper', email: 'grace@example.com', tts_credits: 5 },
};
const SUMMARY = {
  id: USER_ID,
  name: 'Grace Hopper',
  email: 'grace@example.com',
  email_verified: false,
  tts_credits: 5,
  is_premium: false,
  is_admin: false,
  created_at: '2026-11-01T09:00:00.000Z',
  suspension: null,
};
const DETAIL: AdminUserDetail = {
  user: SUMMARY,
  requests: [],
  ledger: [
    {
      id: '9a1e4b1c-4444-4f6a-8b2c-000000000004',
      delta: 5,
      reason: 'set',
      reference: null,
      actor_id: ADMIN.id,
      notes: null,
      created_at: '2026-11-02T09:00:00.000Z',
    },
  ],
};

function openConsole(routes: Record<string, MockReply> = {}) {
  const api = mockApi({
    'GET /api/me': signedInAs(ADMIN),
    'GET /api/admin/status': { status: 200, body: { isAdmin: true } },
    'GET /api/admin/credit-requests': { status: 200, body: [] },
    'GET /api/admin/users': { status: 200, body: { users: [SUMMARY], total: 1, page: 1, page_size: 20 } },
    [`GET /api/admin/users/${USER_ID}`]: { status: 200, body: DETAIL },
    ...routes,
  });
  renderApp('/admin/credit-management');
  return { api, events: userEvent.setup() };
}

const calls = (api: ReturnType<typeof mockApi>, method: string, path: string) =>
  api.mock.calls.filter(([input, init]) => (init?.method ?? 'GET') === method && String(input) === path)
    .length;

describe('AdminCreditManagementPage', () => {
  it('says when nothing is pending, and when the list cannot be fetched', async () => {
    let reply: MockReply = { status: 200, body: [] };
    const { events } = openConsole({ 'GET /api/admin/credit-requests': () => reply });
    expect(await screen.findByText(NO_PENDING_REQUESTS)).toBeInTheDocument();
    reply = { status: 500, body: { error: 'Database unavailable' } };
    await events.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(
      await screen.findByText(contractText(fetchPendingFailed('Database unavailable'))),
    ).toBeInTheDocument();
  });

  it('shows each request in full and approves it with the grant and the note', async () => {
    let pending = [REQUEST];
    const { api, events } = openConsole({
      'GET /api/admin/credit-requests': () => ({ status: 200, body: pending }),
      [`POST /api/admin/credit-requests/${REQUEST.id}/approve`]: () => {
        pending = [];
        return {
          status: 200,
          body: { message: 'x', status_message: 'y', new_total: 155 },
        };
      },
    });
    const card = within(await screen.findByRole('article'));
    for (const text of [REQUEST.id, USER_ID, 'Grace Hopper', 'grace@example.com', 'For my yearly reading.']) {
      expect(card.getAllByText(text, { exact: false }).length).toBeGreaterThan(0);
    }
    expect(card.getByText('5')).toBeInTheDocument();
    const grant = card.getByLabelText('Credits to Grant (on Approve)');
    expect(grant).toHaveValue(100);

    await events.clear(grant);
    await events.type(grant, '0');
    await events.click(card.getByRole('button', { name: 'Approve' }));
    expect(await card.findByText(INVALID_GRANT)).toBeInTheDocument();
    expect(calls(api, 'POST', `/api/admin/credit-requests/${REQUEST.id}/approve`)).toBe(0);

    await events.clear(grant);
    await events.type(grant, '150');
    await events.type(card.getByLabelText('Admin notes (optional)'), '  Enjoy.  ');
    await events.click(card.getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText(contractText(creditsGranted(150, USER_ID, 155)))).toBeInTheDocument();
    expect(screen.getByText(contractText(requestDecided(REQUEST.id, 'approved')))).toBeInTheDocument();
    expect(sentBody(api, 'POST', `/api/admin/credit-requests/${REQUEST.id}/approve`)).toEqual({
      grant_amount: 150,
      admin_notes: 'Enjoy.',
    });
    expect(await screen.findByText(NO_PENDING_REQUESTS)).toBeInTheDocument();
  });

  it("reports a failed denial with the server's words and reloads the list", async () => {
    const { api, events } = openConsole({
      'GET /api/admin/credit-requests': { status: 200, body: [REQUEST] },
      [`POST /api/admin/credit-requests/${REQUEST.id}/deny`]: {
        status: 409,
        body: { error: REQUEST_NOT_PENDING },
      },
    });
    const card = within(await screen.findByRole('article'));
    await events.click(card.getByRole('button', { name: 'Deny' }));
    expect(
      await screen.findByText(contractText(decisionFailed('deny', REQUEST_NOT_PENDING))),
    ).toBeInTheDocument();
    await waitFor(() => expect(calls(api, 'GET', '/api/admin/credit-requests')).toBe(2));
  });

  it("refreshes the header's count when the admin grants to their own account", async () => {
    const own = { ...REQUEST, user_id: ADMIN.id, profile: { ...REQUEST.profile, id: ADMIN.id } };
    const { api, events } = openConsole({
      'GET /api/admin/credit-requests': { status: 200, body: [own] },
      [`POST /api/admin/credit-requests/${REQUEST.id}/approve`]: {
        status: 200,
        body: { message: 'x', status_message: 'y', new_total: 120 },
      },
    });
    const card = within(await screen.findByRole('article'));
    const before = calls(api, 'GET', '/api/me');
    await events.click(card.getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(calls(api, 'GET', '/api/me')).toBeGreaterThan(before));
  });

  it('picks the person by name or e-mail, checks before sending, and names them in the toasts', async () => {
    let reply: MockReply = { status: 404, body: { error: USER_NOT_FOUND } };
    const { api, events } = openConsole({ [`PUT /api/admin/users/${USER_ID}/credits`]: () => reply });
    const panel = within(await screen.findByRole('region', { name: 'Set User TTS Credits' }));
    const total = panel.getByLabelText('New Credit Total');
    const submit = panel.getByRole('button', { name: 'Set Credits' });
    expect(panel.queryByLabelText('User ID')).not.toBeInTheDocument();

    await events.type(total, '40');
    await events.click(submit);
    expect(await panel.findByText('Choose an account first.')).toBeInTheDocument();

    await events.type(panel.getByLabelText('Find the account by name or e-mail'), 'grace{Enter}');
    const matches = within(await panel.findByRole('list', { name: 'Matching accounts' }));
    await events.click(matches.getByRole('button', { name: /Grace Hopper.*grace@example\.com/ }));
    expect(panel.getByText('Grace Hopper')).toBeInTheDocument();
    expect(panel.getByText('grace@example.com')).toBeInTheDocument();
    expect(api.mock.calls.some(([input]) => String(input) === '/api/admin/users?q=grace&page=1')).toBe(true);

    await events.clear(total);
    await events.click(submit);
    expect(await panel.findByText(SET_CREDITS_INVALID)).toBeInTheDocument();
    expect(calls(api, 'PUT', `/api/admin/users/${USER_ID}/credits`)).toBe(0);

    await events.type(total, '40');
    await events.click(submit);
    expect(await screen.findByText(contractText(setCreditsFailed(USER_NOT_FOUND)))).toBeInTheDocument();
    reply = {
      status: 200,
      body: { message: `Credits for user ${USER_ID} updated successfully.`, new_total: 40 },
    };
    await events.click(submit);
    expect(await screen.findByText("Set Grace Hopper's credits to 40.")).toBeInTheDocument();
    expect(screen.queryByText(new RegExp(USER_ID))).not.toBeInTheDocument();
    expect(sentBody(api, 'PUT', `/api/admin/users/${USER_ID}/credits`)).toEqual({ new_credit_total: 40 });

    await events.click(panel.getByRole('button', { name: 'Choose someone else' }));
    expect(panel.queryByText('grace@example.com')).not.toBeInTheDocument();
    expect(panel.getByLabelText('Find the account by name or e-mail')).toBeInTheDocument();
  });

  it('says when no account matches the search in Set Credits', async () => {
    const { events } = openConsole({
      'GET /api/admin/users': { status: 200, body: { users: [], total: 0, page: 1, page_size: 20 } },
    });
    const panel = within(await screen.findByRole('region', { name: 'Set User TTS Credits' }));
    await events.type(panel.getByLabelText('Find the account by name or e-mail'), 'nobody{Enter}');
    expect(await panel.findByText('No user matches “nobody”.')).toBeInTheDocument();
  });

  it('shows whether each account has confirmed its e-mail', async () => {
    const confirmed = { ...SUMMARY, id: 'confirmed', email: 'ada@example.com', email_verified: true };
    openConsole({
      'GET /api/admin/users': {
        status: 200,
        body: { users: [SUMMARY, confirmed], total: 2, page: 1, page_size: 20 },
      },
    });
    expect(await screen.findByRole('button', { name: /grace@example\.com/ })).toHaveTextContent(
      'Waiting for confirmation',
    );
    const ada = screen.getByRole('button', { name: /ada@example\.com/ });
    expect(ada).toHaveTextContent('Confirmed');
    expect(ada).not.toHaveTextContent('Waiting for confirmation');
  });

  it("opens a user's detail and chooses them in Set Credits", async () => {
    const { events } = openConsole();
    await events.click(await screen.findByRole('button', { name: /grace@example\.com/ }));
    expect(await screen.findByText('Set by admin')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Premium' })).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'Admin' })).toBeEnabled();
    await events.click(screen.getByRole('button', { name: "Set this person's credits" }));
    const panel = within(screen.getByRole('region', { name: 'Set User TTS Credits' }));
    expect(panel.getByText('Grace Hopper')).toBeInTheDocument();
    expect(panel.getByText('grace@example.com')).toBeInTheDocument();
    expect(panel.getByLabelText('New Credit Total')).toHaveFocus();
  });

  it('switches premium on and keeps your own admin switch disabled', async () => {
    const own = { ...SUMMARY, id: ADMIN.id, email: ADMIN.email, is_admin: true };
    const { api, events } = openConsole({
      'GET /api/admin/users': {
        status: 200,
        body: { users: [SUMMARY, own], total: 2, page: 1, page_size: 20 },
      },
      [`GET /api/admin/users/${ADMIN.id}`]: { status: 200, body: { ...DETAIL, user: own } },
      [`PUT /api/admin/users/${USER_ID}/premium`]: { status: 200, body: { ...SUMMARY, is_premium: true } },
    });
    await events.click(await screen.findByRole('button', { name: /grace@example\.com/ }));
    await events.click(await screen.findByRole('switch', { name: 'Premium' }));
    expect(await screen.findByText('Premium switched on for grace@example.com.')).toBeInTheDocument();
    expect(sentBody(api, 'PUT', `/api/admin/users/${USER_ID}/premium`)).toEqual({ is_premium: true });

    await events.click(screen.getByRole('button', { name: new RegExp(ADMIN.email) }));
    expect(await screen.findByRole('switch', { name: 'Admin' })).toBeDisabled();
    expect(screen.getByText('You cannot remove your own admin rights.')).toBeInTheDocument();
  });

  it('issues a reset link for the open user and shows it to copy, or says why it could not', async () => {
    const link = 'http://localhost:3000/reset-password?token=abc123';
    let reply: MockReply = { status: 500, body: {} };
    const { api, events } = openConsole({ [`POST /api/admin/users/${USER_ID}/reset-link`]: () => reply });
    await events.click(await screen.findByRole('button', { name: /grace@example\.com/ }));
    await events.click(await screen.findByRole('button', { name: 'Reset link' }));
    const dialog = await screen.findByRole('dialog', { name: 'Password reset link' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The link could not be issued');

    await events.click(within(dialog).getByRole('button', { name: 'Close' }));
    reply = { status: 200, body: { url: link, expires_at: '2026-11-23T12:30:00.000Z' } };
    await events.click(screen.getByRole('button', { name: 'Reset link' }));
    expect(await screen.findByTestId('reset-link')).toHaveTextContent(link);
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeEnabled();
    expect(calls(api, 'POST', `/api/admin/users/${USER_ID}/reset-link`)).toBe(2);
  });
});
