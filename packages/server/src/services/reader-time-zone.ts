import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { profiles } from '../db/schema.js';

/** The zone of a reader who never told us theirs (or has no profile): the server's own day. */
export const FALLBACK_TIME_ZONE = 'UTC';

/**
 * The reader's stored IANA time zone, or 'UTC' when unset: for what runs without a browser (reminders,
 * the calendar feed, e-mails). A request from the browser carries the reader's date itself
 * (docs/decisions/036-the-readers-today.md).
 */
export async function readerTimeZone(db: Db, userId: string): Promise<string> {
  const [row] = await db
    .select({ timeZone: profiles.timeZone })
    .from(profiles)
    .where(eq(profiles.id, userId));
  return row?.timeZone ?? FALLBACK_TIME_ZONE;
}

/** Stores the reader's time zone (already checked and made canonical by contract/time-zone.ts); null clears it. */
export async function setReaderTimeZone(db: Db, userId: string, timeZone: string | null): Promise<void> {
  await db.update(profiles).set({ timeZone }).where(eq(profiles.id, userId));
}
