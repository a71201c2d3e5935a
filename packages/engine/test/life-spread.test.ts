import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PlayingCard } from '../src/card.js';
import { cardBySymbol, DECK } from '../src/card.js';
import {
  lifeSpread,
  planetaryPosition,
  thirteenCardSpread,
  thirteenCardSymbols,
  verticalSpread,
  walk,
} from '../src/life-spread.js';
import { SPREAD_POSITIONS, SPREAD_SIZE, WALK_OFFSETS } from '../src/positions.js';
import { spread } from '../src/spreads.js';
import { section } from './support/vectors.js';

const card = (symbol: string) => cardBySymbol(symbol) as PlayingCard;
const symbolsOf = (cards: readonly PlayingCard[]) => cards.map((c) => c.symbol);

describe('life spreads (vectors life_spreads)', () => {
  it.each(section<{ card: string }, string[]>('life_spreads'))('$input.card', ({ input, expected }) => {
    expect(symbolsOf(lifeSpread(card(input.card)))).toEqual(expected);
  });
});

describe('the 13-card walk', () => {
  it('labels the 13 places Sun … Earth/X with offsets 0..10, −1, 11', () => {
    expect(SPREAD_POSITIONS.map((p) => p.label)).toEqual([
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
    ]);
    expect(WALK_OFFSETS).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, -1, 11]);
  });

  it('names its size once, for every caller that checks a spread is whole', () => {
    expect(SPREAD_SIZE).toBe(13);
    expect(SPREAD_SIZE).toBe(SPREAD_POSITIONS.length);
  });

  it('reads Q♥ through the crown and back to the top', () => {
    expect(symbolsOf(lifeSpread(card('Q♥'))).join(' ')).toBe('Q♥ 10♣ 8♦ K♠ 3♥ A♣ Q♣ 10♠ 5♣ 3♦ A♠ 6♠ 7♥');
  });

  it('visits value + k in the Natural Spread', () => {
    expect(walk(card('A♥').value, 0, 5).symbol).toBe('6♥');
    expect(walk(card('K♠').value, 0, 1).symbol).toBe('A♥');
    expect(walk(card('A♥').value, 0, -1).symbol).toBe('K♠');
  });

  it('has 13 distinct cards, the Sun first, for any card and spread (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 51 }), fc.integer({ min: -200, max: 200 }), (i, n) => {
        const sun = DECK[i] as PlayingCard;
        const cards = thirteenCardSpread(sun, n);
        expect(cards).toHaveLength(13);
        expect(new Set(cards).size).toBe(13);
        expect(cards[0]).toBe(sun);
        expect(symbolsOf(cards)).toEqual(thirteenCardSymbols(sun, n));
        for (const [label, k] of WALK_OFFSETS.entries()) expect(cards[label]).toBe(walk(sun.value, n, k));
      }),
      { numRuns: 100 },
    );
  });

  it('shares each walk as a frozen array', () => {
    const a = thirteenCardSymbols(card('Q♥'), 7);
    expect(thirteenCardSymbols(card('Q♥'), 97)).toBe(a);
    expect(Object.isFrozen(a)).toBe(true);
  });
});

describe('planetaryPosition', () => {
  it.each([
    ['J♥', 'Venus/Jupiter'],
    ['8♣', 'Mars/Neptune'],
    ['Q♥', 'Neptune/Neptune'],
    ['3♥', 'Mercury/Mercury'],
    ['10♣', 'Sun/Mars'],
    ['8♦', 'Sun/Jupiter'],
    ['K♠', 'Sun/Saturn'],
  ])('%s sits at %s', (symbol, expected) => {
    expect(planetaryPosition(card(symbol))).toBe(expected);
  });
});

describe('verticalSpread', () => {
  it('is the card’s column, Mercury row to Neptune row', () => {
    // Life Spread: J♥ at p = 10 (Venus row, column 3).
    const life = spread(1);
    expect(symbolsOf(verticalSpread(card('J♥'), 1))).toEqual(
      [3, 10, 17, 24, 31, 38, 45].map((p) => life[p]?.symbol),
    );
  });

  it('uses the column beneath a crown card (49 → 2, 50 → 3, 51 → 4)', () => {
    const life = spread(1);
    const column = (c: number) => [0, 1, 2, 3, 4, 5, 6].map((r) => life[7 * r + c]?.symbol);
    expect(symbolsOf(verticalSpread(card('10♣'), 1))).toEqual(column(2));
    expect(symbolsOf(verticalSpread(card('8♦'), 1))).toEqual(column(3));
    expect(symbolsOf(verticalSpread(card('K♠'), 1))).toEqual(column(4));
  });

  it('contains the card whenever it is in the grid (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 51 }), fc.integer({ min: 0, max: 89 }), (i, n) => {
        const sun = DECK[i] as PlayingCard;
        const column = verticalSpread(sun, n);
        const inCrown = spread(n).indexOf(sun) >= 49;
        expect(column).toHaveLength(7);
        expect(column.includes(sun)).toBe(!inCrown);
      }),
      { numRuns: 200 },
    );
  });
});
