import { cardsWithNames, positionsWithLabels } from '../assemble.js';
import type { LocaleCatalog } from '../types.js';
import { DIAMONDS_SPADES } from './cards-diamonds-spades.js';
import { HEARTS_CLUBS_JOKER } from './cards-hearts-clubs.js';
import { COMPOSE } from './compose.js';
import { NAMES } from './names.js';
import { HOME, PERIODS } from './pages.js';
import { PLACEMENTS } from './placements.js';
import { POSITIONS } from './positions.js';

/** The Russian catalog (ru): one vocabulary for the tradition's terms, see docs/glossary-ru.md. */
export const RU: LocaleCatalog = {
  cards: cardsWithNames({ ...HEARTS_CLUBS_JOKER, ...DIAMONDS_SPADES }, NAMES),
  positions: positionsWithLabels(POSITIONS, NAMES),
  placements: PLACEMENTS,
  compose: COMPOSE,
  periods: PERIODS,
  home: HOME,
};
