import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client.js';
import { setReaderTimeZone } from '../../src/services/reader-time-zone.js';
import { saveReminderSettings } from '../../src/services/reminders/reminder-settings.js';

/** Sets a reader's profile time zone, as PATCH /api/me or PUT /api/reminders would. */
export async function setTimeZone(db: Db, userId: string, zone: string): Promise<void> {
  await setReaderTimeZone(db, userId, zone);
}

/** Turns a reader's reminder on at `timeOfDay`, saved at `savedAt` (a setting is due only after it was made). */
export async function remindAt(
  db: Db,
  userId: string,
  timeOfDay: string,
  options: { byEmail?: boolean; savedAt: Date },
): Promise<void> {
  await saveReminderSettings(db, userId, { enabled: true, timeOfDay, byEmail: options.byEmail ?? false });
  await db.execute(
    sql`UPDATE reminder_settings SET updated_at = ${options.savedAt.toISOString()}::timestamptz WHERE user_id = ${userId}`,
  );
}
