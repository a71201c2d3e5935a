import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { ttsNarrations } from '../../db/schema.js';
import { refundReservation } from '../credit-ledger.js';

export type NarrationRow = typeof ttsNarrations.$inferSelect;

/**
 * What a request may do with a narration: run it (it holds the row, status 'running'), replay one that
 * is done (no charge), or stand aside while another request runs it.
 */
export type Claim =
  | { kind: 'run'; row: NarrationRow }
  | { kind: 'replay'; row: NarrationRow }
  | { kind: 'busy' };

/** A run that has not written for this long is taken to have died with its process. */
const STALE_RUN_MS = 10 * 60 * 1000;

/**
 * The credit reservation's idempotency key of a run: `tts:<session>:<reading|turn:n>`, so a retry or a
 * double click is charged once; a run after a failure (refunded) gets its own key.
 */
export const reservationKeyOf = (row: Pick<NarrationRow, 'sessionId' | 'source' | 'attempt'>) =>
  `tts:${row.sessionId}:${row.source}${row.attempt > 1 ? `:attempt-${row.attempt}` : ''}`;

/**
 * Takes the narration of `source` for this request. The unique (session, source) row decides between
 * racing requests: exactly one inserts it (or moves a failed one to its next attempt) and runs.
 */
export async function claimNarration(
  db: Db,
  input: { userId: string; sessionId: string; source: string },
  now: Date,
): Promise<Claim> {
  const [inserted] = await db.insert(ttsNarrations).values(input).onConflictDoNothing().returning();
  if (inserted) return { kind: 'run', row: inserted };

  const [existing] = await db
    .select()
    .from(ttsNarrations)
    .where(and(eq(ttsNarrations.sessionId, input.sessionId), eq(ttsNarrations.source, input.source)));
  if (!existing) return { kind: 'busy' };
  if (existing.status === 'done') return { kind: 'replay', row: existing };
  const stale = now.getTime() - existing.updatedAt.getTime() > STALE_RUN_MS;
  if (existing.status === 'running' && !stale) return { kind: 'busy' };

  // A failed run, or one whose process died: the next attempt, if no other request took it first.
  const [next] = await db
    .update(ttsNarrations)
    .set({ status: 'running', attempt: existing.attempt + 1, chunks: [] })
    .where(
      and(
        eq(ttsNarrations.id, existing.id),
        eq(ttsNarrations.status, existing.status),
        eq(ttsNarrations.attempt, existing.attempt),
      ),
    )
    .returning();
  if (!next) return { kind: 'busy' };
  // A dead run never gave its credits back; a refund is once per key, so this is safe after a failure too.
  if (existing.status === 'running') await refundReservation(db, reservationKeyOf(existing));
  return { kind: 'run', row: next };
}

/** Ends a run: done with its chunks, or failed (the next request starts a new attempt). */
export async function finishNarration(
  db: Db,
  row: NarrationRow,
  outcome: Pick<NarrationRow, 'status' | 'chunks'>,
): Promise<void> {
  await db
    .update(ttsNarrations)
    .set(outcome)
    .where(and(eq(ttsNarrations.id, row.id), eq(ttsNarrations.attempt, row.attempt)));
}
