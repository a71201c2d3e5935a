// "Who's in your cards" and "two people side by side" (docs/cardology-rules.md §14).
export type { ConnectionSpread, CurrentSpread, PeriodDates } from './current-spreads.js';
export { CONNECTION_SPREADS, currentSpreads } from './current-spreads.js';
export type { CardsPerson, PairInCards, Placement } from './in-your-cards.js';
export { inYourCards, pairInCards } from './in-your-cards.js';
export type { KarmaKind, KarmaLink } from './karma-links.js';
export { karmaLinks } from './karma-links.js';
