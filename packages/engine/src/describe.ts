import { birthdaysOf } from './birth-card.js';
import type { Card, CardSymbol } from './card.js';
import { SPREAD_POSITION_KEYS } from './positions.js';
import { composeIn } from './texts/locales/compose.js';
import { EN } from './texts/locales/en/index.js';
import type { CardEntry, CardKey, LocaleCatalog } from './texts/locales/types.js';
import type { PositionKey } from './texts/types.js';

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

// 53 cards (Joker = value 0) × 15 places per language: each description is composed once, on first use,
// frozen, and shared by every reading in that language after that, so a reading costs lookups, not string
// building. The types declare plain arrays (the same shapes as the Product API's, contract/src/wire.ts); the
// shared ones are frozen, so a consumer that tried to change one would throw instead of corrupting every later
// reading, hence the `as string[]` below. Kept per catalog object, so a catalog no longer used takes its texts.
interface Slots {
  readonly descriptions: (CardDescription | undefined)[];
  readonly readingCards: (ReadingCard | undefined)[];
}
const slotsByCatalog = new WeakMap<LocaleCatalog, Slots>();

function slotsOf(texts: LocaleCatalog): Slots {
  let slots = slotsByCatalog.get(texts);
  if (!slots) {
    slots = { descriptions: new Array(SLOTS), readingCards: new Array(SLOTS) };
    slotsByCatalog.set(texts, slots);
  }
  return slots;
}

/**
 * The card's name and text in a language (English by default). Its absence is a content bug (the catalogs'
 * own test guards it), so it fails loudly.
 */
export function cardText(card: Card, texts: LocaleCatalog = EN): CardEntry {
  const text = texts.cards[card.symbol as CardKey];
  if (!text) throw new Error(`No text for card ${card.symbol} in the language's catalog (texts/locales)`);
  return text;
}

function positionLabel(position: PositionKey, texts: LocaleCatalog): string {
  const text = texts.positions[position];
  if (!text) throw new Error(`No text for position ${position} in the language's catalog (texts/locales)`);
  return text.label;
}

function slotOf(card: Card, position: PositionKey): number {
  const column = POSITION_INDEX[position];
  if (column === undefined) throw new RangeError(`Unknown position ${String(position)}`);
  return card.value * POSITION_KEYS.length + column;
}

/**
 * What a card means in one place of a reading (docs/product.md §3 "Card description"), written in `texts`'
 * language. Frozen and shared.
 */
export function cardDescription(
  card: Card,
  position: PositionKey,
  texts: LocaleCatalog = EN,
): CardDescription {
  const { descriptions } = slotsOf(texts);
  const slot = slotOf(card, position);
  const cached = descriptions[slot];
  if (cached) return cached;
  const text = cardText(card, texts);
  const built: CardDescription = Object.freeze({
    title: text.title,
    description: composeIn(texts, card.symbol as CardKey, position),
    Keywords: Object.freeze([...text.keywords]) as string[],
    Position: positionLabel(position, texts),
    Birthdays: birthdaysOf(card) as string[],
  });
  descriptions[slot] = built;
  return built;
}

/**
 * A single card field of a reading: symbol and name plus its description in that place, written in `texts`'
 * language. Frozen and shared.
 */
export function readingCard(card: Card, position: PositionKey, texts: LocaleCatalog = EN): ReadingCard {
  const { readingCards } = slotsOf(texts);
  const slot = slotOf(card, position);
  const cached = readingCards[slot];
  if (cached) return cached;
  const built: ReadingCard = Object.freeze({
    symbol: card.symbol,
    name: cardText(card, texts).name,
    ...cardDescription(card, position, texts),
  });
  readingCards[slot] = built;
  return built;
}
