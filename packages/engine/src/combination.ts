import type { CardSymbol, CardValue, PlayingCard } from './card.js';
import { cardByValue, isCardValue } from './card.js';
import type { Result } from './result.js';
import { err, ok } from './result.js';
import { NAMES } from './texts/locales/en/names.js';
import type { CardKey, CardNames } from './texts/locales/types.js';

/** A card as a lookup shows it: symbol, name and solar value. */
export interface CardFace {
  symbol: CardSymbol;
  name: string;
  value: number;
}

/** Two cards and the card of their combined value. */
export interface Combination {
  card1: CardFace;
  card2: CardFace;
  combination_card: CardFace;
}

export const CARD_SELECTION_INVALID = 'Invalid card selection.';

const face = (card: PlayingCard, names: CardNames): CardFace => ({
  symbol: card.symbol,
  name: names.cards[card.symbol as CardKey].name,
  value: card.value,
});

/**
 * The combination of two cards [product] (docs/cardology-rules.md §9): add the solar values and take 52 off
 * once above 52, so 52 itself stays K♠. Inputs arrive from a request, hence `unknown`: anything but an
 * integer 1..52 is CARD_SELECTION_INVALID. Names are written in `names`' language (a catalog or its names alone;
 * English by default).
 *
 * @example combinationCard(1, 51) // K♠ (52 is not reduced)
 * @example combinationCard(1, 52) // A♥
 */
export function combinationCard(
  value1: unknown,
  value2: unknown,
  names: CardNames = NAMES,
): Result<Combination> {
  if (!isCardValue(value1) || !isCardValue(value2)) return err(CARD_SELECTION_INVALID);
  const sum = value1 + value2;
  const combined = (sum > 52 ? sum - 52 : sum) as CardValue;
  return ok({
    card1: face(cardByValue(value1), names),
    card2: face(cardByValue(value2), names),
    combination_card: face(cardByValue(combined), names),
  });
}
