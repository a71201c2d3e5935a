import { signInCooldownMessage } from '@cardology/contract/rate-limits';
import { checkYourMailMessage } from '@cardology/contract/sign-up';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { contractText } from '../../i18n/i18n';
import { aUser, type MockReply, mockApi, sentBody, signedInAs, signedOut } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';

/** The login page, past its 1000 ms skeleton. Fake timers that also follow real time. */
async function openLogin(entry: Parameters<typeof renderApp>[0] = '/login') {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  const app = renderApp(entry);
  await screen.findByRole('status', { name: 'Loading sign-in form' });
  await act(() => vi.advanceTimersByTimeAsync(1000));
  return { ...app, user };
}

describe('login page', () => {
  it("shows 'Welcome Back' at once, the form's skeleton for the first 1000 ms, then the form", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mockApi({ 'GET /api/me': signedOut });
    renderApp('/login');
    await screen.findByRole('status', { name: 'Loading sign-in form' });
    expect(screen.getByRole('heading', { name: 'Welcome Back' })).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(900));
    expect(screen.getByRole('status', { name: 'Loading sign-in form' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Welcome Back' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(await screen.findByLabelText('Email')).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading sign-in form' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toBeInTheDocument();
  });

  it('asks to fill in all fields and sends nothing when one is empty', async () => {
    const api = mockApi({ 'GET /api/me': signedOut });
    const { user } = await openLogin();
    await user.type(await screen.findByLabelText('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Please fill in all fields')).toBeInTheDocument();
    expect(api.mock.calls.some(([path]) => String(path).startsWith('/api/auth'))).toBe(false);
  });

  it("tells a signed-in user they are 'Already Logged In' and takes them home", async () => {
    mockApi({ 'GET /api/me': signedInAs(aUser({ name: 'Ada' })) });
    const { router } = await openLogin();
    expect(await screen.findByRole('heading', { name: 'Already Logged In' })).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1400));
    expect(router.state.location.pathname).toBe('/login');
    await act(() => vi.advanceTimersByTimeAsync(100));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('signs in, says so, and after 500 ms goes where the user was heading', async () => {
    let me: MockReply = signedOut;
    const api = mockApi({
      'GET /api/me': () => me,
      'POST /api/auth/sign-in/email': () => {
        me = signedInAs(aUser());
        return { status: 200, body: { user: { id: 'user-1' } } };
      },
    });
    const { user, router } = await openLogin({ pathname: '/login', state: { from: '/name-card' } });
    await user.type(await screen.findByLabelText('Email'), ' ada@example.com ');
    await user.type(screen.getByLabelText('Password'), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByText('Logged in successfully')).toBeInTheDocument();
    expect(sentBody(api, 'POST', '/api/auth/sign-in/email')).toEqual({
      email: 'ada@example.com',
      password: 'correct horse',
    });
    expect(screen.queryByRole('heading', { name: 'Already Logged In' })).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    await act(() => vi.advanceTimersByTimeAsync(500));
    await waitFor(() => expect(router.state.location.pathname).toBe('/name-card'));
  });

  it("toasts the server's message on a failed sign-in and logs the error", async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    mockApi({
      'GET /api/me': signedOut,
      'POST /api/auth/sign-in/email': { status: 401, body: { error: 'Invalid email or password' } },
    });
    const { user, router } = await openLogin();
    await user.type(await screen.findByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByText('Invalid email or password')).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith('Login error:', expect.objectContaining({ status: 401 }));
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
    expect(router.state.location.pathname).toBe('/login');
  });

  it("toasts the account's cooldown with how long to wait", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    mockApi({
      'GET /api/me': signedOut,
      'POST /api/auth/sign-in/email': {
        status: 429,
        body: { error: contractText(signInCooldownMessage(840)) },
      },
    });
    const { user } = await openLogin();
    await user.type(await screen.findByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'right-or-wrong');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(
      await screen.findByText('Too many sign-in attempts. Please wait 14 minutes and try again.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  });

  it("falls back to 'Error during sign in' when the server gives no message", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    mockApi({ 'GET /api/me': signedOut, 'POST /api/auth/sign-in/email': { status: 500, body: {} } });
    const { user } = await openLogin();
    await user.type(await screen.findByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret');
    // A Response built in a test has an empty statusText (as over HTTP/2): nothing names the failure.
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Error during sign in')).toBeInTheDocument();
  });

  it('switches to a sign-up form that creates the account and goes home', async () => {
    let me: MockReply = signedOut;
    const api = mockApi({
      'GET /api/me': () => me,
      'POST /api/auth/sign-up/email': () => {
        me = signedInAs(aUser({ name: 'Grace' }));
        return { status: 200, body: { user: { id: 'user-2' } } };
      },
    });
    const { user, router } = await openLogin({ pathname: '/login', state: { from: '/profile' } });
    await user.click(await screen.findByRole('button', { name: 'Create an account' }));
    expect(screen.getByRole('heading', { name: 'Create Your Account' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Please fill in all fields')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Name'), 'Grace');
    await user.type(screen.getByLabelText('Email'), 'grace@example.com');
    await user.type(screen.getByLabelText('Password'), 'hopper1906');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByText('Account created successfully')).toBeInTheDocument();
    expect(sentBody(api, 'POST', '/api/auth/sign-up/email')).toEqual({
      name: 'Grace',
      email: 'grace@example.com',
      password: 'hopper1906',
    });
    await act(() => vi.advanceTimersByTimeAsync(500));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('asks a new user to confirm their address when the server mails a link, and stays on the page', async () => {
    const api = mockApi({
      'GET /api/me': () => signedOut,
      // With mail the server signs nobody in at sign-up (decision 032): the same answer, taken address or not.
      'POST /api/auth/sign-up/email': () => ({ status: 200, body: { token: null, user: { id: 'user-3' } } }),
    });
    const { user, router } = await openLogin();
    await user.click(await screen.findByRole('button', { name: 'Create an account' }));
    await user.type(screen.getByLabelText('Name'), 'Ada');
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'lovelace1815');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(
      await screen.findByText(contractText(checkYourMailMessage('ada@example.com'))),
    ).toBeInTheDocument();
    expect(screen.queryByText('Account created successfully')).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(router.state.location.pathname).toBe('/login');
    expect(sentBody(api, 'POST', '/api/auth/sign-up/email')).toMatchObject({ email: 'ada@example.com' });
  });

  it('shows why the user was sent here', async () => {
    mockApi({ 'GET /api/me': signedOut });
    await openLogin({
      pathname: '/login',
      state: { from: '/admin/credit-management', notice: 'Access Denied: x' },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Access Denied: x');
  });
});
