import {
  CURRENT_PASSWORD_WRONG,
  PASSWORD_CHANGED,
  PASSWORD_TOO_SHORT,
  PASSWORDS_DO_NOT_MATCH,
} from '@cardology/contract/password';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aUser, type MockReply, mockApi, sentBody, signedInAs } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

const CHANGE = 'POST /api/auth/change-password';

async function openProfile(change: MockReply = { status: 200, body: { token: 't' } }) {
  const api = mockApi({ 'GET /api/me': signedInAs(aUser()), [CHANGE]: change });
  renderApp('/profile');
  await screen.findByRole('heading', { level: 2, name: 'Password' });
  const events = userEvent.setup();
  const fill = async (current: string, next: string, confirmation: string) => {
    if (current) await events.type(screen.getByLabelText('Current password'), current);
    if (next) await events.type(screen.getByLabelText('New password'), next);
    if (confirmation) await events.type(screen.getByLabelText('Confirm new password'), confirmation);
    await events.click(screen.getByRole('button', { name: 'Change Password' }));
  };
  const changes = () => api.mock.calls.filter(([url]) => String(url).endsWith('/change-password'));
  return { api, fill, changes };
}

describe('changing the password on /profile', () => {
  it.each([
    ['', 'new passphrase', 'new passphrase', 'Please fill in all fields'],
    ['old passphrase', 'short', 'short', PASSWORD_TOO_SHORT],
    ['old passphrase', 'new passphrase', 'new passphrasf', PASSWORDS_DO_NOT_MATCH],
  ])('says what is wrong before sending anything (%s, %s, %s)', async (current, next, again, message) => {
    const { fill, changes } = await openProfile();
    await fill(current, next, again);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(changes()).toHaveLength(0);
  });

  it('sends the current and the new password, confirms, and empties the fields', async () => {
    const { api, fill } = await openProfile();
    await fill('old passphrase', 'new passphrase', 'new passphrase');
    expect(await screen.findByText(PASSWORD_CHANGED)).toBeInTheDocument();
    expect(sentBody(api, 'POST', '/api/auth/change-password')).toEqual({
      currentPassword: 'old passphrase',
      newPassword: 'new passphrase',
    });
    expect(screen.getByLabelText('Current password')).toHaveValue('');
    expect(screen.getByLabelText('New password')).toHaveValue('');
  });

  it("shows the server's words for a wrong current password", async () => {
    const { fill } = await openProfile({ status: 400, body: { error: CURRENT_PASSWORD_WRONG } });
    await fill('not it at all', 'new passphrase', 'new passphrase');
    expect(await screen.findByRole('alert')).toHaveTextContent(CURRENT_PASSWORD_WRONG);
  });
});
