// The engine's public entry (`@cardology/engine`): the operations a caller needs, from a birthdate to a
// reading. The CLI is written against it. The per-file subpaths (`@cardology/engine/<file>`) stay for the
// app's own packages, which import single modules so the web bundle carries only what a page uses
// (docs/decisions/013-contract.md).
export { birthCard, birthdaysOf } from './birth-card.js';
export type { Card, CardValue, PlayingCard } from './card.js';
export { cardBySymbol, cardByValue, isCardValue, isJoker, parseCard } from './card.js';
export { combinationCard } from './combination.js';
export type {
  CardsPerson,
  ConnectionSpread,
  KarmaKind,
  KarmaLink,
  PairInCards,
  PeriodDates,
  Placement,
} from './connections/index.js';
export { CONNECTION_SPREADS, inYourCards, pairInCards } from './connections/index.js';
export type { CivilDate } from './dates.js';
export { ageOn, isoDateOfUtc, parseBirthdate, parseIsoDate, toIsoDate, toUsDate } from './dates.js';
export { cardText } from './describe.js';
export { glossary } from './glossary.js';
export { lifeSpread } from './life-spread.js';
export { nameCard } from './name-card.js';
export { PLANETS, SPREAD_POSITIONS } from './positions.js';
export { JOKER_ERROR, MAX_AGE, MIN_AGE } from './readings/errors.js';
export { sevenWeekReading } from './readings/seven-week.js';
export { sevenYearReading } from './readings/seven-year.js';
export { weeklyReading } from './readings/weekly.js';
export { yearlyReading } from './readings/yearly.js';
export type { Result } from './result.js';
export { err, ok } from './result.js';
export { spread, spreadIndex } from './spreads.js';
export { todaysCard } from './todays-card.js';
