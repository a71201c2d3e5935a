// "Who's in your cards" and "two people side by side" (docs/cardology-rules.md §14).
export type { CurrentSpread, PeriodDates } from './current-spreads.js';
export { currentSpreads } from './current-spreads.js';
export type { CardsPerson, PairInCards, Placement } from './in-your-cards.js';
export { inYourCards, pairInCards } from './in-your-cards.js';
export type { KarmaLink } from './karma-links.js';
export { karmaLinks } from './karma-links.js';
export type { ConnectionSpread, KarmaKind } from './kinds.js';
export { CONNECTION_SPREADS, KARMA_KINDS } from './kinds.js';
