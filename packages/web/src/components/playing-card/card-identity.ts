import type { Rank, Suit } from '@cardology/engine/card';
import { parseCard } from '@cardology/engine/card';
import { SPREAD_POSITIONS } from '@cardology/engine/positions';
import { cardName } from '../../lib/code-names';

export type CardSize = 'sm' | 'md' | 'lg';
export type CardInk = 'red' | 'black';

/** What the drawing needs to know about a card; `kind` picks the face. */
export type CardIdentity =
  | { kind: 'card'; symbol: string; name: string; rank: Rank; suit: Suit; ink: CardInk }
  | { kind: 'joker'; symbol: 'Joker'; name: string; ink: 'black' }
  | { kind: 'unknown'; symbol: string; name: string; ink: 'black' };

/**
 * Reads whatever spelling the caller has ('Q♥', 'q♡', 'Queen of Hearts', 'Joker') through the engine's
 * parser, so the drawing and the accessible name always agree with the engine's card identity.
 */
export function identifyCard(text: string): CardIdentity {
  const parsed = parseCard(text);
  if (!parsed.ok) return { kind: 'unknown', symbol: text, name: 'Unknown card', ink: 'black' };
  const card = parsed.value;
  // Named in the language shown (the engine's names, lib/code-names.ts); English is the engine's own.
  const name = cardName(card.symbol);
  if (card.rank === null) return { kind: 'joker', symbol: 'Joker', name, ink: 'black' };
  const ink = card.suit === 'hearts' || card.suit === 'diamonds' ? 'red' : 'black';
  return { kind: 'card', symbol: card.symbol, name, rank: card.rank, suit: card.suit, ink };
}

/** The glossary path of a card, as the routes table spells it (symbol URL-encoded). */
export function glossaryHref(symbol: string): string {
  const card = identifyCard(symbol);
  return `/glossary/${encodeURIComponent(card.kind === 'unknown' ? symbol : card.symbol)}`;
}

/**
 * docs/product.md §9: the 13 places of a life or reading spread, in display order ('Sun' … 'Earth/X'), in
 * English (the assistant's hand-off); on screen, lib/code-names.ts' placeName writes them in the language.
 */
export const SPREAD_LABELS: readonly string[] = SPREAD_POSITIONS.map((position) => position.label);
