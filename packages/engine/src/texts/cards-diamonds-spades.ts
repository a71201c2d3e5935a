import type { CardText } from './types.js';

/** Texts for A♦ … K♦ and A♠ … K♠. (Being written.) */
export const DIAMONDS_SPADES_TEXTS: Readonly<Record<string, CardText>> = {};
