import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { profiles, user } from '../db/schema.js';

/** Serializes profile creation across connections and server processes; any constant shared by all. */
const ACCOUNT_SETUP_LOCK_KEY = 4_172_002;

export type NewAccount = { id: string; name: string };

/**
 * Creates the profile of a newly signed-up user (username = the sign-up name). The first account on
 * a fresh instance becomes admin and premium.
 *
 * "First" is decided under a transaction-scoped advisory lock: profiles are only ever created here,
 * so whichever sign-up takes the lock first sees no profile and wins, and two simultaneous first
 * sign-ups cannot both (or neither) become admin. Idempotent: a user who already has a profile is
 * left as is. Returns whether this account was made the admin.
 */
export async function setUpNewAccount(db: Db, account: NewAccount): Promise<{ isFirstAccount: boolean }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${ACCOUNT_SETUP_LOCK_KEY})`);
    const [existing] = await tx.select({ id: profiles.id }).from(profiles).where(eq(profiles.id, account.id));
    if (existing) return { isFirstAccount: false };

    const [anyProfile] = await tx.select({ id: profiles.id }).from(profiles).limit(1);
    const isFirstAccount = anyProfile === undefined;
    const username = account.name.trim() || null;
    await tx.insert(profiles).values({ id: account.id, username, isPremium: isFirstAccount });
    if (isFirstAccount) await tx.update(user).set({ role: 'admin' }).where(eq(user.id, account.id));
    return { isFirstAccount };
  });
}
