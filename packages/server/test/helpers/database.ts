import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { Database } from '../../src/db/client.js';
import { createDatabase } from '../../src/db/client.js';
import { migrateDatabase, migrationsFolder } from '../../src/db/migrate.js';
import { loadEnv } from '../../src/env.js';

/**
 * A fresh, migrated database for one test file.
 *
 * With DATABASE_URL set: a new database `cardology_test_<random>` on that server, copied from a migrated
 * template (migratedPostgresTemplate) and dropped by close(), so test files running in parallel never see
 * each other's rows.
 * Otherwise: an in-memory PGlite, restored from a migrated snapshot cached in the OS temp folder
 * (creating and migrating a PGlite from scratch takes seconds; restoring a snapshot well under one).
 */
export async function createTestDatabase(): Promise<Database> {
  const { DATABASE_URL } = loadEnv();
  return DATABASE_URL ? createPostgresTestDatabase(DATABASE_URL) : createPgliteTestDatabase();
}

/** Which server the suite runs on, for test names and skips. */
export const testDatabaseKind: 'postgres' | 'pglite' = loadEnv().DATABASE_URL ? 'postgres' : 'pglite';

/** A fresh migrated database for a spawned server process: its URL and how to drop it. */
export async function createPostgresDatabaseUrl(
  serverUrl: string,
  { template }: { template?: string } = {},
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `cardology_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => dropDatabase(serverUrl, name),
  };
}

/** PostgreSQL's "insufficient privilege" error code. */
const INSUFFICIENT_PRIVILEGE = '42501';

/**
 * Drops a test database even while something still holds a connection to it. WITH (FORCE) ends the
 * connections a spawned server left behind, but a role that is not a superuser may not end an
 * autovacuum worker that happens to be in the database ("must be a member of the role whose process
 * is being terminated"). A plain DROP DATABASE cancels autovacuum itself and waits for it, so that is
 * the fallback, tried a few times in case a connection of ours is still closing.
 */
async function dropDatabase(serverUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  } catch (error) {
    if ((error as { code?: string }).code !== INSUFFICIENT_PRIVILEGE) throw error;
    await dropWithoutForce(client, name);
  } finally {
    await client.end();
  }
}

async function dropWithoutForce(client: pg.Client, name: string, attemptsLeft = 5): Promise<void> {
  try {
    await client.query(`DROP DATABASE IF EXISTS ${name}`);
  } catch (error) {
    if (attemptsLeft <= 1) throw error;
    await new Promise((resolve) => setTimeout(resolve, 500));
    await dropWithoutForce(client, name, attemptsLeft - 1);
  }
}

async function createPostgresTestDatabase(serverUrl: string): Promise<Database> {
  const template = await migratedPostgresTemplate(serverUrl);
  const { url, drop } = await createPostgresDatabaseUrl(serverUrl, { template });
  const database = await createDatabase({ kind: 'postgres', url });
  // A no-op: the template's name carries the migration set's hash.
  await migrateDatabase(database);
  return {
    ...database,
    close: async () => {
      await database.close();
      await drop();
    },
  };
}

/** This process's template, once it is known to exist. */
let postgresTemplate: Promise<string> | undefined;

/**
 * A database on `serverUrl` with every migration applied and no rows, named after the migration set, for
 * CREATE DATABASE … TEMPLATE: a file copy, where replaying the migrations took about a second per test file
 * (docs/decisions/053-test-time.md). Made once per migration set, under an advisory lock so parallel test
 * processes (and other checkouts on the same server) make it once; built under a temporary name and renamed
 * when whole, so a run stopped half-way never leaves a half-migrated template behind.
 */
function migratedPostgresTemplate(serverUrl: string): Promise<string> {
  postgresTemplate ??= makePostgresTemplate(serverUrl);
  return postgresTemplate;
}

async function makePostgresTemplate(serverUrl: string): Promise<string> {
  const name = `cardology_template_${migrationsHash()}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query('SELECT pg_advisory_lock(hashtext($1))', [name]);
    const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0) await buildPostgresTemplate(admin, serverUrl, name);
    return name;
  } finally {
    await admin.end(); // which releases the lock
  }
}

async function buildPostgresTemplate(admin: pg.Client, serverUrl: string, name: string): Promise<void> {
  const building = `${name}_building`;
  await admin.query(`DROP DATABASE IF EXISTS ${building}`);
  await admin.query(`CREATE DATABASE ${building}`);
  const url = new URL(serverUrl);
  url.pathname = `/${building}`;
  const database = await createDatabase({ kind: 'postgres', url: url.toString() });
  try {
    await migrateDatabase(database);
  } finally {
    await database.close();
  }
  await admin.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
}

async function createPgliteTestDatabase(): Promise<Database> {
  const database = await createDatabase({
    kind: 'pglite',
    dataDir: null,
    loadDataDir: await migratedPgliteSnapshot(),
  });
  // A no-op when the snapshot is current; the hash in the file name makes that the usual case.
  await migrateDatabase(database);
  return database;
}

/**
 * A PGlite data folder with every migration applied and no rows, as a gzipped tar for `loadDataDir`;
 * made once per migration set and kept in the OS temp folder.
 */
export async function migratedPgliteSnapshot(): Promise<Blob> {
  const snapshotFile = join(tmpdir(), `cardology-pglite-${migrationsHash()}.tar.gz`);
  if (!existsSync(snapshotFile)) {
    const database = await createDatabase({ kind: 'pglite', dataDir: null });
    try {
      await migrateDatabase(database);
      if (database.kind !== 'pglite') throw new Error('expected PGlite');
      const dump = await database.dumpDataDir();
      // Write then rename, so a parallel test file never reads half a snapshot.
      const partial = `${snapshotFile}.${process.pid}.partial`;
      writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
      renameSync(partial, snapshotFile);
    } finally {
      await database.close();
    }
  }
  return new Blob([readFileSync(snapshotFile)]);
}

/** Identifies the migration set, so a schema change never restores a stale snapshot. */
function migrationsHash(): string {
  const hash = createHash('sha256');
  for (const file of readdirSync(migrationsFolder).sort()) {
    if (file.endsWith('.sql')) hash.update(file).update(readFileSync(join(migrationsFolder, file)));
  }
  return hash.digest('hex').slice(0, 16);
}
