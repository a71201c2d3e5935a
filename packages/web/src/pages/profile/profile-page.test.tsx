import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aUser, mockApi, sentBody, signedInAs } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';

async function openProfile(user = aUser()) {
  const api = mockApi({
    'GET /api/me': signedInAs(user),
    'PATCH /api/me': (body) => ({ status: 200, body: { ...user, ...(body as object) } }),
  });
  const view = renderApp('/profile');
  await screen.findByRole('heading', { level: 1, name: 'Your Profile' });
  return { ...view, api, events: userEvent.setup() };
}

describe('profile page', () => {
  it('shows the stored profile, the read-only email and the account status', async () => {
    await openProfile(aUser({ isPremium: true, tts_credits: 42 }));
    expect(screen.getByLabelText('Name')).toHaveValue('Ada Lovelace');
    expect(screen.getByLabelText('Birthdate')).toHaveValue('12/10/1815');
    expect(screen.getByLabelText('Birthdate')).toHaveAttribute('placeholder', 'MM/DD/YYYY');
    expect(screen.getByLabelText('Age (optional)')).toHaveValue(36);
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com');
    expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');
    const account = screen.getByRole('region', { name: 'Account' });
    expect(within(account).getByText('Premium')).toBeInTheDocument();
    expect(within(account).getByText('42')).toBeInTheDocument();
  });

  it('shows each validation message beside its field and sends nothing', async () => {
    const { api, events } = await openProfile();
    await events.clear(screen.getByLabelText('Name'));
    await events.clear(screen.getByLabelText('Birthdate'));
    await events.clear(screen.getByLabelText('Age (optional)'));
    await events.type(screen.getByLabelText('Age (optional)'), '121');
    await events.click(screen.getByRole('button', { name: 'Save Profile' }));

    expect(await screen.findByText('Please enter your name')).toBeInTheDocument();
    expect(screen.getByText('Please enter your birthdate')).toBeInTheDocument();
    expect(screen.getByText('Please enter an age between 0 and 120')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');

    await events.type(screen.getByLabelText('Birthdate'), '1990-04-01');
    await events.click(screen.getByRole('button', { name: 'Save Profile' }));
    expect(
      await screen.findByText('Please enter a valid birthdate in MM/DD/YYYY format'),
    ).toBeInTheDocument();
    expect(api.mock.calls.some(([, init]) => init?.method === 'PATCH')).toBe(false);
  });

  it('saves with PATCH /api/me and confirms', async () => {
    const { api, events } = await openProfile();
    await events.clear(screen.getByLabelText('Name'));
    await events.type(screen.getByLabelText('Name'), 'Ada King');
    await events.clear(screen.getByLabelText('Birthdate'));
    await events.type(screen.getByLabelText('Birthdate'), '12/10/1815');
    await events.clear(screen.getByLabelText('Age (optional)'));
    await events.click(screen.getByRole('button', { name: 'Save Profile' }));

    expect(await screen.findByText('Profile updated successfully')).toBeInTheDocument();
    expect(sentBody(api, 'PATCH', '/api/me')).toEqual({
      name: 'Ada King',
      birthdate: '12/10/1815',
      age: null,
    });
  });

  it("shows the server's error when saving fails", async () => {
    mockApi({
      'GET /api/me': signedInAs(aUser()),
      'PATCH /api/me': { status: 400, body: { error: 'Birthdate cannot be in the future' } },
    });
    renderApp('/profile');
    const events = userEvent.setup();
    await events.click(await screen.findByRole('button', { name: 'Save Profile' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Birthdate cannot be in the future');
  });

  it('logs out to /login with a toast', async () => {
    const { router, events } = await openProfile();
    mockApi({ 'GET /api/me': signedInAs(aUser()), 'POST /api/auth/sign-out': { status: 200, body: {} } });
    await events.click(within(screen.getByRole('main')).getByRole('button', { name: 'Logout' }));
    expect(await screen.findByText('Logged out successfully')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.historyAction).toBe('REPLACE');
  });
});
