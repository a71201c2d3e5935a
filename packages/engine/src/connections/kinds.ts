// The names of the spreads and karma links "in your cards" speaks of (docs/cardology-rules.md §14). No
// imports, so the contract can hand them to the web without the engine's tables and texts.

/** The spreads searched, in the order results list them: for life, then the current periods, longest first. */
export const CONNECTION_SPREADS = ['life', 'yearly', 'seven-week', 'weekly'] as const;
export type ConnectionSpread = (typeof CONNECTION_SPREADS)[number];

/** Supportive = the karma_positive card, challenging = the karma_negative card (docs/cardology-rules.md §5). */
export const KARMA_KINDS = ['supportive', 'challenging'] as const;
export type KarmaKind = (typeof KARMA_KINDS)[number];
