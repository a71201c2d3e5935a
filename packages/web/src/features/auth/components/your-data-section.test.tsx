import {
  ACCOUNT_DELETED,
  DELETE_ACCOUNT_PASSWORD_REQUIRED,
  DELETE_ACCOUNT_WRONG_PASSWORD,
  EXPORT_PATH,
} from '@cardology/contract/privacy';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aUser, type MockReply, mockApi, sentBody, signedInAs } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

async function openYourData(deleteReply: MockReply = { status: 204 }) {
  const api = mockApi({
    'GET /api/me': signedInAs(aUser()),
    'GET /api/calendar': {
      status: 200,
      body: { exists: false, include_people: false, created_at: null, url: null },
    },
    'DELETE /api/me': deleteReply,
  });
  const view = renderApp('/profile');
  const section = await screen.findByRole('region', { name: 'Your data' });
  return { api, view, section, events: userEvent.setup() };
}

const deleteCalls = (api: ReturnType<typeof mockApi>) =>
  api.mock.calls.filter(([input, init]) => init?.method === 'DELETE' && String(input) === '/api/me');

describe('profile: your data', () => {
  it('offers the export as a plain download link', async () => {
    const { section } = await openYourData();
    const link = within(section).getByRole('link', { name: 'Download my data' });
    expect(link).toHaveAttribute('href', EXPORT_PATH);
    expect(link).toHaveAttribute('download');
  });

  it('asks for the password in a dialog that starts in the field and closes on Escape, sending nothing', async () => {
    const { api, section, events } = await openYourData();
    await events.click(within(section).getByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete your account?' });
    expect(within(dialog).getByLabelText('Your password')).toHaveFocus();
    // Focus stays inside the dialog.
    for (let step = 0; step < 4; step += 1) {
      await events.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await events.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(deleteCalls(api)).toHaveLength(0);
  });

  it('needs a password before sending, then shows the server’s refusal in the dialog', async () => {
    const { api, section, events } = await openYourData({
      status: 403,
      body: { error: DELETE_ACCOUNT_WRONG_PASSWORD },
    });
    await events.click(within(section).getByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('alertdialog');
    await events.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await within(dialog).findByText(DELETE_ACCOUNT_PASSWORD_REQUIRED)).toBeInTheDocument();
    expect(deleteCalls(api)).toHaveLength(0);

    await events.type(within(dialog).getByLabelText('Your password'), 'wrong one{Enter}');
    expect(await within(dialog).findByText(DELETE_ACCOUNT_WRONG_PASSWORD)).toBeInTheDocument();
    expect(sentBody(api, 'DELETE', '/api/me')).toEqual({ password: 'wrong one' });
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  });

  it('deletes with the password, says so and goes to /login signed out', async () => {
    const { api, view, section, events } = await openYourData();
    await events.click(within(section).getByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('alertdialog');
    await events.type(within(dialog).getByLabelText('Your password'), 'correct horse battery');
    await events.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await screen.findByText(ACCOUNT_DELETED)).toBeInTheDocument();
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/login'));
    expect(sentBody(api, 'DELETE', '/api/me')).toEqual({ password: 'correct horse battery' });
    expect(view.queryClient.getQueryData(['me'])).toBeNull();
  });
});
