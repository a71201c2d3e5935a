// Issue 26: a card's accessible name, the places under a spread's cards and the planetary periods in the
// reader's language, from the engine's names (texts/locales/<language>/names.ts); English as before.
import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { PlanetaryPeriods } from '../../features/readings/components/planetary-periods';
import { applyLanguage } from '../../i18n/i18n';
import { LifeSpreadRows } from './life-spread-rows';
import { PlayingCard } from './playing-card';

const SPREAD = ['Q♥', 'A♣', '2♦', '3♠', '4♥', '5♣', '6♦', '7♠', '8♥', '9♣', '10♦', 'J♠', 'K♥'];
const PERIODS = (['Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn', 'Uranus', 'Neptune'] as const).map(
  (planet, i) => ({
    planet,
    start: `2026-0${i + 1}-01`,
    end: `2026-0${i + 1}-20`,
  }),
);

afterEach(async () => {
  await act(() => applyLanguage('en'));
});

describe('cards and places in other languages', () => {
  it.each([
    ['es', 'Reina de Corazones', ['Sol', 'Mercurio', 'Venus', 'Marte'], 'Saturno'],
    ['pt-BR', 'Dama de Copas', ['Sol', 'Mercúrio', 'Vênus', 'Marte'], 'Saturno'],
  ] as const)('%s: names the card, the places and the planets', async (language, queen, places, saturn) => {
    await act(() => applyLanguage(language));
    render(<PlayingCard symbol="Q♥" />);
    expect(screen.getByRole('img', { name: queen })).toBeInTheDocument();

    const { unmount } = render(
      <MemoryRouter>
        <LifeSpreadRows symbols={SPREAD} title="spread" />
      </MemoryRouter>,
    );
    const spread = screen.getByRole('list', { name: 'spread' });
    for (const place of places) expect(within(spread).getAllByText(place).length).toBeGreaterThan(0);
    expect(spread.textContent).not.toMatch(/Sun|Mercury|Queen/);
    unmount();

    render(<PlanetaryPeriods ruler="Saturn" periods={PERIODS} today="2026-03-10" />);
    const panel = screen.getByRole('region');
    expect(within(panel).getAllByText(saturn)).toHaveLength(2);
    expect(panel.textContent).not.toMatch(/\b(Mercury|Saturn|Neptune)\b/);
  });

  it('keeps the English as it was', () => {
    render(<PlayingCard symbol="Q♥" />);
    expect(screen.getByRole('img', { name: 'Queen of Hearts' })).toBeInTheDocument();
    render(<PlanetaryPeriods ruler="Saturn" periods={PERIODS} today="2026-03-10" />);
    expect(within(screen.getByRole('region')).getAllByText('Saturn')).toHaveLength(2);
  });
});
