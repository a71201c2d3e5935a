// The cards' own pages (glossary, lookups, in your cards; pages glossary-card, combination, name-card, pairs, placements-explained).
export const cards = {} as const;
