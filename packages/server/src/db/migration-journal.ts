import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from './client.js';
import { migrationsFolder } from './migrate.js';
import { rowsOf } from './sql-rows.js';

/** One migration as drizzle-kit's journal lists it: its file name and its timestamp. */
export type JournalEntry = { tag: string; when: number };

/** The committed migrations, oldest first. */
export function readJournal(folder = migrationsFolder): JournalEntry[] {
  const journal = JSON.parse(readFileSync(join(folder, 'meta', '_journal.json'), 'utf8')) as {
    entries: JournalEntry[];
  };
  return journal.entries.map(({ tag, when }) => ({ tag, when }));
}

/**
 * A copy of the migrations folder whose journal lists only the first `count` migrations, so a database
 * can be brought to an earlier level than the latest. The caller removes the folder.
 */
export function migrationsFolderUpTo(count: number): string {
  const folder = mkdtempSync(join(tmpdir(), 'cardology-migrations-'));
  cpSync(migrationsFolder, folder, { recursive: true });
  const journalFile = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: unknown[] };
  journal.entries = journal.entries.slice(0, count);
  writeFileSync(journalFile, JSON.stringify(journal));
  return folder;
}

/**
 * How many of the committed migrations the database has applied: 0 for a database never migrated.
 * drizzle records each applied migration with its journal timestamp, so the newest record names the level.
 * Throws when the database has a migration this version does not know (a newer Cardology wrote it).
 */
export async function appliedMigrationCount(db: Db): Promise<number> {
  const [table] = await rowsOf<{ name: string | null }>(
    db,
    sql`SELECT to_regclass('drizzle.__drizzle_migrations')::text AS name`,
  );
  if (!table?.name) return 0;
  const [latest] = await rowsOf<{ when: string | null }>(
    db,
    sql`SELECT max(created_at)::text AS "when" FROM drizzle.__drizzle_migrations`,
  );
  const when = latest?.when;
  if (!when) return 0;
  const index = readJournal().findIndex((entry) => String(entry.when) === when);
  if (index < 0) throw new UnknownMigrationError();
  return index + 1;
}

export class UnknownMigrationError extends Error {
  override readonly name = 'UnknownMigrationError';
  constructor() {
    super('The database was migrated by a newer version of Cardology: update Cardology first.');
  }
}
