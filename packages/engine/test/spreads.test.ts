import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CardValue } from '../src/card.js';
import { cardBySymbol, DECK } from '../src/card.js';
import type { Position, SpreadIndex } from '../src/spreads.js';
import {
  cardAt,
  positionOf,
  QUADRATION,
  SPREAD_COUNT,
  spread,
  spreadIndex,
  valueAt,
} from '../src/spreads.js';
import { section, VECTORS } from './support/vectors.js';

const symbols = (n: number) => spread(n).map((c) => c.symbol);
const valueOfSymbol = (symbol: string) => cardBySymbol(symbol)?.value as CardValue;

/**
 * The physical quadration (docs/cardology-rules.md §3.3), dealt literally: the deck is a list
 * whose last element is the top card, and a spread's reading order is the deck reversed.
 */
function quadrateDeck(deck: readonly number[]): number[] {
  let d = [...deck];
  let piles: number[][] = [[], [], [], []];
  for (let round = 0; round < 4; round++) {
    for (const pile of piles) pile.push(...d.splice(d.length - 3, 3));
  }
  for (const pile of piles) pile.push(d.pop() as number);
  d = piles.flat();
  piles = [[], [], [], []];
  for (let round = 0; round < 13; round++) {
    for (const pile of piles) pile.push(d.pop() as number);
  }
  return piles.flat();
}

describe('spreads (vectors spreads)', () => {
  it.each(section<{ index: number }, string[]>('spreads'))('spread $input.index', ({ input, expected }) => {
    expect(symbols(input.index)).toEqual(expected);
  });

  it('hashes all 90 spreads to the reference SHA-256 (vectors spreads_sha256)', () => {
    const all = Array.from({ length: SPREAD_COUNT }, (_, n) => symbols(n).join('')).join('');
    expect(createHash('sha256').update(all, 'utf8').digest('hex')).toBe(VECTORS.spreads_sha256.expected);
  });
});

describe('the quadration', () => {
  it('is the physical two-pass dealing, step after step', () => {
    let deck = DECK.map((c) => c.value as number).reverse(); // A♥ on top: the Natural Spread
    for (let n = 1; n <= SPREAD_COUNT; n++) {
      deck = quadrateDeck(deck);
      expect([...deck].reverse(), `spread ${n}`).toEqual(spread(n).map((c) => c.value));
    }
  });

  it('has cycles 45, 2, 2, 1, 1, 1 and order 90', () => {
    const seen = new Set<number>();
    const lengths: number[] = [];
    for (let start = 0; start < 52; start++) {
      if (seen.has(start)) continue;
      let length = 0;
      for (let p = start; !seen.has(p); p = QUADRATION[p] as number) {
        seen.add(p);
        length++;
      }
      lengths.push(length);
    }
    expect(lengths.sort((a, b) => b - a)).toEqual([45, 2, 2, 1, 1, 1]);
  });

  it('makes every spread a permutation of the 52 cards (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1000, max: 1000 }), (n) => {
        const values = spread(n).map((c) => c.value);
        expect(new Set(values).size).toBe(52);
        expect(Math.min(...values)).toBe(1);
        expect(Math.max(...values)).toBe(52);
      }),
      { numRuns: 100 },
    );
  });

  it('returns to the start after 90 steps, and no sooner; the 45-cycle cards need all 90 (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 89 }), (n) => {
        const start = symbols(n).join();
        expect(symbols(n + 90).join()).toBe(start);
        for (let step = 1; step < 90; step++) {
          if (symbols(n + step).join() === start) throw new Error(`spread ${n} recurs after ${step} steps`);
        }
        const inLongCycle = DECK.filter((c) => positionOf(c.value, 2) !== c.value - 1);
        expect(inLongCycle).toHaveLength(45);
        for (const card of inLongCycle) {
          const home = positionOf(card.value, n);
          for (let step = 1; step < 45; step++) {
            if (positionOf(card.value, n + step) === home)
              throw new Error(`${card.symbol} home after ${step}`);
          }
        }
      }),
      { numRuns: 10 },
    );
  });

  it('never moves K♠, J♥, 8♣ and swaps A♣↔2♥ and 7♦↔9♥ each step (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -500, max: 500 }), (n) => {
        for (const s of ['K♠', 'J♥', '8♣'])
          expect(positionOf(valueOfSymbol(s), n)).toBe(valueOfSymbol(s) - 1);
        const odd = ((n % 2) + 2) % 2 === 1;
        for (const [a, b] of [
          ['A♣', '2♥'],
          ['7♦', '9♥'],
        ] as const) {
          expect(positionOf(valueOfSymbol(a), n)).toBe(valueOfSymbol(odd ? b : a) - 1);
        }
      }),
      { numRuns: 100 },
    );
  });

  it('makes spread 45 the Natural Spread with the two semi-fixed pairs swapped', () => {
    const natural = symbols(0);
    const swap: Record<string, string> = { 'A♣': '2♥', '2♥': 'A♣', '7♦': '9♥', '9♥': '7♦' };
    expect(symbols(45)).toEqual(natural.map((s) => swap[s] ?? s));
  });
});

describe('spread lookups', () => {
  it('reduces every index mod 90, wrapping negatives', () => {
    expect([spreadIndex(0), spreadIndex(90), spreadIndex(91), spreadIndex(-1), spreadIndex(-90)]).toEqual([
      0, 0, 1, 89, 0,
    ]);
    expect(spread(-1)).toBe(spread(89));
    expect(spread(181)).toBe(spread(1));
  });

  it('finds positions through the inverse table', () => {
    for (let n = 0; n < SPREAD_COUNT; n++) {
      for (let p = 0; p < 52; p++) {
        const card = cardAt(n as SpreadIndex, p as Position);
        expect(valueAt(n as SpreadIndex, p as Position)).toBe(card.value);
        expect(positionOf(card.value, n)).toBe(p);
      }
    }
  });

  it('shares frozen spreads', () => {
    expect(Object.isFrozen(spread(1))).toBe(true);
    expect(spread(1)).toBe(spread(1));
  });
});
