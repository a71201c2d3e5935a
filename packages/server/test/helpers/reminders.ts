import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../src/db/client.js';
import { setReaderTimeZone } from '../../src/services/reader-time-zone.js';
import { addDevice, saveReminderSettings } from '../../src/services/reminders/reminder-settings.js';
import { signUp } from './app.js';
import type { LocalPushService } from './push-service.js';

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

/** A new reader in `zone` with one device subscribed on `push`, reminded at `time`, the setting saved long before. */
export async function readerWithDevice(
  app: FastifyInstance,
  db: Db,
  push: { service: LocalPushService; vapidPublicKey: string },
  zone: string,
  time: string,
) {
  const reader = await signUp(app);
  await setTimeZone(db, reader.id, zone);
  await remindAt(db, reader.id, time, { savedAt: new Date('2020-01-01T00:00:00Z') });
  const subscription = await push.service.subscribe(push.vapidPublicKey);
  await addDevice(db, reader.id, subscription);
  return { reader, subscription };
}
