// Issue 34: after "Check your mail" at sign-up the form stayed "Creating account..." with every field disabled.
// Now the reader can send the mail again or go back to the form, filled, to correct the address.
import { checkYourMailMessage } from '@cardology/contract/sign-up';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { contractText } from '../../i18n/i18n';
import { type MockReply, mockApi, sentBody, signedOut } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';

afterEach(() => vi.useRealTimers());

/** Signs up as Ada on the sign-up form, with a server that mails a link instead of signing her in. */
async function signUpAwaitingMail(routes: Record<string, MockReply> = {}) {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  const api = mockApi({
    'GET /api/me': () => signedOut,
    'POST /api/auth/sign-up/email': () => ({ status: 200, body: { token: null, user: { id: 'user-3' } } }),
    'POST /api/auth/send-verification-email': () => ({ status: 200, body: { status: true } }),
    ...routes,
  });
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  renderApp('/login?mode=sign-up');
  await act(() => vi.advanceTimersByTimeAsync(1000));
  await user.type(await screen.findByLabelText('Name'), 'Ada');
  await user.type(screen.getByLabelText('Email'), 'ada@exmaple.com');
  await user.type(screen.getByLabelText('Password'), 'lovelace1815');
  await user.click(screen.getByRole('button', { name: 'Create Account' }));
  await screen.findByText(contractText(checkYourMailMessage('ada@exmaple.com')));
  return { api, user };
}

it('sends the confirmation mail again', async () => {
  const { api, user } = await signUpAwaitingMail();
  expect(screen.queryByRole('button', { name: 'Creating account...' })).toBeNull();
  await user.click(screen.getByRole('button', { name: 'Send the mail again' }));
  expect(await screen.findByText(/^Sent again to ada@exmaple\.com\./)).toBeInTheDocument();
  expect(sentBody(api, 'POST', '/api/auth/send-verification-email')).toEqual({
    email: 'ada@exmaple.com',
    callbackURL: '/',
  });
});

it('says so in words when the mail cannot be sent again (too many, or the network)', async () => {
  const { user } = await signUpAwaitingMail({
    'POST /api/auth/send-verification-email': () => ({ status: 429, body: { message: 'Too many requests' } }),
  });
  await user.click(screen.getByRole('button', { name: 'Send the mail again' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'The mail could not be sent again. Wait a minute and try again.',
  );
  expect(screen.queryByText('Too many requests')).toBeNull();
});

it('goes back to the form, filled and usable, to correct the address', async () => {
  const { api, user } = await signUpAwaitingMail();
  await user.click(screen.getByRole('button', { name: 'Use a different address' }));
  const email = await screen.findByLabelText('Email');
  expect(email).toHaveValue('ada@exmaple.com');
  expect(email).toBeEnabled();
  expect(screen.getByLabelText('Name')).toHaveValue('Ada');
  await user.clear(email);
  await user.type(email, 'ada@example.com');
  await user.click(screen.getByRole('button', { name: 'Create Account' }));
  expect(await screen.findByText(contractText(checkYourMailMessage('ada@example.com')))).toBeInTheDocument();
  const signUps = api.mock.calls.filter(([input]) => String(input) === '/api/auth/sign-up/email');
  expect(signUps.map(([, init]) => JSON.parse(String(init?.body)).email)).toEqual([
    'ada@exmaple.com',
    'ada@example.com',
  ]);
});
