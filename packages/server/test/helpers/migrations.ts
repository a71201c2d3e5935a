import { rmSync } from 'node:fs';
import { createDatabase, type Database } from '../../src/db/client.js';
import { migrateDatabase } from '../../src/db/migrate.js';
import { migrationsFolderUpTo, readJournal } from '../../src/db/migration-journal.js';
import { loadEnv } from '../../src/env.js';
import { createPostgresDatabaseUrl } from './database.js';

/**
 * A copy of the migrations folder as it was before `tag`: its SQL files and a journal that stops short of
 * it, so a test can fill a database the old way and then apply the rest. The caller removes the folder.
 */
export function migrationsFolderBefore(tag: string): string {
  const at = readJournal().findIndex((entry) => entry.tag === tag);
  if (at < 0) throw new Error(`${tag} is not in the journal`);
  return migrationsFolderUpTo(at);
}

/**
 * A new database (PostgreSQL with DATABASE_URL, else PGlite) migrated up to just before `tag`, and how to
 * remove it with its migrations folder once the test file is done.
 */
export async function databaseBeforeMigration(
  tag: string,
): Promise<{ database: Database; remove(): Promise<void> }> {
  const folder = migrationsFolderBefore(tag);
  const { DATABASE_URL } = loadEnv();
  const created = DATABASE_URL ? await createPostgresDatabaseUrl(DATABASE_URL) : undefined;
  const database = created
    ? await createDatabase({ kind: 'postgres', url: created.url })
    : await createDatabase({ kind: 'pglite', dataDir: null });
  await migrateDatabase(database, folder);
  return {
    database,
    async remove() {
      await database.close();
      await created?.drop();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
