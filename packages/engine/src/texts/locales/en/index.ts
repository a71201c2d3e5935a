import { cardsWithNames, positionsWithLabels } from '../assemble.js';
import type { LocaleCatalog } from '../types.js';
import { DIAMONDS_SPADES } from './cards-diamonds-spades.js';
import { HEARTS_CLUBS_JOKER } from './cards-hearts-clubs.js';
import { COMPOSE } from './compose.js';
import { NAMES } from './names.js';
import { HOME, PERIODS } from './pages.js';
import { PLACEMENTS } from './placements.js';
import { POSITIONS } from './positions.js';

/**
 * The English catalog (en): the product spec's wording, one catalog among the others. The engine imports it
 * statically as every text function's default, so English stays synchronous (the CLI, the English routes).
 */
export const EN: LocaleCatalog = {
  cards: cardsWithNames({ ...HEARTS_CLUBS_JOKER, ...DIAMONDS_SPADES }, NAMES),
  positions: positionsWithLabels(POSITIONS, NAMES),
  placements: PLACEMENTS,
  compose: COMPOSE,
  periods: PERIODS,
  home: HOME,
};
