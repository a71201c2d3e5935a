import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { LifeSpreadRows } from './life-spread-rows';

const SPREAD = ['Q♥', '5♣', '3♦', 'A♠', '7♥', '7♦', '5♠', 'J♥', '9♣', '9♠', '2♥', 'K♥', '10♦'];
const LABELS = [
  'Sun',
  'Mercury',
  'Venus',
  'Mars',
  'Jupiter',
  'Saturn',
  'Uranus',
  'Neptune',
  'Pluto',
  'Reward',
  'Peak',
  'Moon',
  'Earth/X',
];

function renderSpread() {
  return render(
    <MemoryRouter>
      <LifeSpreadRows symbols={SPREAD} />
    </MemoryRouter>,
  );
}

describe('LifeSpreadRows', () => {
  it('shows the first 7 cards in one row and the other 6 in a second', () => {
    renderSpread();
    const items = within(screen.getByRole('list', { name: 'Life spread' })).getAllByRole('listitem');
    expect(items).toHaveLength(13);
    expect(items.filter((li) => li.dataset.row === '1')).toHaveLength(7);
    expect(items.filter((li) => li.dataset.row === '2')).toHaveLength(6);
    // The second row starts on a new line of the grid, half a card in, so the six sit centred.
    expect(items[7]).toHaveClass('col-start-2');
    expect(items.filter((li) => li.classList.contains('col-start-2'))).toHaveLength(1);
  });

  it('labels the positions in order, Sun to Earth/X', () => {
    renderSpread();
    const items = screen.getAllByRole('listitem');
    expect(items.map((li) => li.querySelector('[data-slot="card-label"]')?.textContent)).toEqual(LABELS);
  });

  it('links every card to its glossary page by full name', () => {
    renderSpread();
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(13);
    expect(links[0]).toHaveAccessibleName('Queen of Hearts');
    expect(links[0]).toHaveAttribute('href', `/glossary/${encodeURIComponent('Q♥')}`);
    expect(links[12]).toHaveAccessibleName('Ten of Diamonds');
    expect(links[12]).toHaveAttribute('href', '/glossary/10%E2%99%A6');
  });

  it('takes another link target when asked', () => {
    render(
      <MemoryRouter>
        <LifeSpreadRows
          symbols={SPREAD}
          hrefFor={(s) => `/cards/${encodeURIComponent(s)}`}
          title="Spread of Q♥"
        />
      </MemoryRouter>,
    );
    expect(screen.getByRole('list', { name: 'Spread of Q♥' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Five of Clubs' })).toHaveAttribute('href', '/cards/5%E2%99%A3');
  });
});
