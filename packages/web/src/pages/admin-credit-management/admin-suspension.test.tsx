import type { AdminUserDetail, AdminUserSummary } from '@cardology/contract/admin';
import {
  CANNOT_SUSPEND_YOURSELF,
  SUSPENSION_END_PAST,
  SUSPENSION_REASON_REQUIRED,
} from '@cardology/contract/suspension';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { localDateTime } from '../../lib/date-time';
import { aUser, type MockReply, mockApi, sentBody, signedInAs } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';

const ADMIN = aUser({ id: '0b7d5c1a-1111-4c8e-9d2f-000000000001', isAdmin: true, isPremium: true });
const USER_ID = '0b7d5c1a-2222-4c8e-9d2f-000000000002';
const SUMMARY: AdminUserSummary = {
  id: USER_ID,
  name: 'Grace Hopper',
  email: 'grace@example.com',
  email_verified: true,
  tts_credits: 5,
  is_premium: false,
  is_admin: false,
  created_at: '2026-11-01T09:00:00.000Z',
  suspension: null,
};
const SUSPENDED: AdminUserSummary = {
  ...SUMMARY,
  suspension: { reason: 'Scraping the readings', until: '2099-12-01T14:00:00.000Z' },
};
const detailOf = (user: AdminUserSummary): AdminUserDetail => ({ user, requests: [], ledger: [] });
const PATH = `/api/admin/users/${USER_ID}/suspension`;

/** The console with one user, Grace, whose summary is whatever `current()` says, opened. */
async function openGrace(current: () => AdminUserSummary, routes: Record<string, MockReply> = {}) {
  const api = mockApi({
    'GET /api/me': signedInAs(ADMIN),
    'GET /api/admin/status': { status: 200, body: { isAdmin: true } },
    'GET /api/admin/credit-requests': { status: 200, body: [] },
    'GET /api/admin/users': () => ({
      status: 200,
      body: { users: [current()], total: 1, page: 1, page_size: 20 },
    }),
    [`GET /api/admin/users/${USER_ID}`]: () => ({ status: 200, body: detailOf(current()) }),
    ...routes,
  });
  renderApp('/admin/credit-management');
  const events = userEvent.setup();
  await events.click(await screen.findByRole('button', { name: /grace@example\.com/ }));
  return { api, events };
}

describe('suspending an account from the Users section', () => {
  it('suspends with a reason and an end typed in the dialog, then shows the badge, the reason and the end', async () => {
    let user = SUMMARY;
    const { api, events } = await openGrace(() => user, {
      [`PUT ${PATH}`]: (body) => {
        const { reason, until } = body as { reason: string; until: string | null };
        user = { ...SUMMARY, suspension: { reason, until } };
        return { status: 200, body: user };
      },
    });
    await events.click(await screen.findByRole('button', { name: 'Suspend' }));
    const dialog = await screen.findByRole('dialog', { name: 'Suspend this account' });

    // Nothing is sent without a reason, nor with an end in the past.
    await events.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    expect(await within(dialog).findByText(SUSPENSION_REASON_REQUIRED)).toBeInTheDocument();
    await events.type(within(dialog).getByLabelText('Reason'), '  Scraping the readings ');
    const ends = within(dialog).getByLabelText('Ends (optional)');
    await events.type(ends, '2001-01-01T10:00');
    await events.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    expect(await within(dialog).findByText(SUSPENSION_END_PAST)).toBeInTheDocument();
    expect(api.mock.calls.filter(([, init]) => init?.method === 'PUT')).toHaveLength(0);

    await events.clear(ends);
    await events.type(ends, '2099-12-01T15:30');
    await events.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    expect(
      await screen.findByText('grace@example.com is suspended and signed out everywhere.'),
    ).toBeInTheDocument();
    const until = new Date('2099-12-01T15:30').toISOString();
    expect(sentBody(api, 'PUT', PATH)).toEqual({ reason: 'Scraping the readings', until });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    const row = await screen.findByRole('button', { name: /grace@example\.com/ });
    expect(await within(row).findByText('Suspended')).toBeInTheDocument();
    const status = screen.getByRole('region', { name: 'Suspension' });
    expect(status).toHaveTextContent(`Suspended until ${localDateTime(until)}`);
    expect(status).toHaveTextContent('Reason: Scraping the readings');
  });

  it('lifts a suspension', async () => {
    let user = SUSPENDED;
    const { api, events } = await openGrace(() => user, {
      [`DELETE ${PATH}`]: () => {
        user = SUMMARY;
        return { status: 200, body: user };
      },
    });
    await events.click(await screen.findByRole('button', { name: 'Lift suspension' }));
    expect(await screen.findByText('The suspension of grace@example.com is lifted.')).toBeInTheDocument();
    expect(api.mock.calls.some(([input, init]) => init?.method === 'DELETE' && String(input) === PATH)).toBe(
      true,
    );
    expect(await screen.findByRole('button', { name: 'Suspend' })).toBeInTheDocument();
    expect(screen.queryByText('Suspended')).not.toBeInTheDocument();
  });

  it('shows the server’s refusal in the dialog and keeps what was typed', async () => {
    const { events } = await openGrace(() => SUMMARY, {
      [`PUT ${PATH}`]: { status: 409, body: { error: 'This is the last admin who is not suspended.' } },
    });
    await events.click(await screen.findByRole('button', { name: 'Suspend' }));
    const dialog = await screen.findByRole('dialog', { name: 'Suspend this account' });
    await events.type(within(dialog).getByLabelText('Reason'), 'Spam');
    await events.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This is the last admin who is not suspended.',
    );
    expect(within(dialog).getByLabelText('Reason')).toHaveValue('Spam');
  });

  it('offers no Suspend on your own account', async () => {
    const own: AdminUserSummary = { ...SUMMARY, id: ADMIN.id, email: ADMIN.email, is_admin: true };
    mockApi({
      'GET /api/me': signedInAs(ADMIN),
      'GET /api/admin/status': { status: 200, body: { isAdmin: true } },
      'GET /api/admin/credit-requests': { status: 200, body: [] },
      'GET /api/admin/users': { status: 200, body: { users: [own], total: 1, page: 1, page_size: 20 } },
      [`GET /api/admin/users/${ADMIN.id}`]: { status: 200, body: detailOf(own) },
    });
    renderApp('/admin/credit-management');
    const events = userEvent.setup();
    await events.click(await screen.findByRole('button', { name: new RegExp(ADMIN.email) }));
    expect(await screen.findByText(CANNOT_SUSPEND_YOURSELF)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Suspend' })).not.toBeInTheDocument();
  });
});
