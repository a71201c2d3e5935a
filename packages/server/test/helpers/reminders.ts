import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client.js';
import { saveReminderSettings } from '../../src/services/reminders/reminder-settings.js';

/**
 * Sets a reader's profile time zone. Until the profile's time zone column lands from the "today" work
 * (commit `tz-column:`), the test adds the column itself; after that merge this is an UPDATE only.
 */
export async function setTimeZone(db: Db, userId: string, zone: string): Promise<void> {
  await db.execute(sql`ALTER TABLE profiles ADD COLUMN IF NOT EXISTS time_zone text`);
  await db.execute(sql`UPDATE profiles SET time_zone = ${zone} WHERE id = ${userId}`);
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
