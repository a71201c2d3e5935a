import type { Card, Result } from '../src/index.js';
import { cardByValue, isCardValue, ok, parseCard } from '../src/index.js';

/**
 * A card as typed on the command line: anything parseCard reads ('Q♥', 'queen of hearts', 'Joker'),
 * or a solar value 1..52, which practitioners often work in.
 */
export function cardArg(text: string): Result<Card> {
  const trimmed = text.trim();
  if (/^\d+$/.test(trimmed)) {
    const value = Number(trimmed);
    if (isCardValue(value)) return ok(cardByValue(value));
  }
  return parseCard(trimmed);
}
