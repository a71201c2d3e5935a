import { UNKNOWN_CARD } from './input-errors.js';
import type { Result } from './result.js';
import { err, ok } from './result.js';

/** A card symbol such as 'Q♥' or '10♦' ('Joker' only where stated): the only spelling used in output. */
export type CardSymbol = string;

/** Suits in the system's order (docs/cardology-rules.md §1): hearts, clubs, diamonds, spades. */
export const SUITS = ['hearts', 'clubs', 'diamonds', 'spades'] as const;
export type Suit = (typeof SUITS)[number];

/** Ranks from Ace to King; the glossary and dropdowns sort by suit, then by this order. */
export const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'] as const;
export type Rank = (typeof RANKS)[number];

export const SUIT_GLYPHS = { hearts: '♥', clubs: '♣', diamonds: '♦', spades: '♠' } as const;
export const SUIT_NAMES = {
  hearts: 'Hearts',
  clubs: 'Clubs',
  diamonds: 'Diamonds',
  spades: 'Spades',
} as const;
export type SuitName = (typeof SUIT_NAMES)[Suit];

export const RANK_WORDS = [
  'Ace',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Jack',
  'Queen',
  'King',
] as const;
export type RankWord = (typeof RANK_WORDS)[number];

/** A solar value 1..52 (A♥ = 1 … K♠ = 52). Branded so it is not mistaken for a spread position (0..51). */
export type CardValue = number & { readonly __brand: 'CardValue' };

/** One of the 52 cards. */
export interface PlayingCard {
  readonly value: CardValue;
  /** Rank + suit glyph, e.g. 'Q♥', '10♦': the only spelling used in output. */
  readonly symbol: CardSymbol;
  /** e.g. 'Queen of Hearts'. */
  readonly name: string;
  readonly rank: Rank;
  readonly suit: Suit;
  readonly suitName: SuitName;
  readonly rankWord: RankWord;
}

/** The Joker: birth card of December 31 only; outside the deck and every spread. */
export interface Joker {
  readonly value: 0;
  readonly symbol: 'Joker';
  readonly name: 'Joker';
  readonly rank: null;
  readonly suit: null;
  readonly suitName: null;
  readonly rankWord: null;
}

export type Card = PlayingCard | Joker;

export const JOKER: Joker = Object.freeze({
  value: 0,
  symbol: 'Joker',
  name: 'Joker',
  rank: null,
  suit: null,
  suitName: null,
  rankWord: null,
});

function makeCard(suitIndex: number, rankIndex: number): PlayingCard {
  const suit = SUITS[suitIndex] as Suit;
  const rank = RANKS[rankIndex] as Rank;
  const rankWord = RANK_WORDS[rankIndex] as RankWord;
  const suitName = SUIT_NAMES[suit];
  return Object.freeze({
    value: (13 * suitIndex + rankIndex + 1) as CardValue,
    symbol: rank + SUIT_GLYPHS[suit],
    name: `${rankWord} of ${suitName}`,
    rank,
    suit,
    suitName,
    rankWord,
  });
}

/** The 52 cards in value order: DECK[value − 1]. */
export const DECK: readonly PlayingCard[] = Object.freeze(
  Array.from({ length: 52 }, (_, i) => makeCard(Math.floor(i / 13), i % 13)),
);

export function isCardValue(n: unknown): n is CardValue {
  return typeof n === 'number' && Number.isInteger(n) && n >= 1 && n <= 52;
}

/** The card with a solar value; the brand guarantees the range, so this cannot miss. */
export function cardByValue(value: CardValue): PlayingCard {
  return DECK[value - 1] as PlayingCard;
}

export function isJoker(card: Card): card is Joker {
  return card.value === 0;
}

const BY_SYMBOL: ReadonlyMap<string, Card> = new Map<string, Card>([
  ...DECK.map((card) => [card.symbol, card] as const),
  [JOKER.symbol, JOKER],
]);

/** Exact output spellings only ('Q♥', '10♦', 'Joker'); use parseCard for what people type. */
export function cardBySymbol(symbol: string): Card | undefined {
  return BY_SYMBOL.get(symbol);
}

// Rank tokens as people type them, already lower-cased: 'q', 'queen', '10', 'ten', and '1' for an Ace.
const RANK_TOKENS: ReadonlyMap<string, number> = new Map([
  ...RANKS.map((rank, i) => [rank.toLowerCase(), i] as const),
  ...RANK_WORDS.map((word, i) => [word.toLowerCase(), i] as const),
  ['1', 0],
]);
// A rank token glued to a suit glyph ('q♥', outline '♡' too), or '{rank} of {suit}'.
const GLYPH_FORM = /^([a-z0-9]+)([♥♣♦♠♡♧♢♤])$/u;
const OF_FORM = /^(\S+)\s+of\s+(\S+)$/u;
const GLYPH_SUITS: ReadonlyMap<string, number> = new Map([
  ['♥', 0],
  ['♡', 0],
  ['♣', 1],
  ['♧', 1],
  ['♦', 2],
  ['♢', 2],
  ['♠', 3],
  ['♤', 3],
]);
const SUIT_WORDS: ReadonlyMap<string, number> = new Map(
  SUITS.flatMap((suit, i) => [[suit, i] as const, [suit.slice(0, -1), i] as const]),
);

function cardAt(suitIndex: number | undefined, rankIndex: number | undefined): Result<Card> {
  if (suitIndex === undefined || rankIndex === undefined) return err(UNKNOWN_CARD);
  return ok(DECK[13 * suitIndex + rankIndex] as PlayingCard);
}

/**
 * Reads a card as a person types it (docs/cardology-rules.md §1): 'Q♥', '10♢', 'q of hearts', 'Queen of
 * Heart', '1 of spades', 'Joker'. Case, surrounding spaces and emoji variation selectors (U+FE0F, which
 * phones append to ♥) are ignored. Anything else is 'Unknown card'.
 */
export function parseCard(text: string): Result<Card> {
  const t = text
    .replace(/\uFE0F/gu, '')
    .trim()
    .toLowerCase();
  if (t === 'joker') return ok(JOKER);
  const glyph = GLYPH_FORM.exec(t);
  if (glyph) {
    return cardAt(GLYPH_SUITS.get(glyph[2] as string), RANK_TOKENS.get(glyph[1] as string));
  }
  const of = OF_FORM.exec(t);
  if (of) return cardAt(SUIT_WORDS.get(of[2] as string), RANK_TOKENS.get(of[1] as string));
  return err(UNKNOWN_CARD);
}
