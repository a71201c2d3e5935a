import type { Suit } from '@cardology/engine/card';
import { cardBySymbol } from '@cardology/engine/card';
import { SPREAD_POSITIONS } from '@cardology/engine/positions';
import type { PositionKey } from '@cardology/engine/texts/types';
import type { ContextCard, ReadingContext } from './reading-context.js';

/** A card of the reading with the key of its place (for the engine's position texts). */
export interface PlacedCard {
  readonly key: PositionKey;
  readonly card: ContextCard;
}

/** Every card of the reading: the 13 in label order, then the displacing and environment cards. */
export function placedCards(context: ReadingContext): PlacedCard[] {
  const spread = context.cards.map((card, i) => ({
    key: (SPREAD_POSITIONS[i]?.key ?? 'sun') as PositionKey,
    card,
  }));
  return [
    ...spread,
    { key: 'displacement', card: context.displacement },
    { key: 'environment', card: context.environment },
  ];
}

/** The card of the reading in one place (every place is filled, so the search cannot miss). */
export function cardIn(context: ReadingContext, key: PositionKey): ContextCard {
  const found = placedCards(context).find((placed) => placed.key === key);
  if (!found) throw new RangeError(`No card in place ${key}`);
  return found.card;
}

/** The suit of a card symbol, or undefined for the Joker or an unknown symbol. */
export function suitOf(symbol: string): Suit | undefined {
  const card = cardBySymbol(symbol);
  return card?.suit ?? undefined;
}
