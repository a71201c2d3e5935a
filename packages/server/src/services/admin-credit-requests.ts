import type { PendingCreditRequest } from '@cardology/contract/admin';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { creditRequests, profiles, user } from '../db/schema.js';
import { grantCredits, type LedgerRefusal } from './credit-ledger.js';

/** Pending requests with the requester's profile, oldest first (the admin console's queue). */
export async function listPendingCreditRequests(db: Db): Promise<PendingCreditRequest[]> {
  const rows = await db
    .select({
      id: creditRequests.id,
      userId: creditRequests.userId,
      requestedAt: creditRequests.requestedAt,
      status: creditRequests.status,
      userNotes: creditRequests.userNotes,
      username: profiles.username,
      email: user.email,
      ttsCredits: profiles.ttsCredits,
    })
    .from(creditRequests)
    .innerJoin(user, eq(user.id, creditRequests.userId))
    .leftJoin(profiles, eq(profiles.id, creditRequests.userId))
    .where(eq(creditRequests.status, 'pending'))
    .orderBy(asc(creditRequests.requestedAt), asc(creditRequests.id));
  return rows.map((row) => ({
    id: row.id,
    user_id: row.userId,
    requested_at: row.requestedAt.toISOString(),
    status: row.status,
    user_notes: row.userNotes,
    profile: { id: row.userId, username: row.username, email: row.email, tts_credits: row.ttsCredits ?? 0 },
  }));
}

export type Decision = { requestId: string; adminId: string; adminNotes: string | null; now: Date };

/** Why a decision changed nothing: no such request, already decided, or the ledger refused the grant. */
export type DecisionRefusal = 'not-found' | 'not-pending' | LedgerRefusal;

export type ApproveOutcome =
  | { ok: true; userId: string; granted: number; newTotal: number }
  | { ok: false; refusal: DecisionRefusal };

/** Thrown inside the approval's transaction to undo the status change when the grant is refused. */
class GrantRefused extends Error {
  constructor(readonly refusal: LedgerRefusal) {
    super(refusal);
  }
}

/** The ledger key of a request's grant: a request can add credits once, whatever happens. */
export const grantKeyOf = (requestId: string) => `credit-request:${requestId}`;

/**
 * Approves a pending request and grants `amount` through the ledger, in one transaction. The conditional
 * UPDATE (status still 'pending') decides between racing approvals and denials: the first to lock the row
 * wins and the others find it decided. A refused grant (too large a total) leaves the request pending.
 */
export async function approveCreditRequest(
  db: Db,
  decision: Decision & { amount: number },
): Promise<ApproveOutcome> {
  try {
    return await db.transaction(async (tx) => {
      const decided = await decide(tx, decision, 'approved', decision.amount);
      if (!decided) return { ok: false, refusal: await whyUndecided(tx, decision.requestId) };
      const grant = await grantCredits(tx, {
        userId: decided.userId,
        amount: decision.amount,
        idempotencyKey: grantKeyOf(decision.requestId),
        reference: grantKeyOf(decision.requestId),
        actorId: decision.adminId,
        notes: decision.adminNotes,
      });
      if (!grant.ok) throw new GrantRefused(grant.refusal);
      return { ok: true, userId: decided.userId, granted: decision.amount, newTotal: grant.newTotal };
    });
  } catch (error) {
    if (error instanceof GrantRefused) return { ok: false, refusal: error.refusal };
    throw error;
  }
}

/** Denies a pending request; nothing else changes. */
export async function denyCreditRequest(
  db: Db,
  decision: Decision,
): Promise<{ ok: true } | { ok: false; refusal: DecisionRefusal }> {
  return db.transaction(async (tx) => {
    const decided = await decide(tx, decision, 'denied', null);
    return decided ? { ok: true } : { ok: false, refusal: await whyUndecided(tx, decision.requestId) };
  });
}

async function decide(
  tx: Db,
  { requestId, adminId, adminNotes, now }: Decision,
  status: 'approved' | 'denied',
  creditsGranted: number | null,
): Promise<{ userId: string } | undefined> {
  const [row] = await tx
    .update(creditRequests)
    .set({ status, adminNotes, creditsGranted, resolvedAt: now, resolvedByAdminId: adminId })
    .where(and(eq(creditRequests.id, requestId), eq(creditRequests.status, 'pending')))
    .returning({ userId: creditRequests.userId });
  return row;
}

async function whyUndecided(tx: Db, requestId: string): Promise<'not-found' | 'not-pending'> {
  const [row] = await tx
    .select({ id: creditRequests.id })
    .from(creditRequests)
    .where(eq(creditRequests.id, requestId));
  return row ? 'not-pending' : 'not-found';
}
