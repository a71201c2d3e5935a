import type { PositionKey } from './types.js';
import type { CardText } from './types.js';

/**
 * The description of one card read in one position: the card's meaning and the position's theme
 * composed into a few sentences. (Being written.)
 */
export function composeDescription(cardName: string, card: CardText, position: PositionKey): string {
  return `${cardName}: ${card.essence} (${position}).`;
}
