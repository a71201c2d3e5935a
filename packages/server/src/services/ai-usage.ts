import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { aiUsage } from '../db/schema.js';
import { rowsOf } from '../db/sql-rows.js';

export type AiUsageKind = 'reading' | 'chat';

/**
 * Records one assistant call if the user made fewer than `perHour` of this kind in the last hour, in
 * one statement (count and insert together, so concurrent calls rarely slip past), and answers the
 * claim's id; null when the limit is reached. Counted in the database so the limit holds across server
 * processes.
 */
export async function claimAiUsage(
  db: Db,
  userId: string,
  kind: AiUsageKind,
  perHour: number,
  now: Date,
): Promise<AiUsageClaim | null> {
  const since = new Date(now.getTime() - 60 * 60 * 1000);
  const inserted = await rowsOf<{ id: string }>(
    db,
    sql`
    INSERT INTO ${aiUsage} (user_id, kind, created_at)
    SELECT ${userId}, ${kind}, ${now.toISOString()}::timestamptz
    WHERE (
      SELECT count(*) FROM ${aiUsage}
      WHERE user_id = ${userId} AND kind = ${kind} AND created_at > ${since.toISOString()}::timestamptz
    ) < ${perHour}
    RETURNING id`,
  );
  return inserted[0]?.id ?? null;
}

/** One recorded assistant call (claimAiUsage), to give back with releaseAiUsage. */
export type AiUsageClaim = string;

/**
 * Gives a claimed call back: the turn it was claimed for could not be stored, so the user has nothing
 * to show for it (issue 22: the allowance was used and the turn lost).
 */
export async function releaseAiUsage(db: Db, claim: AiUsageClaim): Promise<void> {
  await db.delete(aiUsage).where(eq(aiUsage.id, claim));
}
