// Issue 26: an entry's chips and the planet filter name planets and cards in the reader's language, from the
// engine's names (texts/locales/<language>/names.ts, loaded with the language's chunk); English as before.
import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { applyLanguage } from '../../../i18n/i18n';
import { anEntry } from '../test-journal';
import { EntryCards } from './entry-cards';
import { PlanetSelect } from './planet-select';

const entry = anEntry();
const mercuryEntry = {
  ...entry.cards,
  planetary: { ...entry.cards.planetary, planet: 'Mercury' as const },
};

function showChips() {
  render(
    <MemoryRouter>
      <EntryCards date={entry.date} cards={mercuryEntry} />
    </MemoryRouter>,
  );
  return screen.getByRole('list');
}

function planetOptions() {
  render(<PlanetSelect onChange={() => {}} />);
  return within(screen.getByRole('combobox'))
    .getAllByRole('option')
    .map((option) => [option.getAttribute('value'), option.textContent]);
}

afterEach(async () => {
  await act(() => applyLanguage('en'));
});

describe('the journal’s planet and card names', () => {
  it.each([
    ['es', 'Mercurio', 'Siete de Corazones', 'Todas las notas con Siete de Corazones en juego'],
    ['pt-BR', 'Mercúrio', 'Sete de Copas', 'Todas as notas com Sete de Copas em jogo'],
  ] as const)('%s: the chips name the planet and the cards', async (language, planet, card, title) => {
    await act(() => applyLanguage(language));
    const chips = showChips();
    expect(within(chips).getByRole('link', { name: new RegExp(`^${planet}:`) })).toHaveTextContent(planet);
    expect(within(chips).getByRole('link', { name: new RegExp(`^7♥ ${card}:`) })).toHaveAttribute(
      'title',
      title,
    );
    expect(within(chips).getByRole('link', { name: /^J♦/ }).textContent).not.toMatch(/Jack|Diamonds/);
    expect(chips.textContent).not.toMatch(/Mercury|Seven of Hearts|King of Spades|Three of Clubs/);
    // The periods' dates too: '9 – 15 mar 2026', not 'Mar 9 – 15, 2026'.
    expect(chips.textContent).toMatch(/mar\.? (de )?2026/);
    expect(chips.textContent).not.toMatch(/Mar \d/);
  });

  it.each([
    ['es', ['Mercurio', 'Venus', 'Marte', 'Júpiter', 'Saturno', 'Urano', 'Neptuno']],
    ['pt-BR', ['Mercúrio', 'Vênus', 'Marte', 'Júpiter', 'Saturno', 'Urano', 'Netuno']],
  ] as const)('%s: the planet filter lists the planets in words, by their codes', async (language, names) => {
    await act(() => applyLanguage(language));
    const options = planetOptions().slice(1);
    expect(options.map(([, text]) => text)).toEqual(names);
    expect(options.map(([value]) => value)).toEqual([
      'Mercury',
      'Venus',
      'Mars',
      'Jupiter',
      'Saturn',
      'Uranus',
      'Neptune',
    ]);
  });

  it('keeps the English as it was', () => {
    const chips = showChips();
    expect(within(chips).getByRole('link', { name: /^Mercury:/ })).toHaveTextContent('Mercury');
    expect(within(chips).getByRole('link', { name: /^7♥ Seven of Hearts:/ })).toHaveAttribute(
      'title',
      'Every entry with the Seven of Hearts in play',
    );
    expect(planetOptions().map(([, text]) => text)[1]).toBe('Mercury');
  });
});
