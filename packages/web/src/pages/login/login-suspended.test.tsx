import { ACCOUNT_SUSPENDED, accountSuspendedUntil } from '@cardology/contract/suspension';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { contractText } from '../../i18n/i18n';
import { localDateTime } from '../../lib/date-time';
import { type MockReply, mockApi, signedOut } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';

/** The login page past its skeleton, with a sign-in answered by `reply`, sent. */
async function signInAnswered(reply: MockReply) {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  mockApi({ 'GET /api/me': signedOut, 'POST /api/auth/sign-in/email': reply });
  vi.useFakeTimers({ shouldAdvanceTime: true });
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  renderApp('/login');
  await screen.findByRole('status', { name: 'Loading sign-in form' });
  await act(() => vi.advanceTimersByTimeAsync(1000));
  await user.type(await screen.findByLabelText('Email'), 'ada@example.com');
  await user.type(screen.getByLabelText('Password'), 'the right password');
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('login page, suspended account', () => {
  it('says the account is suspended until the end, in the reader’s own time, and keeps it on the page', async () => {
    const until = '2026-12-01T14:05:00.000Z';
    await signInAnswered({
      status: 403,
      body: {
        code: 'BANNED_USER',
        message: 'This account is suspended until 2026-12-01 14:05 UTC.',
        error: 'This account is suspended until 2026-12-01 14:05 UTC.',
        suspended_until: until,
      },
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(contractText(accountSuspendedUntil(localDateTime(until))));
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  });

  it('says it is suspended, with no end, when there is none', async () => {
    await signInAnswered({
      status: 403,
      body: { code: 'BANNED_USER', error: ACCOUNT_SUSPENDED, suspended_until: null },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(ACCOUNT_SUSPENDED);
  });
});
