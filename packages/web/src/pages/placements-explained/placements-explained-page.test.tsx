import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, signedOut } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';

vi.mock('@cardology/engine/texts/locales/en/placements', () => ({
  PLACEMENTS: {
    sun: { heading: 'Sun (Birth Card)', explanation: 'The card you were born under.' },
    mercury: { heading: 'Mercury', explanation: 'News, talk and quick journeys.' },
    venus: { heading: 'Venus', explanation: 'Love, friendship and pleasure.' },
  },
}));

describe('placements guide', () => {
  it('is an accordion with one placement open at a time, and the open one can be closed', async () => {
    mockApi({ 'GET /api/me': signedOut });
    renderApp('/placements-explained');
    const user = userEvent.setup();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Understanding Card Placements' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/general overview/)).toBeInTheDocument();

    // Each placement is an h2 right under the page's h1, so heading navigation lists them without a gap.
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Sun (Birth Card)',
      'Mercury',
      'Venus',
    ]);
    const sun = screen.getByRole('button', { name: 'Sun (Birth Card)' });
    const mercury = screen.getByRole('button', { name: 'Mercury' });
    expect(screen.queryByText('The card you were born under.')).not.toBeInTheDocument();

    await user.click(sun);
    expect(screen.getByText('The card you were born under.')).toBeVisible();
    expect(sun).toHaveAttribute('aria-expanded', 'true');

    await user.click(mercury);
    expect(screen.getByText('News, talk and quick journeys.')).toBeVisible();
    expect(sun).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('The card you were born under.')).not.toBeInTheDocument();

    await user.click(mercury);
    expect(mercury).toHaveAttribute('aria-expanded', 'false');
  });

  it('goes home from Back when the guide was the first page opened', async () => {
    mockApi({ 'GET /api/me': signedOut });
    const { router } = renderApp('/placements-explained');
    await userEvent.click(await screen.findByRole('button', { name: 'Back' }));
    // Home is signed-in only, so the visitor ends on /login via '/'.
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toEqual({ from: '/' });
  });

  it('goes back one step when there is somewhere to go back to', async () => {
    mockApi({ 'GET /api/me': signedOut });
    const { router } = renderApp('/login');
    await router.navigate('/placements-explained');
    await userEvent.click(await screen.findByRole('button', { name: 'Back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.historyAction).toBe('POP');
  });
});
