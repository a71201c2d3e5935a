import { DIAMONDS_SPADES_TEXTS } from './cards-diamonds-spades.js';
import { HEARTS_CLUBS_JOKER_TEXTS } from './cards-hearts-clubs.js';
import type { CardText } from './types.js';

/** Every card's text keyed by symbol ('A♥' … 'K♠') plus 'Joker'. */
export const CARD_TEXTS: Readonly<Record<string, CardText>> = Object.freeze({
  ...HEARTS_CLUBS_JOKER_TEXTS,
  ...DIAMONDS_SPADES_TEXTS,
});
