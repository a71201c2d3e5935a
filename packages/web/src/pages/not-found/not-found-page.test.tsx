import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aUser, mockApi, signedInAs, signedOut } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';

describe('unknown routes', () => {
  it.each([
    ['a visitor', signedOut],
    ['a signed-in user', signedInAs(aUser())],
  ])("show 'Oops! Page not found' with a link home to %s", async (_who, me) => {
    mockApi({ 'GET /api/me': me });
    renderApp('/no/such/page');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Oops! Page not found' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
  });
});
