import type { CardSymbol, CardValue, PlayingCard } from './card.js';
import { columnOf, planetaryPositionKeys, WALK_OFFSETS } from './positions.js';
import type { Position, SpreadIndex } from './spreads.js';
import { CARDS_PER_SPREAD, cardAt, positionOf, SPREAD_COUNT, spreadIndex } from './spreads.js';
import { EN } from './texts/locales/en/index.js';
import type { LocaleCatalog } from './texts/locales/types.js';

/** Spread 1: the Life Spread, where every card's lifetime spread, karma and place are read. */
export const LIFE_SPREAD_INDEX = 1 as SpreadIndex;

function cardAtOffset(n: SpreadIndex, p: number): PlayingCard {
  return cardAt(n, (((p % CARDS_PER_SPREAD) + CARDS_PER_SPREAD) % CARDS_PER_SPREAD) as Position);
}

/**
 * The card k steps along the walk from a card in spread n: position p → p + 1 (mod 52), right to left
 * along each row, Neptune row into the crown, crown back to the top (docs/cardology-rules.md §4).
 * k may be negative.
 */
export function walk(value: CardValue, index: number, k: number): PlayingCard {
  const n = spreadIndex(index);
  return cardAtOffset(n, positionOf(value, n) + k);
}

// Readings ask for the same (spread, card) pairs over and over; each walk and column is built once, on
// first use, frozen, and then handed out by reference. Slot = 52·n + value − 1 (walks), 7·n + column.
const walks: (readonly PlayingCard[] | undefined)[] = new Array(SPREAD_COUNT * CARDS_PER_SPREAD);
const walkSymbols: (readonly CardSymbol[] | undefined)[] = new Array(SPREAD_COUNT * CARDS_PER_SPREAD);
const columns: (readonly PlayingCard[] | undefined)[] = new Array(SPREAD_COUNT * 7);
const columnSymbols: (readonly CardSymbol[] | undefined)[] = new Array(SPREAD_COUNT * 7);

/**
 * A card's 13-card spread in spread n, in label order Sun, Mercury … Neptune, Pluto, Reward, Peak, Moon,
 * Earth/X (walk offsets 0..10, −1, 11). Frozen and shared: do not copy it per reading.
 */
export function thirteenCardSpread(card: PlayingCard, index: number): readonly PlayingCard[] {
  const n = spreadIndex(index);
  const slot = n * CARDS_PER_SPREAD + card.value - 1;
  const cached = walks[slot];
  if (cached) return cached;
  const p = positionOf(card.value, n);
  const built = Object.freeze(WALK_OFFSETS.map((k) => cardAtOffset(n, p + k)));
  walks[slot] = built;
  return built;
}

/** The same 13 cards as symbols (what the API's `*_spread` lists carry). */
export function thirteenCardSymbols(card: PlayingCard, index: number): readonly CardSymbol[] {
  const slot = spreadIndex(index) * CARDS_PER_SPREAD + card.value - 1;
  const cached = walkSymbols[slot];
  if (cached) return cached;
  const built = Object.freeze(thirteenCardSpread(card, index).map((c) => c.symbol));
  walkSymbols[slot] = built;
  return built;
}

/** A card's lifetime spread: its 13-card walk in the Life Spread. */
export function lifeSpread(card: PlayingCard): readonly PlayingCard[] {
  return thirteenCardSpread(card, LIFE_SPREAD_INDEX);
}

/**
 * A card's place in the Life Spread as 'Row/Column' planets in `texts`' language, e.g. J♥ → 'Venus/Jupiter',
 * K♠ → 'Sun/Saturn' in English.
 */
export function planetaryPosition(card: PlayingCard, texts: LocaleCatalog = EN): string {
  const [row, column] = planetaryPositionKeys(positionOf(card.value, LIFE_SPREAD_INDEX));
  return `${texts.positions[row].label}/${texts.positions[column].label}`;
}

/** The grid column a card's vertical spread runs down in spread n (a crown card uses the column below it). */
function verticalColumn(card: PlayingCard, index: number): number {
  return columnOf(positionOf(card.value, index));
}

/**
 * The vertical spread [product]: the seven grid cards of the card's column in spread n, Mercury row to
 * Neptune row. It includes the card itself unless the card is in the crown. Frozen and shared.
 */
export function verticalSpread(card: PlayingCard, index: number): readonly PlayingCard[] {
  const n = spreadIndex(index);
  const column = verticalColumn(card, n);
  const slot = n * 7 + column;
  const cached = columns[slot];
  if (cached) return cached;
  const built = Object.freeze(
    Array.from({ length: 7 }, (_, row) => cardAt(n, (7 * row + column) as Position)),
  );
  columns[slot] = built;
  return built;
}

/** The vertical spread as symbols. */
export function verticalSymbols(card: PlayingCard, index: number): readonly CardSymbol[] {
  const n = spreadIndex(index);
  const slot = n * 7 + verticalColumn(card, n);
  const cached = columnSymbols[slot];
  if (cached) return cached;
  const built = Object.freeze(verticalSpread(card, n).map((c) => c.symbol));
  columnSymbols[slot] = built;
  return built;
}
