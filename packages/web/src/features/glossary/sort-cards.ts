import type { Glossary, GlossaryCard } from '@cardology/contract/wire';
import { parseCard, RANKS, SUIT_GLYPHS, SUIT_NAMES, SUITS, type Suit } from '@cardology/engine/card';

// After every real card (52 places), so a symbol the engine does not know sorts last.
const UNKNOWN = SUITS.length * RANKS.length;

/** A card's place in the product's order (§4, §9): suit hearts, clubs, diamonds, spades; then A, 2–10, J, Q, K. */
export function cardOrder(symbol: string): number {
  const parsed = parseCard(symbol);
  if (!parsed.ok || parsed.value.rank === null) return UNKNOWN;
  return SUITS.indexOf(parsed.value.suit) * RANKS.length + RANKS.indexOf(parsed.value.rank);
}

/** A sorted copy, whatever order the cards arrived in (an object's key order is not a contract). */
export function sortBySuitAndRank<T extends { symbol: string }>(cards: readonly T[]): T[] {
  return [...cards].sort((a, b) => cardOrder(a.symbol) - cardOrder(b.symbol));
}

/** The glossary's cards as a list in the product's order. */
export function glossaryCards(glossary: Glossary): GlossaryCard[] {
  return sortBySuitAndRank(Object.values(glossary.cards));
}

export interface SuitGroup<T> {
  suit: Suit;
  /** 'Hearts' ('Corazones', 'Copas'): the names given, English by default. */
  name: string;
  /** '♥'. */
  glyph: string;
  cards: T[];
}

/** Sorted cards split by suit, in suit order; suits with no cards are left out. `names`: the suits' names in the language shown. */
export function groupBySuit<T extends { symbol: string }>(
  cards: readonly T[],
  names: Readonly<Record<Suit, string>> = SUIT_NAMES,
): SuitGroup<T>[] {
  const sorted = sortBySuitAndRank(cards);
  return SUITS.map((suit) => ({
    suit,
    name: names[suit],
    glyph: SUIT_GLYPHS[suit],
    cards: sorted.filter((card) => {
      const parsed = parseCard(card.symbol);
      return parsed.ok && parsed.value.suit === suit;
    }),
  })).filter((group) => group.cards.length > 0);
}
