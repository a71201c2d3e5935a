import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { DEFAULT_DATABASE_POOL_MAX, type Env } from '../env.js';
import { claimDataDir } from './data-dir-lock.js';
import * as schema from './schema.js';

/** The Drizzle database every service takes: the same API on PGlite and on PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** Where the data lives: an embedded PGlite (a folder, or memory when dataDir is null) or a PostgreSQL server. */
export type DatabaseTarget =
  | { kind: 'pglite'; dataDir: string | null; loadDataDir?: Blob | File }
  | { kind: 'postgres'; url: string; poolMax?: number };

export type Database =
  | { kind: 'pglite'; db: Db; client: PGlite; close(): Promise<void> }
  | { kind: 'postgres'; db: Db; pool: pg.Pool; close(): Promise<void> };

/** PostgreSQL when DATABASE_URL is set, else PGlite in `${DATA_DIR}/pglite`. */
export function databaseTargetFromEnv(env: Env): DatabaseTarget {
  return env.DATABASE_URL
    ? { kind: 'postgres', url: env.DATABASE_URL, poolMax: env.DATABASE_POOL_MAX }
    : { kind: 'pglite', dataDir: join(env.DATA_DIR, 'pglite') };
}

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
    const client = await PGlite.create({
      ...(target.dataDir !== null ? { dataDir: target.dataDir } : {}),
      ...(target.loadDataDir ? { loadDataDir: target.loadDataDir } : {}),
    });
    yieldBeforeEachQuery(client);
    const db: Db = drizzlePglite({ client, schema });
    const close = async () => {
      await client.close();
      release();
    };
    return { kind: 'pglite', db, client, close };
  } catch (error) {
    release();
    throw error;
  }
}

/**
 * PGlite runs PostgreSQL inside this thread and answers a query synchronously within a promise, so a
 * request's queries, and those of every request in flight, would run one after another as microtasks
 * without the event loop ever turning: four requests of fifteen queries each held it for ~100 ms in
 * `npm run bench:abuse` (docs/decisions/035-abuse-benchmark.md). Each query (and transaction) first waits
 * for the next turn, as a query sent to a PostgreSQL server waits for its socket, so timers and other
 * requests run between two queries. A transaction's own queries go on without a break.
 */
function yieldBeforeEachQuery(client: PGlite): void {
  const query = client.query.bind(client);
  const transaction = client.transaction.bind(client);
  client.query = async <T>(...args: Parameters<PGlite['query']>) => {
    await nextTurn();
    return query<T>(...args);
  };
  client.transaction = async <T>(callback: (tx: Transaction) => Promise<T>) => {
    await nextTurn();
    return transaction(callback);
  };
}
