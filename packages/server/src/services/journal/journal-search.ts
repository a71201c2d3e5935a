import type { Language } from '@cardology/contract/languages';
import { type SQL, sql } from 'drizzle-orm';
import { journalEntries } from '../../db/schema.js';

/**
 * The text-search configuration each language's notes are read with: its stop words and its stemmer (Snowball's,
 * so "cansada" finds "cansado"). PGlite and PostgreSQL both hold every Snowball configuration, so a language the
 * app adds is one entry here (Russian: `ru: 'russian'`); a language in `LANGUAGES` without one fails the build.
 */
const SEARCH_CONFIGURATIONS = {
  en: 'english',
  es: 'spanish',
  'pt-BR': 'portuguese',
  ru: 'russian',
} as const satisfies Record<Language, string>;

export type SearchConfiguration = (typeof SEARCH_CONFIGURATIONS)[Language];

/** The configuration a note written in `language` is stored with (journal_entries.language). */
export const searchConfigurationOf = (language: Language): SearchConfiguration =>
  SEARCH_CONFIGURATIONS[language];

const configurations = [...new Set(Object.values(SEARCH_CONFIGURATIONS))];

/**
 * The words of `q` as `configuration` reads them, both as typed and with their accents taken off, either
 * matching: a note's document holds its words both ways (schema.ts `search`), so "senti" finds "sentí"
 * (without accents on both sides) and "sentir" finds "sentía" (the stemmer's own reading of the accented verb).
 * websearch_to_tsquery reads any text people type (quotes make a phrase, `-word` leaves a word out, `or` offers
 * a choice) and never fails on it.
 */
const queryIn = (configuration: SearchConfiguration, q: string): SQL =>
  sql`(websearch_to_tsquery(${configuration}::regconfig, ${q}) || websearch_to_tsquery(${configuration}::regconfig, public.journal_unaccent(${q})))`;

/**
 * Notes whose text matches a search, each read with the rules of the language it was written in: a reader who
 * changed language finds their older notes by their own language's stems as well as the new ones. One branch
 * per configuration, each a lookup of the GIN index on the stored `search` document.
 */
export function textMatches(q: string): SQL {
  const branches = configurations.map(
    (configuration) =>
      sql`(${journalEntries.language} = ${configuration}::regconfig AND ${journalEntries.search} @@ ${queryIn(configuration, q)})`,
  );
  return sql`(${sql.join(branches, sql` OR `)})`;
}
