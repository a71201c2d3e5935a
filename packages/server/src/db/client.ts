import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { DEFAULT_DATABASE_POOL_MAX, type Env } from '../env.js';
import { claimDataDir } from './data-dir-lock.js';
import { type PgliteThread, startPgliteThread } from './pglite-thread.js';
import * as schema from './schema.js';

/** The Drizzle database every service takes: the same API on PGlite and on PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** Where the data lives: an embedded PGlite (a folder, or memory when dataDir is null) or a PostgreSQL server. */
export type DatabaseTarget =
  | { kind: 'pglite'; dataDir: string | null; loadDataDir?: Blob | File }
  | { kind: 'postgres'; url: string; poolMax?: number };

export type Database =
  | {
      kind: 'pglite';
      db: Db;
      /** One connection to PGlite's thread (it has one session: pglite-thread.ts). */
      pool: pg.Pool;
      /** The data as a gzipped tar, for `loadDataDir` (the tests' migrated snapshot). */
      dumpDataDir(): Promise<Blob>;
      close(): Promise<void>;
    }
  | { kind: 'postgres'; db: Db; pool: pg.Pool; close(): Promise<void> };

/** PostgreSQL when DATABASE_URL is set, else PGlite in `${DATA_DIR}/pglite`. */
export function databaseTargetFromEnv(env: Env): DatabaseTarget {
  return env.DATABASE_URL
    ? { kind: 'postgres', url: env.DATABASE_URL, poolMax: env.DATABASE_POOL_MAX }
    : { kind: 'pglite', dataDir: join(env.DATA_DIR, 'pglite') };
}

/**
 * Both databases through one driver (node-postgres) and one Drizzle dialect: PostgreSQL over its socket,
 * PGlite over the ports of the thread it runs in (docs/decisions/046-pglite-off-the-event-loop.md).
 */
export async function createDatabase(target: DatabaseTarget): Promise<Database> {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: target.url,
      max: target.poolMax ?? DEFAULT_DATABASE_POOL_MAX,
    });
    // An idle client losing its connection (server restart) must not crash the process.
    pool.on('error', (error) => console.error('PostgreSQL pool error:', error.message));
    const db: Db = drizzleNodePg({ client: pool, schema });
    return { kind: 'postgres', db, pool, close: () => pool.end() };
  }

  // PGlite has no cross-process lock: two processes on one folder would corrupt it.
  let release = () => {};
  if (target.dataDir !== null) {
    mkdirSync(target.dataDir, { recursive: true });
    release = claimDataDir(target.dataDir);
  }
  try {
    const thread = await startPgliteThread(target.dataDir, target.loadDataDir);
    const pool = pgliteConnection(thread);
    const db: Db = drizzleNodePg({ client: pool, schema });
    const close = async () => {
      try {
        await pool.end();
        await thread.close();
      } finally {
        release();
      }
    };
    return { kind: 'pglite', db, pool, dumpDataDir: () => thread.dumpDataDir(), close };
  } catch (error) {
    release();
    throw error;
  }
}

/**
 * PGlite has one session, so one connection, kept open: a transaction holds it and every other query
 * waits in the pool's queue (as PGlite's own lock made them wait before). The user and database are those
 * PGlite starts with; nothing is checked, there is no one else to connect.
 */
function pgliteConnection(thread: PgliteThread): pg.Pool {
  const pool = new pg.Pool({
    max: 1,
    idleTimeoutMillis: 0,
    user: 'postgres',
    database: 'template1',
    stream: () => thread.connect(),
  });
  pool.on('error', (error) => console.error('PGlite connection error:', error.message));
  return pool;
}
