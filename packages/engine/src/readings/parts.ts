/**
 * The parts every reading has — its displacing and environment cards, the 13-card spread with its descriptions, the
 * vertical spread with its own — under each reading's own field names (docs/product.md §3 names them per reading:
 * `weekly_spread`, `seven_week_displacing_card`, …). This table is the one place that knows those names, so the
 * assistant, the share picture and the web's reading layout unpack a reading the same way.
 */
export const READING_FIELDS = {
  yearly: {
    displacing: 'displacing_card',
    environment: 'environment_card',
    spread: 'yearly_spread',
    descriptions: 'yearly_descriptions',
    vertical: 'vertical_spread',
    verticalDescriptions: 'vertical_descriptions',
  },
  weekly: {
    displacing: 'weekly_displacing_card',
    environment: 'weekly_environment_card',
    spread: 'weekly_spread',
    descriptions: 'weekly_descriptions',
    vertical: 'weekly_vertical_spread',
    verticalDescriptions: 'weekly_vertical_descriptions',
  },
  'seven-week': {
    displacing: 'seven_week_displacing_card',
    environment: 'seven_week_environment_card',
    spread: 'seven_week_spread',
    descriptions: 'seven_week_descriptions',
    vertical: 'seven_week_vertical_spread',
    verticalDescriptions: 'seven_week_vertical_descriptions',
  },
  'seven-year': {
    displacing: 'seven_year_displacing_card',
    environment: 'seven_year_environment_card',
    spread: 'seven_year_spread',
    descriptions: 'seven_year_descriptions',
    vertical: 'seven_year_vertical_spread',
    verticalDescriptions: 'seven_year_vertical_descriptions',
  },
} as const;

/** The four period readings, by the names the share picture and the web's routes use. */
export type ReadingKind = keyof typeof READING_FIELDS;
type Fields<K extends ReadingKind> = (typeof READING_FIELDS)[K];
type Part = keyof Fields<ReadingKind>;
type FieldName<K extends ReadingKind> = Fields<K>[Part] & string;

/** A reading of kind `K` as the engine or the wire types it: it has every field the table names for `K`. */
export type ReadingOf<K extends ReadingKind> = { readonly [F in FieldName<K>]: unknown };

/** The common parts of `reading`, each typed as the reading types its field. */
export type ReadingParts<K extends ReadingKind, R extends ReadingOf<K>> = {
  readonly [P in Part]: R[Fields<K>[P] & keyof R];
};

/** Unpacks the parts every reading has from a reading of kind `kind`, whichever package typed it. */
export function readingParts<K extends ReadingKind, R extends ReadingOf<K>>(
  kind: K,
  reading: R,
): ReadingParts<K, R> {
  const fields: Fields<K> = READING_FIELDS[kind];
  const parts = {} as Record<Part, unknown>;
  for (const part of Object.keys(fields) as Part[])
    parts[part] = (reading as Record<string, unknown>)[fields[part]];
  return parts as ReadingParts<K, R>;
}
