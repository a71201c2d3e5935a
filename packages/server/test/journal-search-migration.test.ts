import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { Database, Db } from '../src/db/client.js';
import { migrateDatabase } from '../src/db/migrate.js';
import { rowsOf } from '../src/db/sql-rows.js';
import { textMatches } from '../src/services/journal/journal-search.js';
import { testDatabaseKind } from './helpers/database.js';
import { databaseBeforeMigration } from './helpers/migrations.js';

const MIGRATION = '0015_journal_search_language';
// 0016 (a note without accents read once) is applied with it: the test migrates to the latest.

let database: Database | undefined;
let remove: (() => Promise<void>) | undefined;

afterAll(async () => {
  await remove?.();
});

/** A new database (PostgreSQL with DATABASE_URL, else PGlite) migrated up to just before MIGRATION. */
async function databaseBefore(): Promise<Database> {
  const before = await databaseBeforeMigration(MIGRATION);
  ({ database, remove } = before);
  return before.database;
}

/** A reader with a stored language (or none) and one note, written as the tables were before MIGRATION. */
async function readerWithNote(db: Db, id: string, language: string | null, text: string): Promise<void> {
  await db.execute(sql`INSERT INTO "user" (id, name, email) VALUES (${id}, ${id}, ${`${id}@example.com`})`);
  await db.execute(sql`INSERT INTO profiles (id, language) VALUES (${id}, ${language})`);
  await db.execute(
    sql`INSERT INTO journal_entries (user_id, entry_date, text) VALUES (${id}, '2024-01-10', ${text})`,
  );
}

/** The ids of the readers whose notes a search finds, as the journal searches (journal-search.ts). */
async function readersFound(db: Db, q: string): Promise<string[]> {
  const rows = await rowsOf<{ user_id: string }>(
    db,
    sql`SELECT user_id FROM journal_entries WHERE ${textMatches(q)} ORDER BY user_id`,
  );
  return rows.map((row) => row.user_id);
}

// Issue 32, "Must show" 5: the notes written before are searched in their reader's stored language.
describe(`migration ${MIGRATION} on ${testDatabaseKind}`, { timeout: 180_000 }, () => {
  it('gives each older note its reader’s stored language (English when none) and searches it so', async () => {
    const { db } = await databaseBefore();
    await readerWithNote(db, 'es', 'es', 'Me sentí cansado; mi corazón, tranquilo.');
    await readerWithNote(db, 'pt', 'pt-BR', 'Meu coração ficou cansado.');
    await readerWithNote(db, 'en', 'en', 'Walking to the café.');
    await readerWithNote(db, 'none', null, 'Walked home, once more.');
    // Before: english for all, so Spanish stems and bare accents find nothing.
    const before = await rowsOf<{ n: number }>(
      db,
      sql`SELECT count(*)::int AS n FROM journal_entries WHERE search @@ websearch_to_tsquery('english', 'cansada')`,
    );
    expect(before[0]?.n).toBe(0);

    if (!database) throw new Error('no database');
    await migrateDatabase(database);

    const languages = await rowsOf<{ user_id: string; language: string }>(
      db,
      sql`SELECT user_id, language::text AS language FROM journal_entries ORDER BY user_id`,
    );
    expect(languages).toEqual([
      { user_id: 'en', language: 'english' },
      { user_id: 'es', language: 'spanish' },
      { user_id: 'none', language: 'english' },
      { user_id: 'pt', language: 'portuguese' },
    ]);
    expect(await readersFound(db, 'cansada')).toEqual(['es', 'pt']);
    expect(await readersFound(db, 'senti')).toEqual(['es']);
    expect(await readersFound(db, 'corazon')).toEqual(['es']);
    expect(await readersFound(db, 'coracao')).toEqual(['pt']);
    expect(await readersFound(db, 'cafe')).toEqual(['en']);
    expect(await readersFound(db, 'walk')).toEqual(['en', 'none']);
    // A note without accents is read once, exactly as before (0016); one with accents both ways.
    const once = await rowsOf<{ user_id: string; once: boolean }>(
      db,
      sql`SELECT user_id, search = to_tsvector(language, text) AS once FROM journal_entries ORDER BY user_id`,
    );
    expect(once).toEqual([
      { user_id: 'en', once: false },
      { user_id: 'es', once: false },
      { user_id: 'none', once: true },
      { user_id: 'pt', once: false },
    ]);
    // The GIN index came back with the column.
    const indexes = await rowsOf<{ name: string }>(
      db,
      sql`SELECT indexname AS name FROM pg_indexes WHERE tablename = 'journal_entries' AND indexdef LIKE '%gin%'`,
    );
    expect(indexes.map((index) => index.name)).toEqual(['journal_entries_search_idx']);
  });
});
