import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { appliedMigrationCount, readJournal } from '../db/migration-journal.js';

/** How long readiness waits for the database: a probe must answer well inside its own timeout. */
const READINESS_DB_TIMEOUT_MS = 2_000;

const NO_ANSWER = 'Not ready: the database does not answer.';

/** Rejects after `ms`; the timer does not keep the process alive. */
function timeout(ms: number): Promise<never> {
  return new Promise((_resolve, reject) => setTimeout(() => reject(new Error('timeout')), ms).unref());
}

/**
 * Null when this server can serve: the database answers within READINESS_DB_TIMEOUT_MS and has applied
 * every migration this version ships (by the journal); else the reason, in plain words for the operator.
 * Bounded: two small queries, whatever the data.
 */
export async function readiness(db: Db, timeoutMs = READINESS_DB_TIMEOUT_MS): Promise<string | null> {
  let applied: number;
  try {
    applied = await Promise.race([
      db.execute(sql`SELECT 1`).then(() => appliedMigrationCount(db)),
      timeout(timeoutMs),
    ]);
  } catch (error) {
    if (error instanceof Error && error.name === 'UnknownMigrationError')
      return `Not ready: ${error.message}`;
    return NO_ANSWER;
  }
  const shipped = readJournal().length;
  return applied === shipped ? null : `Not ready: ${applied} of ${shipped} migrations applied.`;
}
