import type { CardText } from './types.js';

/** Texts for A♥ … K♥, A♣ … K♣ and the Joker. (Being written.) */
export const HEARTS_CLUBS_JOKER_TEXTS: Readonly<Record<string, CardText>> = {};
