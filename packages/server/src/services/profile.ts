import { desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { profiles, userConnections } from '../db/schema.js';
import { setUpNewAccount } from './account-setup.js';

export type Profile = typeof profiles.$inferSelect;

/**
 * What the profile form may change; everything else (premium, credits) is the server's. The age is
 * never written: with a birthdate it is always computed (docs/decisions/010-profile-age.md).
 */
export type ProfileChanges = {
  username: string;
  /** 'YYYY-MM-DD' */
  birthdate: string;
  /** An IANA zone already checked by the contract; null clears it, undefined keeps it. */
  timeZone?: string | null;
  /** A supported language or null (none chosen); undefined keeps it. */
  language?: string | null;
};

export async function findProfile(db: Db, userId: string): Promise<Profile | undefined> {
  const [row] = await db.select().from(profiles).where(eq(profiles.id, userId));
  return row;
}

/**
 * The user's profile, created now if the sign-up hook did not get to write it (its write is not
 * part of better-auth's user insert, so a failure there must not leave the account unusable).
 */
export async function findOrCreateProfile(db: Db, user: { id: string; name: string }): Promise<Profile> {
  const found = await findProfile(db, user.id);
  if (found) return found;
  await setUpNewAccount(db, user);
  const created = await findProfile(db, user.id);
  if (!created) throw new Error(`Profile of user ${user.id} is missing right after it was created`);
  return created;
}

/** docs/product.md §3: the profile username, else the name of the user's latest connection, else 'User'. */
export async function displayName(db: Db, userId: string, username: string | null): Promise<string> {
  const own = username?.trim();
  if (own) return own;
  const [latest] = await db
    .select({ name: userConnections.name })
    .from(userConnections)
    .where(eq(userConnections.userId, userId))
    .orderBy(desc(userConnections.createdAt))
    .limit(1);
  return latest?.name.trim() || 'User';
}

export async function updateProfile(
  db: Db,
  userId: string,
  changes: ProfileChanges,
): Promise<Profile | undefined> {
  const [row] = await db
    .update(profiles)
    .set({
      username: changes.username,
      birthdate: changes.birthdate,
      age: null,
      ...(changes.timeZone === undefined ? {} : { timeZone: changes.timeZone }),
      ...(changes.language === undefined ? {} : { language: changes.language }),
    })
    .where(eq(profiles.id, userId))
    .returning();
  return row;
}
