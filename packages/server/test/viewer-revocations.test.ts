import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresRevocations, type ViewerRevocations } from '../src/auth/viewer-revocations.js';
import { createDatabase, type Database } from '../src/db/client.js';
import { migrateDatabase } from '../src/db/migrate.js';
import { profiles } from '../src/db/schema.js';
import { loadEnv } from '../src/env.js';
import { buildTestApp, signUp, type TestUser } from './helpers/app.js';
import { createPostgresDatabaseUrl, testDatabaseKind } from './helpers/database.js';

/**
 * The viewer cache across processes on PostgreSQL (auth/viewer-revocations.ts): two apps on one
 * database, each with its own LISTEN connection, stand for two server processes. PGlite is one
 * process by design, so there is nobody else to tell there.
 */
const title =
  testDatabaseKind === 'postgres'
    ? 'viewer revocations over PostgreSQL NOTIFY/LISTEN'
    : 'viewer revocations over PostgreSQL NOTIFY/LISTEN — skipped: needs DATABASE_URL (PGlite is one process)';

/** The longest a NOTIFY may take to reach the other app (README "Running more than one server process"). */
const REVOCATION_BOUND_MS = 1_000;
const PERSON = { birthdate: '02/28/1990', age: 34 };

let databaseUrl: { url: string; drop(): Promise<void> };
let database: Database;
let first: FastifyInstance;
let second: FastifyInstance;
let secondRevocations: ViewerRevocations;
const secondListener = `cardology-viewer-listener-test-${randomBytes(4).toString('hex')}`;

function revocationsFor(applicationName: string, log: FastifyBaseLogger) {
  return createPostgresRevocations({
    url: databaseUrl.url,
    db: database.db,
    log,
    backoff: { firstMs: 50, maxMs: 200 },
    applicationName,
  });
}

/**
 * Polls until `check` holds and returns when the check that held was sent, counted from the call: the
 * time the change took to arrive, not counting how long that last request took on a busy machine.
 */
async function until(boundMs: number, check: () => boolean | Promise<boolean>): Promise<number> {
  const started = performance.now();
  for (;;) {
    const asked = performance.now() - started;
    if (await check()) return asked;
    if (asked > boundMs) throw new Error(`not seen within ${boundMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

async function weeklyStatus(app: FastifyInstance, user: TestUser): Promise<number> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/weekly-spread',
    headers: { cookie: user.cookie },
    payload: PERSON,
  });
  return response.statusCode;
}

/** Changes the premium flag behind the app's back: no process is told. */
async function setPremiumSilently(user: TestUser, isPremium: boolean) {
  await database.db.update(profiles).set({ isPremium }).where(eq(profiles.id, user.id));
}

describe.skipIf(testDatabaseKind !== 'postgres')(title, () => {
  beforeAll(async () => {
    // Its own database: NOTIFY and LISTEN meet only within one database.
    databaseUrl = await createPostgresDatabaseUrl(loadEnv().DATABASE_URL ?? '');
    database = await createDatabase({ kind: 'postgres', url: databaseUrl.url });
    await migrateDatabase(database);
    first = await buildTestApp(database.db, {
      viewerRevocations: (log) => revocationsFor(`${secondListener}-first`, log),
    });
    second = await buildTestApp(database.db, {
      viewerRevocations: (log) => {
        secondRevocations = revocationsFor(secondListener, log);
        return secondRevocations;
      },
    });
    await until(20_000, () => secondRevocations.isListening());
  });

  afterAll(async () => {
    await first?.close();
    await second?.close();
    await database?.close();
    await databaseUrl?.drop();
  });

  it('a premium change told on one app reaches the other within the bound', async () => {
    const user = await signUp(first);
    await setPremiumSilently(user, true);
    expect(await weeklyStatus(second, user)).toBe(200);

    await setPremiumSilently(user, false);
    // Unannounced, the other app still trusts what it remembers.
    expect(await weeklyStatus(second, user)).toBe(200);
    await first.forgetViewer(user.id);
    const tookMs = await until(REVOCATION_BOUND_MS, async () => (await weeklyStatus(second, user)) === 403);
    expect(tookMs).toBeLessThan(REVOCATION_BOUND_MS);
  });

  it('trusts no remembered session while its listener is down, and listens again after reconnecting', async () => {
    const user = await signUp(first);
    await setPremiumSilently(user, true);
    expect(await weeklyStatus(second, user)).toBe(200);

    // The listening connection dies (a PostgreSQL restart or failover does the same).
    if (database.kind !== 'postgres') throw new Error('runs on PostgreSQL only');
    const killed = await database.pool.query(
      'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1',
      [secondListener],
    );
    expect(killed.rowCount).toBe(1);
    await until(20_000, () => !secondRevocations.isListening());

    // A change nobody could hear about is seen at once: the cache is bypassed, not trusted.
    await setPremiumSilently(user, false);
    expect(await weeklyStatus(second, user)).toBe(403);
    await setPremiumSilently(user, true);
    expect(await weeklyStatus(second, user)).toBe(200);

    // Back (after the backoff): remembered again, and told again.
    await until(20_000, () => secondRevocations.isListening());
    expect(await weeklyStatus(second, user)).toBe(200);
    await setPremiumSilently(user, false);
    expect(await weeklyStatus(second, user)).toBe(200);
    await first.forgetViewer(user.id);
    await until(REVOCATION_BOUND_MS, async () => (await weeklyStatus(second, user)) === 403);
  });

  it('does not remember a lookup that a revocation overtook', async () => {
    const user = await signUp(first);
    const blocker = new pg.Client({ connectionString: databaseUrl.url });
    await blocker.connect();
    try {
      // The lookup reads the session, then waits for the profile behind this lock.
      await blocker.query('BEGIN');
      await blocker.query('LOCK TABLE profiles IN ACCESS EXCLUSIVE MODE');
      const lookup = second.inject({
        method: 'GET',
        url: '/api/connections',
        headers: { cookie: user.cookie },
      });
      await until(20_000, async () => {
        const waiting = await blocker.query(
          "SELECT 1 FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND datname = current_database()",
        );
        return (waiting.rowCount ?? 0) > 0;
      });
      // Signed out while the lookup is under way: it read a session that no longer exists.
      await blocker.query('DELETE FROM session WHERE user_id = $1', [user.id]);
      await second.forgetViewer(user.id);
      await blocker.query('COMMIT');
      expect((await lookup).statusCode).toBe(200);
    } finally {
      await blocker.end();
    }
    // What that lookup read was not kept: the next request finds the session gone.
    const next = await second.inject({
      method: 'GET',
      url: '/api/connections',
      headers: { cookie: user.cookie },
    });
    expect(next.statusCode).toBe(401);
  });
});
