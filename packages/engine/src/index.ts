// The engine's public entry (`@cardology/engine`): the operations a caller needs, from a birthdate to a
// reading, and the types of what they return. The CLI is written against it. The per-file subpaths
// (`@cardology/engine/<file>`) stay for the app's own packages, which import single modules so the web
// bundle carries only what a page uses (docs/decisions/013-contract.md).
export { birthCard, birthdaysOf } from './birth-card.js';
export type { Card, CardSymbol, CardValue, PlayingCard } from './card.js';
export { cardBySymbol, cardByValue, isCardValue, isJoker, parseCard } from './card.js';
export type { CardFace, Combination } from './combination.js';
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
export type { CivilDate, IsoDate } from './dates.js';
export { ageOn, isoDateOfUtc, parseBirthdate, parseIsoDate, toIsoDate, toUsDate } from './dates.js';
export type { CardDescription, ReadingCard } from './describe.js';
export { cardText } from './describe.js';
export type { Glossary, GlossaryCard, GlossaryDetails } from './glossary.js';
export { glossary } from './glossary.js';
export { lifeSpread } from './life-spread.js';
export type { NameCard } from './name-card.js';
export { nameCard } from './name-card.js';
export type { Planet } from './positions.js';
export { PLANETS, SPREAD_POSITIONS, SPREAD_SIZE } from './positions.js';
export { JOKER_ERROR, MAX_AGE, MIN_AGE } from './readings/errors.js';
export type { DateRange } from './readings/period.js';
export type { PlanetaryPeriod } from './readings/planetary-dates.js';
export type { SevenWeekReading } from './readings/seven-week.js';
export { sevenWeekReading } from './readings/seven-week.js';
export type { SevenYearReading } from './readings/seven-year.js';
export { sevenYearReading } from './readings/seven-year.js';
export type { WeeklyReading } from './readings/weekly.js';
export { weeklyReading } from './readings/weekly.js';
export type { YearlyReading } from './readings/yearly.js';
export { yearlyReading } from './readings/yearly.js';
export type { Result } from './result.js';
export { err, ok } from './result.js';
export { spread, spreadIndex } from './spreads.js';
export type { TodaysCard } from './todays-card.js';
export { todaysCard } from './todays-card.js';
