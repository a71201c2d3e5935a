import { birthdaysOf } from './birth-card.js';
import type { Card, CardSymbol } from './card.js';
import { SPREAD_POSITION_KEYS } from './positions.js';
import { CARD_TEXTS } from './texts/card-texts.js';
import { composeDescription } from './texts/compose.js';
import { POSITION_TEXTS } from './texts/positions.js';
import type { CardText, PositionKey } from './texts/types.js';

/** What a card means in one place of one reading (docs/product.md §3 "Card description"). */
export interface CardDescription {
  /** The card's title, e.g. "The Heart's First Spark". */
  title: string;
  /** The card read in this position: card and position composed, not two paragraphs glued. */
  description: string;
  Keywords: string[];
  /** The position's label in this reading: 'Sun', 'Mercury' … 'Earth/X', then the displacing and environment places. */
  Position: string;
  /** The birthdays (MM-DD) whose birth card this is. */
  Birthdays: string[];
}

/** A single card of a reading (its birth, displacing or environment card): symbol, name and its description there. */
export interface ReadingCard extends CardDescription {
  symbol: CardSymbol;
  name: string;
}

/** Every place a card can be read in; the index is the column of the description tables. */
export const POSITION_KEYS: readonly PositionKey[] = Object.freeze([
  ...SPREAD_POSITION_KEYS,
  'displacement',
  'environment',
]);

// A plain record, not a Map: with a constant key at the call site the lookup is an inline-cached load.
const POSITION_INDEX: Readonly<Record<PositionKey, number>> = Object.freeze(
  Object.fromEntries(POSITION_KEYS.map((key, i) => [key, i])) as Record<PositionKey, number>,
);
const SLOTS = 53 * POSITION_KEYS.length;

// 53 cards (Joker = value 0) × 15 places: each description is composed once, on first use, frozen, and
// shared by every reading after that, so a reading costs lookups, not string building. The types declare
// plain arrays (the same shapes as the Product API's, contract/src/wire.ts); the shared ones are frozen, so a consumer that tried to change one
// would throw instead of corrupting every later reading, hence the `as string[]` below.
const descriptions: (CardDescription | undefined)[] = new Array(SLOTS);
const readingCards: (ReadingCard | undefined)[] = new Array(SLOTS);

/** The card's text. Its absence is a content bug (the texts' own test guards it), so it fails loudly. */
export function cardText(card: Card): CardText {
  const text = CARD_TEXTS[card.symbol];
  if (!text) throw new Error(`No text for card ${card.symbol} in texts/card-texts.ts`);
  return text;
}

function positionLabel(position: PositionKey): string {
  const text = POSITION_TEXTS[position];
  if (!text) throw new Error(`No text for position ${position} in texts/positions.ts`);
  return text.label;
}

function slotOf(card: Card, position: PositionKey): number {
  const column = POSITION_INDEX[position];
  if (column === undefined) throw new RangeError(`Unknown position ${String(position)}`);
  return card.value * POSITION_KEYS.length + column;
}

/** What a card means in one place of a reading (docs/product.md §3 "Card description"). Frozen and shared. */
export function cardDescription(card: Card, position: PositionKey): CardDescription {
  const slot = slotOf(card, position);
  const cached = descriptions[slot];
  if (cached) return cached;
  const text = cardText(card);
  const built: CardDescription = Object.freeze({
    title: text.title,
    description: composeDescription(card.name, text, position),
    Keywords: Object.freeze([...text.keywords]) as string[],
    Position: positionLabel(position),
    Birthdays: birthdaysOf(card) as string[],
  });
  descriptions[slot] = built;
  return built;
}

/** A single card field of a reading: symbol and name plus its description in that place. Frozen and shared. */
export function readingCard(card: Card, position: PositionKey): ReadingCard {
  const slot = slotOf(card, position);
  const cached = readingCards[slot];
  if (cached) return cached;
  const built: ReadingCard = Object.freeze({
    symbol: card.symbol,
    name: card.name,
    ...cardDescription(card, position),
  });
  readingCards[slot] = built;
  return built;
}
