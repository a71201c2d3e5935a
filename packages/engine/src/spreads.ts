import type { CardValue, PlayingCard } from './card.js';
import { cardByValue } from './card.js';

/** One of the 90 spreads, 0..89 (0 = Natural, 1 = Life Spread). Always reached by reducing mod 90. */
export type SpreadIndex = number & { readonly __brand: 'SpreadIndex' };
/** A place in a spread, 0..51 in reading order: 7r + c for the grid (c counted from the right), 49..51 the crown. */
export type Position = number & { readonly __brand: 'Position' };

export const SPREAD_COUNT = 90;
export const CARDS_PER_SPREAD = 52;

/**
 * One quadration as a position permutation, S(n+1)[p] = S(n)[Q[p]] (docs/cardology-rules.md §3.3). It is what
 * the physical two-pass dealing does to a deck; the test re-derives it from the dealing itself.
 * Its cycles (45, 2, 2, 1, 1, 1) give it order 90.
 */
export const QUADRATION: readonly number[] = Object.freeze([
  2, 13, 24, 48, 17, 28, 39, 6, 32, 43, 10, 21, 47, 1, 12, 38, 5, 16, 27, 49, 20, 31, 42, 9, 35, 46, 0, 26,
  37, 4, 15, 41, 8, 19, 30, 50, 23, 34, 45, 14, 25, 36, 3, 29, 40, 7, 18, 44, 11, 22, 33, 51,
]);

/** Reduces any integer to its spread, wrapping negatives (spread −1 is spread 89): never clamps. */
export function spreadIndex(n: number): SpreadIndex {
  return (((n % SPREAD_COUNT) + SPREAD_COUNT) % SPREAD_COUNT) as SpreadIndex;
}

// VALUES[52n + p] = value of the card at position p of spread n; POSITIONS[53n + v] = its inverse.
// Byte tables: 4.7 kB each, built once, so a position lookup in either direction is one array read.
const VALUES = new Uint8Array(SPREAD_COUNT * CARDS_PER_SPREAD);
const POSITIONS = new Uint8Array(SPREAD_COUNT * (CARDS_PER_SPREAD + 1));
for (let p = 0; p < CARDS_PER_SPREAD; p++) VALUES[p] = p + 1;
for (let n = 1; n < SPREAD_COUNT; n++) {
  for (let p = 0; p < CARDS_PER_SPREAD; p++) {
    VALUES[n * CARDS_PER_SPREAD + p] = VALUES[
      (n - 1) * CARDS_PER_SPREAD + (QUADRATION[p] as number)
    ] as number;
  }
}
for (let n = 0; n < SPREAD_COUNT; n++) {
  for (let p = 0; p < CARDS_PER_SPREAD; p++) {
    POSITIONS[n * (CARDS_PER_SPREAD + 1) + (VALUES[n * CARDS_PER_SPREAD + p] as number)] = p;
  }
}

/** The card value at a position of a spread. */
export function valueAt(index: SpreadIndex, position: Position): CardValue {
  return VALUES[index * CARDS_PER_SPREAD + position] as CardValue;
}

/** The card at a position of a spread. */
export function cardAt(index: SpreadIndex, position: Position): PlayingCard {
  return cardByValue(VALUES[index * CARDS_PER_SPREAD + position] as CardValue);
}

/** Where a card lies in a spread (any integer index, reduced mod 90). O(1). */
export function positionOf(value: CardValue, index: number): Position {
  return POSITIONS[spreadIndex(index) * (CARDS_PER_SPREAD + 1) + value] as Position;
}

const SPREADS: readonly (readonly PlayingCard[])[] = Object.freeze(
  Array.from({ length: SPREAD_COUNT }, (_, n) =>
    Object.freeze(
      Array.from({ length: CARDS_PER_SPREAD }, (_, p) => cardAt(n as SpreadIndex, p as Position)),
    ),
  ),
);

/** Spread n (any integer, reduced mod 90) as 52 cards in reading order. Frozen and shared. */
export function spread(index: number): readonly PlayingCard[] {
  return SPREADS[spreadIndex(index)] as readonly PlayingCard[];
}
