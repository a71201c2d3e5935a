import type { PlayingCard } from './card.js';
import { DECK } from './card.js';
import { LIFE_SPREAD_INDEX, walk } from './life-spread.js';
import type { Position, SpreadIndex } from './spreads.js';
import { cardAt, positionOf } from './spreads.js';

const NATURAL_SPREAD_INDEX = 0 as SpreadIndex;

/** The lifetime karma pair (docs/cardology-rules.md §5), from the Natural Spread against the Life Spread. */
export interface KarmaCards {
  /** Supportive: the card that sits in this card's Natural place in the Life Spread. */
  readonly positive: PlayingCard | null;
  /** Challenging: the card whose Natural place this card takes in the Life Spread. */
  readonly negative: PlayingCard | null;
}

/** A card that does not move between the two spreads (K♠, J♥, 8♣) has no karma cards: both null. */
export function karmaCards(card: PlayingCard): KarmaCards {
  const positive = cardAt(LIFE_SPREAD_INDEX, (card.value - 1) as Position);
  const negative = cardAt(NATURAL_SPREAD_INDEX, positionOf(card.value, LIFE_SPREAD_INDEX));
  return {
    positive: positive === card ? null : positive,
    negative: negative === card ? null : negative,
  };
}

/**
 * The five other related cards [product]: walk steps 15..21 of the Life Spread are the third planetary
 * round, and each card is taken from the planet whose theme it names (docs/cardology-rules.md §5).
 */
export interface RelatedCards {
  /** Mercury₃ (step 15): being heard. */
  readonly recognition: PlayingCard;
  /** Venus₃ (step 16): popularity. */
  readonly fame: PlayingCard;
  /** Jupiter₃ (step 18): wealth. */
  readonly financialSecurity: PlayingCard;
  /** Uranus₃ (step 20): the unexpected. */
  readonly hiddenPower: PlayingCard;
  /** Neptune₃ (step 21): spirit. */
  readonly god: PlayingCard;
}

export function relatedCards(card: PlayingCard): RelatedCards {
  return {
    recognition: walk(card.value, LIFE_SPREAD_INDEX, 15),
    fame: walk(card.value, LIFE_SPREAD_INDEX, 16),
    financialSecurity: walk(card.value, LIFE_SPREAD_INDEX, 18),
    hiddenPower: walk(card.value, LIFE_SPREAD_INDEX, 20),
    god: walk(card.value, LIFE_SPREAD_INDEX, 21),
  };
}

/**
 * The Mystical Family: K♠ J♥ 8♣ (fixed) and A♣ 2♥ 7♦ 9♥ (semi-fixed), the seven cards outside the
 * quadration's 45-cycle. Derived from the permutation rather than listed: these are exactly the cards
 * back in their Natural place after two steps.
 */
export function isMysticalFamily(card: PlayingCard): boolean {
  return positionOf(card.value, 2) === card.value - 1;
}

/** The seven Mystical Family cards in value order. */
export const MYSTICAL_FAMILY: readonly PlayingCard[] = Object.freeze(DECK.filter(isMysticalFamily));
