import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aUser, mockApi, signedInAs, signedOut } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';

describe('premium required page', () => {
  it('says both sentences and offers an e-mail draft and a way home', async () => {
    mockApi({ 'GET /api/me': signedOut });
    renderApp('/premium-required');
    expect(await screen.findByText('This feature is only available to premium members.')).toBeInTheDocument();
    expect(
      screen.getByText(
        'If you are a premium member but cannot access this feature, please contact us to fix your account.',
      ),
    ).toBeInTheDocument();
    const mail = screen.getByRole('link', { name: 'Request Premium Access' });
    expect(mail.getAttribute('href')).toMatch(
      /^mailto:support@cardology\.app\?subject=Premium%20Access%20Request&body=.*premium%20access/,
    );
    expect(screen.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/');
  });

  it("names the signed-in user's account in the e-mail body", async () => {
    mockApi({ 'GET /api/me': signedInAs(aUser({ email: 'ada@example.com' })) });
    renderApp('/premium-required');
    const mail = await screen.findByRole('link', { name: 'Request Premium Access' });
    const body = new URL(mail.getAttribute('href') ?? '').searchParams.get('body');
    expect(body).toContain('ada@example.com');
  });

  it("greets a premium user with 'Premium access detected!' and sends them home", async () => {
    mockApi({ 'GET /api/me': signedInAs(aUser({ isPremium: true, name: 'Ada' })) });
    const { router } = renderApp('/premium-required');
    expect(await screen.findByText('Premium access detected!')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.queryByText('This feature is only available to premium members.')).not.toBeInTheDocument();
  });
});
