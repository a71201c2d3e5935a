import { PUSH_SUBSCRIPTIONS_MAX, REMINDER_DEFAULT_TIME } from '@cardology/contract/reminders';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { pushSubscriptions, reminderSettings } from '../../db/schema.js';
import type { PushTarget } from '../../providers/push/push-sender.js';

export type StoredReminderSettings = {
  enabled: boolean;
  timeOfDay: string;
  byEmail: boolean;
  /** The notices' switches (decision 050), each off until the reader turns it on. */
  periodNotice: boolean;
  birthdayNotice: boolean;
  noticeNames: boolean;
};

const DEFAULTS: StoredReminderSettings = {
  enabled: false,
  timeOfDay: REMINDER_DEFAULT_TIME,
  byEmail: false,
  periodNotice: false,
  birthdayNotice: false,
  noticeNames: false,
};

/** The reader's settings, or the defaults (off, 08:00, push only, no notices) when never saved. */
export async function readReminderSettings(db: Db, userId: string): Promise<StoredReminderSettings> {
  const [row] = await db
    .select({
      enabled: reminderSettings.enabled,
      timeOfDay: reminderSettings.timeOfDay,
      byEmail: reminderSettings.byEmail,
      periodNotice: reminderSettings.periodNotice,
      birthdayNotice: reminderSettings.birthdayNotice,
      noticeNames: reminderSettings.noticeNames,
    })
    .from(reminderSettings)
    .where(eq(reminderSettings.userId, userId));
  return row ?? DEFAULTS;
}

/** Settings to save: a notice's switch left out keeps its saved value (off on a first save). */
export type ReminderSettingsChange = Pick<StoredReminderSettings, 'enabled' | 'timeOfDay' | 'byEmail'> &
  Partial<Pick<StoredReminderSettings, 'periodNotice' | 'birthdayNotice' | 'noticeNames'>>;

/** Saves the reader's settings (one row per reader). A saved time is due from its next occurrence on. */
export async function saveReminderSettings(
  db: Db,
  userId: string,
  settings: ReminderSettingsChange,
): Promise<ReminderSettingsChange> {
  // Drizzle leaves a key whose value is undefined out of the insert and the update alike.
  await db
    .insert(reminderSettings)
    .values({ userId, ...settings })
    .onConflictDoUpdate({ target: reminderSettings.userId, set: { ...settings, updatedAt: new Date() } });
  return settings;
}

/** How many devices the reader has subscribed. */
export async function countDevices(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ devices: count() })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId));
  return row?.devices ?? 0;
}

/**
 * Stores this browser's subscription for the reader. An endpoint is one browser: subscribing it again
 * replaces its keys (and moves it to this reader, as when another person signs in on the same device).
 * Past PUSH_SUBSCRIPTIONS_MAX devices the oldest is removed, so one account's rows stay bounded.
 */
export async function addDevice(db: Db, userId: string, target: PushTarget): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(pushSubscriptions)
      .values({ userId, endpoint: target.endpoint, p256dh: target.keys.p256dh, auth: target.keys.auth })
      .onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        set: { userId, p256dh: target.keys.p256dh, auth: target.keys.auth, createdAt: new Date() },
      });
    const devices = await tx
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, userId))
      .orderBy(asc(pushSubscriptions.createdAt));
    const extra = devices.slice(0, Math.max(0, devices.length - PUSH_SUBSCRIPTIONS_MAX)).map((row) => row.id);
    if (extra.length > 0) await tx.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, extra));
  });
}

/** Removes this browser's subscription, if it is the reader's. */
export async function removeDevice(db: Db, userId: string, endpoint: string): Promise<void> {
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
}
