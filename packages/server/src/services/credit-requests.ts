import type { OwnCreditRequest } from '@cardology/contract/credits';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { creditRequests } from '../db/schema.js';

export type CreditRequestRow = typeof creditRequests.$inferSelect;

/** A request as its own user sees it: no admin id. */
export function ownCreditRequestDto(row: CreditRequestRow): OwnCreditRequest {
  return {
    id: row.id,
    status: row.status,
    user_notes: row.userNotes,
    admin_notes: row.adminNotes,
    credits_granted: row.creditsGranted,
    requested_at: row.requestedAt.toISOString(),
    resolved_at: row.resolvedAt?.toISOString() ?? null,
  };
}

/**
 * Files a pending request for the user, or returns null when they already have one: the partial unique
 * index (one pending row per user) decides, so racing submissions make one row.
 */
export async function createCreditRequest(
  db: Db,
  userId: string,
  userNotes: string | null,
): Promise<OwnCreditRequest | null> {
  const [row] = await db
    .insert(creditRequests)
    .values({ userId, userNotes })
    .onConflictDoNothing()
    .returning();
  return row ? ownCreditRequestDto(row) : null;
}

/** The user's own requests, newest first. */
export async function listOwnCreditRequests(db: Db, userId: string): Promise<OwnCreditRequest[]> {
  const rows = await db
    .select()
    .from(creditRequests)
    .where(eq(creditRequests.userId, userId))
    .orderBy(desc(creditRequests.requestedAt), desc(creditRequests.id));
  return rows.map(ownCreditRequestDto);
}
