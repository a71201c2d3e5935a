import { eq, ilike, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { session, user } from '../db/schema.js';
import { isBanInForce } from '../lib/ban.js';
import { hasRole } from '../lib/roles.js';

export type SuspendInput = {
  targetId: string;
  actorId: string;
  reason: string;
  /** The end, or null for none. */
  until: Date | null;
  now: Date;
};

export type SuspendOutcome =
  | { ok: true }
  | { ok: false; refusal: 'not-found' | 'self' | 'last-admin' | 'actor-not-admin' };

/**
 * Suspends an account with better-auth's admin plugin fields (`banned`, `banReason`, `banExpires`, which
 * its sign-in refuses) and deletes every session of it, in one transaction: once it commits, no session
 * of the account is left to use anywhere. The caller then tells every process to forget what it
 * remembers of those sessions (forgetViewer).
 *
 * The site must keep an admin who is not suspended. The admin rows (a handful) are locked first, so two
 * admins suspending each other at once are taken one after the other and the second finds that the
 * suspension would leave no admin (or that they are suspended themselves).
 */
export async function suspendUser(db: Db, input: SuspendInput): Promise<SuspendOutcome> {
  const { targetId, actorId, reason, until, now } = input;
  if (targetId === actorId) return { ok: false, refusal: 'self' };
  return db.transaction(async (tx) => {
    const admins = await tx
      .select({ id: user.id, role: user.role, banned: user.banned, banExpires: user.banExpires })
      .from(user)
      .where(ilike(user.role, '%admin%'))
      .orderBy(user.id)
      .for('update');
    const [target] = await tx.select({ id: user.id }).from(user).where(eq(user.id, targetId)).for('update');
    if (!target) return { ok: false, refusal: 'not-found' } as const;
    const activeAdmins = admins.filter((row) => hasRole(row.role, 'admin') && !isBanInForce(row, now));
    if (!activeAdmins.some((row) => row.id !== targetId))
      return { ok: false, refusal: 'last-admin' } as const;
    // The actor was suspended or lost the role a moment ago, after their request was let in.
    if (!activeAdmins.some((row) => row.id === actorId))
      return { ok: false, refusal: 'actor-not-admin' } as const;
    await tx
      .update(user)
      .set({ banned: true, banReason: reason, banExpires: until, updatedAt: sql`now()` })
      .where(eq(user.id, targetId));
    await tx.delete(session).where(eq(session.userId, targetId));
    return { ok: true } as const;
  });
}

/** Lifts a suspension (or a ban whose end has passed); false when there is no such user. */
export async function liftSuspension(db: Db, userId: string): Promise<boolean> {
  const updated = await db
    .update(user)
    .set({ banned: false, banReason: null, banExpires: null, updatedAt: sql`now()` })
    .where(eq(user.id, userId))
    .returning({ id: user.id });
  return updated.length > 0;
}
