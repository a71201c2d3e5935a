import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/sql-rows.js';
import { testDatabaseKind } from './helpers/database.js';
import { useTestDatabase } from './helpers/test-app.js';

/**
 * Issue 31: PGlite ran in the server's thread, so one account's slow query (a search through 5,000 long
 * notes) was every reader's wait. It runs in a worker thread now (db/pglite-thread.ts,
 * docs/decisions/046-pglite-off-the-event-loop.md). PGlite only: PostgreSQL was always another process.
 */
describe.skipIf(testDatabaseKind === 'postgres')('PGlite in its own thread', () => {
  const fixture = useTestDatabase();

  it('keeps the event loop turning while a slow query runs', { timeout: 120_000 }, async () => {
    let longestGap = 0;
    let last = performance.now();
    const ticks = setInterval(() => {
      const now = performance.now();
      longestGap = Math.max(longestGap, now - last);
      last = now;
    }, 5);
    const started = performance.now();
    try {
      // Pure computation inside PostgreSQL (no temporary file, whose reads would let the loop turn): a few
      // hundred milliseconds, seconds on a busy machine.
      await fixture.db.execute(
        sql`SELECT count(*) FROM (SELECT generate_series(1, 2000000) AS n) AS s WHERE n % 7 = 3`,
      );
    } finally {
      clearInterval(ticks);
    }
    // The stretch since the last tick counts too: blocked throughout, the loop never ticks at all.
    longestGap = Math.max(longestGap, performance.now() - last);
    const queryMs = performance.now() - started;
    // The query must be slow enough to mean something; in the server's thread the loop's longest gap was
    // the query's whole time.
    expect(queryMs).toBeGreaterThan(150);
    expect(longestGap).toBeLessThan(queryMs / 3);
  });

  it('rolls back a transaction whose connection ended before its end', async () => {
    const { pool } = fixture.database;
    await fixture.db.execute(sql`CREATE TABLE thread_probe (n integer)`);
    const client = await pool.connect();
    await client.query('BEGIN');
    await client.query('INSERT INTO thread_probe VALUES (1)');
    // Released with an error: the pool ends this connection and opens a new one for the next query.
    client.release(new Error('dropped mid-transaction'));
    const rows = await rowsOf<{ count: string }>(fixture.db, sql`SELECT count(*) FROM thread_probe`);
    expect(rows).toEqual([{ count: '0' }]);
    // Outside a transaction, now() is this statement's own start.
    const open = await rowsOf<{ open: boolean }>(
      fixture.db,
      sql`SELECT now() <> statement_timestamp() AS open`,
    );
    expect(open).toEqual([{ open: false }]);
  });
});
