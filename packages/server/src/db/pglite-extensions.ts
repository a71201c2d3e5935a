import { unaccent } from '@electric-sql/pglite/contrib/unaccent';

/**
 * The contrib extensions the migrations create, for PGlite's `extensions` option: PGlite holds only the files of
 * the extensions named when it starts, so every PGlite the server opens passes these (PostgreSQL has them on disk).
 * unaccent: the journal's search, accents typed or not (migration 0015, docs/decisions/040-journal.md § Search).
 */
export const PGLITE_EXTENSIONS = { unaccent };
