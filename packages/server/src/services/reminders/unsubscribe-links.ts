import { type Language, supportedLanguage } from '@cardology/contract/languages';
import { and, eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { profiles, reminderSettings, reminderUnsubscribes } from '../../db/schema.js';
import { hashFeedToken, isFeedTokenShape, newFeedToken } from '../../lib/feed-token.js';

/** Days an unsubscribe link in a mail keeps working. */
const UNSUBSCRIBE_LINK_DAYS = 60;

/** A new one-time unsubscribe token for one reader's e-mail reminder; only its hash is stored. */
export async function issueUnsubscribeToken(db: Db, userId: string): Promise<string> {
  const { token, hash } = newFeedToken();
  await db.insert(reminderUnsubscribes).values({ tokenHash: hash, userId });
  return token;
}

/**
 * The language saved on the account a token belongs to, or null (a forged or used token, a reader who never
 * chose one). Read without spending the token: the page that asks first, and its answer, speak it.
 */
export async function readerLanguageOfToken(db: Db, token: string): Promise<Language | null> {
  if (!isFeedTokenShape(token)) return null;
  const [row] = await db
    .select({ language: profiles.language })
    .from(reminderUnsubscribes)
    .innerJoin(profiles, eq(profiles.id, reminderUnsubscribes.userId))
    .where(eq(reminderUnsubscribes.tokenHash, hashFeedToken(token)))
    .limit(1);
  return supportedLanguage(row?.language);
}

/**
 * Turns off the e-mail reminder of the token's reader and spends the token (and the reader's others).
 * False for a forged, expired or already used token: the caller shows a kind page either way.
 */
export async function unsubscribeByToken(db: Db, token: string, now: Date): Promise<boolean> {
  if (!isFeedTokenShape(token)) return false;
  const oldest = new Date(now.getTime() - UNSUBSCRIBE_LINK_DAYS * 86_400_000);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .delete(reminderUnsubscribes)
      .where(eq(reminderUnsubscribes.tokenHash, hashFeedToken(token)))
      .returning({ userId: reminderUnsubscribes.userId, createdAt: reminderUnsubscribes.createdAt });
    if (!row || row.createdAt < oldest) return false;
    await tx.update(reminderSettings).set({ byEmail: false }).where(eq(reminderSettings.userId, row.userId));
    await tx.delete(reminderUnsubscribes).where(eq(reminderUnsubscribes.userId, row.userId));
    return true;
  });
}

/** Removes tokens past UNSUBSCRIBE_LINK_DAYS (periodic work). */
export async function sweepUnsubscribeTokens(db: Db, now: Date): Promise<void> {
  const oldest = new Date(now.getTime() - UNSUBSCRIBE_LINK_DAYS * 86_400_000);
  await db.delete(reminderUnsubscribes).where(and(lt(reminderUnsubscribes.createdAt, oldest)));
}
