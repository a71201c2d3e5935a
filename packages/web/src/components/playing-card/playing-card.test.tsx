import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PlayingCard } from './playing-card';

function renderCard(ui: React.ReactElement) {
  return render(<MemoryRouter>{ui}</MemoryRouter>);
}

describe('PlayingCard', () => {
  it.each([
    ['Q♥', 'Queen of Hearts'],
    ['10♦', 'Ten of Diamonds'],
    ['A♠', 'Ace of Spades'],
    ['2♣', 'Two of Clubs'],
    ['K♣', 'King of Clubs'],
    ['Joker', 'Joker'],
  ])('names %s "%s" for assistive technology', (symbol, name) => {
    renderCard(<PlayingCard symbol={symbol} />);
    expect(screen.getByRole('img', { name })).toBeInTheDocument();
  });

  it.each([
    ['7♧', 'Seven of Clubs'],
    ['q♡', 'Queen of Hearts'],
    ['10 of diamonds', 'Ten of Diamonds'],
    ['Queen of Spades', 'Queen of Spades'],
    ['joker', 'Joker'],
  ])('reads the spelling %s as %s', (symbol, name) => {
    renderCard(<PlayingCard symbol={symbol} />);
    expect(screen.getByRole('img', { name })).toBeInTheDocument();
  });

  it('never uses the bare symbol as the name, and hides the drawing itself', () => {
    const { container } = renderCard(<PlayingCard symbol="Q♥" />);
    expect(screen.queryByRole('img', { name: 'Q♥' })).toBeNull();
    const svg = container.querySelector('svg');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getAllByRole('img')).toHaveLength(1);
  });

  it('says an unknown symbol is unknown instead of drawing a wrong card', () => {
    renderCard(<PlayingCard symbol="11♦" />);
    expect(screen.getByRole('img', { name: 'Unknown card 11♦' })).toBeInTheDocument();
  });

  it.each([
    ['A♥', 'text-card-red'],
    ['9♦', 'text-card-red'],
    ['J♣', 'text-card-black'],
    ['4♠', 'text-card-black'],
  ])('inks %s with %s', (symbol, inkClass) => {
    renderCard(<PlayingCard symbol={symbol} />);
    const card = screen.getByRole('img');
    expect(card).toHaveClass(inkClass);
    expect(card).not.toHaveClass(inkClass === 'text-card-red' ? 'text-card-black' : 'text-card-red');
  });

  it('draws a different shape for each suit, so colour is never the only cue', () => {
    const shapes = ['A♥', 'A♣', 'A♦', 'A♠'].map((symbol) => {
      const { container, unmount } = renderCard(<PlayingCard symbol={symbol} size="sm" />);
      const d = Array.from(container.querySelectorAll('path'), (path) => path.getAttribute('d'));
      unmount();
      return d.at(-1);
    });
    expect(new Set(shapes).size).toBe(4);
  });

  it('draws 7 pips for the 7♣ at md', () => {
    const { container } = renderCard(<PlayingCard symbol="7♣" size="md" />);
    expect(container.querySelectorAll('[data-pip]')).toHaveLength(7);
  });

  it.each(['2', '3', '4', '5', '6', '7', '8', '9', '10'])(
    'draws as many pips as the rank for %s♥ at lg',
    (rank) => {
      const { container } = renderCard(<PlayingCard symbol={`${rank}♥`} size="lg" />);
      expect(container.querySelectorAll('[data-pip]')).toHaveLength(Number(rank));
    },
  );

  it('keeps the small size to one large centre suit instead of pips', () => {
    const { container } = renderCard(<PlayingCard symbol="9♠" size="sm" />);
    expect(container.querySelectorAll('[data-pip]')).toHaveLength(0);
  });

  it('gives court cards their letter in the emblem, not pips', () => {
    const { container } = renderCard(<PlayingCard symbol="K♦" size="md" />);
    expect(container.querySelectorAll('[data-pip]')).toHaveLength(0);
    const letters = Array.from(container.querySelectorAll('text'), (t) => t.textContent);
    expect(letters.filter((t) => t === 'K').length).toBeGreaterThanOrEqual(3);
  });

  it('gives the Joker its own face spelling JOKER', () => {
    const { container } = renderCard(<PlayingCard symbol="Joker" size="lg" />);
    expect(container.querySelector('[data-slot="playing-card"]')).toHaveAttribute('data-suit', 'joker');
    expect(container.textContent).toContain('JOKER');
  });

  it('becomes a link named after the card when given an href, by the image it holds', () => {
    const { container } = renderCard(
      <PlayingCard symbol="10♦" href={`/glossary/${encodeURIComponent('10♦')}`} />,
    );
    const link = screen.getByRole('link', { name: 'Ten of Diamonds' });
    expect(link).toHaveAttribute('href', '/glossary/10%E2%99%A6');
    // No aria-label on the link: it would replace the drawn '10' in the name (WCAG 2.5.3, label in name).
    expect(link).not.toHaveAttribute('aria-label');
    const image = within(link).getByRole('img', { name: 'Ten of Diamonds' });
    expect(image).toBe(container.querySelector('svg'));
  });

  it('is not a link without an href', () => {
    renderCard(<PlayingCard symbol="10♦" />);
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('shows the position label under the card', () => {
    const { container } = renderCard(<PlayingCard symbol="Q♥" label="Earth/X" href="/glossary/Q" />);
    expect(screen.getByText('Earth/X')).toBeInTheDocument();
    const wrapper = container.firstElementChild;
    expect(wrapper?.lastElementChild).toHaveAttribute('data-slot', 'card-label');
    expect(wrapper?.lastElementChild).toHaveTextContent('Earth/X');
    expect(screen.getByRole('link', { name: 'Queen of Hearts' })).toBeInTheDocument();
  });

  it.each([
    ['sm', 'w-16'],
    ['md', 'w-24'],
    ['lg', 'w-56'],
  ] as const)('sizes %s as %s', (size, width) => {
    renderCard(<PlayingCard symbol="3♣" size={size} />);
    expect(screen.getByRole('img')).toHaveClass(width);
  });
});
