import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { calendarFeeds, user } from '../db/schema.js';
import { isBanInForce } from '../lib/ban.js';
import { hashFeedToken, newFeedToken } from '../lib/feed-token.js';

export type CalendarFeed = typeof calendarFeeds.$inferSelect;

export async function findFeedOfUser(db: Db, userId: string): Promise<CalendarFeed | undefined> {
  const [row] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, userId));
  return row;
}

/**
 * The feed whose URL carries this token, or undefined: wrong, revoked, its account deleted (the row goes
 * with the user) or its account banned at `now` (the row stays, so lifting the ban brings the feed back).
 * Looked up by the token's sha256, so timing can only tell about digests.
 */
export async function findFeedByToken(db: Db, token: string, now: Date): Promise<CalendarFeed | undefined> {
  const [row] = await db
    .select({ feed: calendarFeeds, banned: user.banned, banExpires: user.banExpires })
    .from(calendarFeeds)
    .innerJoin(user, eq(user.id, calendarFeeds.userId))
    .where(eq(calendarFeeds.tokenHash, hashFeedToken(token)));
  if (!row || isBanInForce(row, now)) return undefined;
  return row.feed;
}

/**
 * Creates the user's feed, or gives it a new token (the old URL is dead from this moment), keeping the
 * include-people choice. Returns the row and the token, which is never stored.
 */
export async function issueFeedToken(db: Db, userId: string): Promise<{ feed: CalendarFeed; token: string }> {
  const { token, hash } = newFeedToken();
  const [feed] = await db
    .insert(calendarFeeds)
    .values({ userId, tokenHash: hash })
    .onConflictDoUpdate({
      target: calendarFeeds.userId,
      set: { tokenHash: hash, createdAt: new Date() },
    })
    .returning();
  if (!feed) throw new Error(`Calendar feed of user ${userId} was not written`);
  return { feed, token };
}

/** Turns the feed off; true when there was one. */
export async function revokeFeed(db: Db, userId: string): Promise<boolean> {
  const rows = await db
    .delete(calendarFeeds)
    .where(eq(calendarFeeds.userId, userId))
    .returning({ userId: calendarFeeds.userId });
  return rows.length > 0;
}

export async function setFeedIncludesPeople(
  db: Db,
  userId: string,
  includePeople: boolean,
): Promise<CalendarFeed | undefined> {
  const [row] = await db
    .update(calendarFeeds)
    .set({ includePeople })
    .where(eq(calendarFeeds.userId, userId))
    .returning();
  return row;
}
