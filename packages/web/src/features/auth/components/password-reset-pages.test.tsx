import {
  PASSWORD_RESET_DONE,
  PASSWORDS_DO_NOT_MATCH,
  RESET_BY_ADMIN,
  RESET_LINK_INVALID,
  RESET_LINK_SENT,
} from '@cardology/contract/password';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type MockReply, mockApi, pending, sentBody, signedOut } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

const options = (byEmail: boolean): MockReply => ({ status: 200, body: { by_email: byEmail } });

describe('/forgot-password', () => {
  it('is reached from the sign-in form', async () => {
    mockApi({ 'GET /api/me': signedOut, 'GET /api/password-reset': options(true) });
    renderApp('/login');
    await userEvent.setup().click(await screen.findByRole('link', { name: 'Forgot password?' }));
    expect(await screen.findByRole('heading', { name: 'Forgot Your Password?' })).toBeInTheDocument();
  });

  it('shows a skeleton while it asks how links are sent', async () => {
    mockApi({ 'GET /api/me': signedOut, 'GET /api/password-reset': pending });
    renderApp('/forgot-password');
    expect(await screen.findByText('Loading')).toBeInTheDocument();
  });

  it('says so when it cannot ask', async () => {
    mockApi({ 'GET /api/me': signedOut, 'GET /api/password-reset': { status: 503, body: {} } });
    renderApp('/forgot-password');
    expect(await screen.findByRole('alert')).toHaveTextContent('The page could not be loaded');
  });

  it('says to ask an administrator when the server sends no mail', async () => {
    mockApi({ 'GET /api/me': signedOut, 'GET /api/password-reset': options(false) });
    renderApp('/forgot-password');
    expect(await screen.findByText(RESET_BY_ADMIN)).toBeInTheDocument();
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
  });

  it('sends the address and answers with the same words for any address', async () => {
    const api = mockApi({
      'GET /api/me': signedOut,
      'GET /api/password-reset': options(true),
      'POST /api/auth/request-password-reset': { status: 200, body: { status: true } },
    });
    renderApp('/forgot-password');
    const events = userEvent.setup();
    await events.type(await screen.findByLabelText('Email'), ' ada@example.com ');
    await events.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText(RESET_LINK_SENT)).toBeInTheDocument();
    expect(sentBody(api, 'POST', '/api/auth/request-password-reset')).toEqual({ email: 'ada@example.com' });
  });
});

describe('/reset-password', () => {
  it('says the link is not valid when it carries no token', async () => {
    mockApi({ 'GET /api/me': signedOut });
    renderApp('/reset-password');
    expect(await screen.findByRole('alert')).toHaveTextContent(RESET_LINK_INVALID);
  });

  it('checks the two passwords, sends the token, then goes to sign in', async () => {
    const api = mockApi({
      'GET /api/me': signedOut,
      'POST /api/auth/reset-password': { status: 200, body: { status: true } },
    });
    renderApp('/reset-password?token=abc123');
    const events = userEvent.setup();
    await events.type(await screen.findByLabelText('New password'), 'new passphrase');
    await events.type(screen.getByLabelText('Confirm new password'), 'other passphrase');
    await events.click(screen.getByRole('button', { name: 'Set New Password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(PASSWORDS_DO_NOT_MATCH);

    await events.clear(screen.getByLabelText('Confirm new password'));
    await events.type(screen.getByLabelText('Confirm new password'), 'new passphrase');
    await events.click(screen.getByRole('button', { name: 'Set New Password' }));
    expect(await screen.findByText(PASSWORD_RESET_DONE)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Welcome Back' })).toBeInTheDocument();
    expect(sentBody(api, 'POST', '/api/auth/reset-password')).toEqual({
      token: 'abc123',
      newPassword: 'new passphrase',
    });
  });

  it("shows the server's words for a used or expired link", async () => {
    mockApi({
      'GET /api/me': signedOut,
      'POST /api/auth/reset-password': { status: 400, body: { error: RESET_LINK_INVALID } },
    });
    renderApp('/reset-password?token=used');
    const events = userEvent.setup();
    await events.type(await screen.findByLabelText('New password'), 'new passphrase');
    await events.type(screen.getByLabelText('Confirm new password'), 'new passphrase');
    await events.click(screen.getByRole('button', { name: 'Set New Password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(RESET_LINK_INVALID);
  });
});
