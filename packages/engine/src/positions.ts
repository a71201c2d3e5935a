import type { Position } from './spreads.js';
import type { SpreadPositionKey } from './texts/types.js';

/** The planets that rule the rows, the columns and the years of a cycle. */
export type Planet = 'Mercury' | 'Venus' | 'Mars' | 'Jupiter' | 'Saturn' | 'Uranus' | 'Neptune';

/** The label of the card whose place the person takes in a period (docs/cardology-rules.md §6). */
export const DISPLACEMENT_LABEL = 'Displacement' as const;

/** The seven planets in order: the rows top to bottom, the columns right to left, the years of a cycle. */
export const PLANETS: readonly Planet[] = Object.freeze([
  'Mercury',
  'Venus',
  'Mars',
  'Jupiter',
  'Saturn',
  'Uranus',
  'Neptune',
]);

export function planetOf(index: number): Planet {
  return PLANETS[((index % 7) + 7) % 7] as Planet;
}

export interface SpreadPosition {
  readonly key: SpreadPositionKey;
  /** Display label, exactly as the product shows it. */
  readonly label: string;
  /** Steps along the walk from the Sun card (docs/cardology-rules.md §4). */
  readonly offset: number;
}

const position = (key: SpreadPositionKey, label: string, offset: number): SpreadPosition =>
  Object.freeze({ key, label, offset });

/**
 * The 13 places of a card's spread in the product's label order. Moon is the card just before the Sun
 * in the walk (Camp's Moon) yet is listed 12th; Peak and Earth/X are the product's own
 * (docs/cardology-rules.md §4).
 */
export const SPREAD_POSITIONS: readonly SpreadPosition[] = Object.freeze([
  position('sun', 'Sun', 0),
  position('mercury', 'Mercury', 1),
  position('venus', 'Venus', 2),
  position('mars', 'Mars', 3),
  position('jupiter', 'Jupiter', 4),
  position('saturn', 'Saturn', 5),
  position('uranus', 'Uranus', 6),
  position('neptune', 'Neptune', 7),
  position('pluto', 'Pluto', 8),
  position('reward', 'Reward', 9),
  position('peak', 'Peak', 10),
  position('moon', 'Moon', -1),
  position('earth', 'Earth/X', 11),
]);

/** How many cards a whole spread holds (13): what a caller checks before treating a spread as complete. */
export const SPREAD_SIZE: number = SPREAD_POSITIONS.length;

/** The 13 keys in label order (what the descriptions of a 13-card spread are keyed by). */
export const SPREAD_POSITION_KEYS: readonly SpreadPositionKey[] = Object.freeze(
  SPREAD_POSITIONS.map((p) => p.key),
);

/** Walk offsets in label order, as a plain array for the hot loops. */
export const WALK_OFFSETS: readonly number[] = Object.freeze(SPREAD_POSITIONS.map((p) => p.offset));

/** Position keys of a vertical spread's seven cards: the grid rows, Mercury at the top. */
export const ROW_POSITION_KEYS: readonly SpreadPositionKey[] = Object.freeze(
  SPREAD_POSITION_KEYS.slice(1, 8),
);

/** The crown's three places (49, 50, 51) sit over the Mars, Jupiter and Saturn columns. */
const CROWN_COLUMNS = [2, 3, 4] as const;

/** The grid column (0 = rightmost, Mercury) of a position; a crown place maps to the column beneath it. */
export function columnOf(p: Position): number {
  return p < 49 ? p % 7 : (CROWN_COLUMNS[p - 49] as number);
}

/**
 * The row and column places of a place, e.g. 10 → venus/jupiter; the crown is the Sun line: 49 → sun/mars.
 * A catalog writes them ('Venus/Jupiter', 'Sol/Marte').
 */
export function planetaryPositionKeys(p: Position): [SpreadPositionKey, SpreadPositionKey] {
  const row = p < 49 ? planetOf(Math.floor(p / 7)) : 'Sun';
  return [row.toLowerCase() as SpreadPositionKey, planetOf(columnOf(p)).toLowerCase() as SpreadPositionKey];
}
