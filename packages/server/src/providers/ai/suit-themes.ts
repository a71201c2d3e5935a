import type { Suit } from '@cardology/engine/card';

/**
 * What each suit speaks to, as the engine's composed texts use it (packages/engine/src/texts/compose.ts):
 * hearts feeling and relationships, clubs mind and word, diamonds values and resources, spades work,
 * health and will.
 */
export const SUIT_THEMES: Readonly<Record<Suit, string>> = {
  hearts: 'feeling, love and relationships',
  clubs: 'the mind, ideas and communication',
  diamonds: 'values, money and resources',
  spades: 'work, health and will',
};
