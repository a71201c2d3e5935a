import type { AccountExport } from '@cardology/contract/privacy';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import {
  aiSessions,
  creditLedger,
  pushSubscriptions,
  reminderSends,
  ttsNarrations,
  user,
} from '../db/schema.js';
import { endpointForLog } from '../providers/push/push-endpoints.js';
import { findFeedOfUser } from './calendar-feeds.js';
import { listConnections } from './connections.js';
import { listOwnCreditRequests } from './credit-requests.js';
import { findProfile } from './profile.js';
import { readReminderSettings } from './reminders/reminder-settings.js';
import { listSavedReadings } from './saved-readings.js';

/**
 * Everything the app keeps about one user (docs/decisions/027-privacy.md), read by their id only, so no
 * other user's row can be in it. Left out on purpose: the password hash and sessions (better-auth's
 * account and session rows), the calendar link's token (only its hash is stored), the audio bytes (the
 * narrations' metadata is here), and the id of an admin who changed the balance (another person's).
 * Null when the account no longer exists.
 */
export async function exportAccount(db: Db, userId: string, now: Date): Promise<AccountExport | null> {
  const [account] = await db
    .select({ id: user.id, name: user.name, email: user.email, createdAt: user.createdAt })
    .from(user)
    .where(eq(user.id, userId));
  if (!account) return null;
  const [profile, people, saved, sessions, ledger, requests, narrations, feed, reminder] = await Promise.all([
    findProfile(db, userId),
    listConnections(db, userId),
    listSavedReadings(db, userId),
    db.select().from(aiSessions).where(eq(aiSessions.userId, userId)).orderBy(asc(aiSessions.createdAt)),
    db
      .select()
      .from(creditLedger)
      .where(eq(creditLedger.userId, userId))
      .orderBy(asc(creditLedger.createdAt), asc(creditLedger.id)),
    listOwnCreditRequests(db, userId),
    db
      .select()
      .from(ttsNarrations)
      .where(eq(ttsNarrations.userId, userId))
      .orderBy(asc(ttsNarrations.createdAt)),
    findFeedOfUser(db, userId),
    exportReminder(db, userId),
  ]);
  return {
    exported_at: now.toISOString(),
    account: {
      id: account.id,
      name: account.name,
      email: account.email,
      created_at: account.createdAt.toISOString(),
    },
    profile: profile
      ? {
          name: profile.username,
          birthdate: profile.birthdate,
          time_zone: profile.timeZone,
          age: profile.age,
          is_premium: profile.isPremium,
          tts_credits: profile.ttsCredits,
          created_at: profile.createdAt.toISOString(),
          updated_at: profile.updatedAt.toISOString(),
        }
      : null,
    people: people.map((person) => ({
      id: person.id,
      name: person.name,
      birthdate: person.birthdate,
      created_at: person.createdAt.toISOString(),
    })),
    saved_interpretations: saved,
    ai_sessions: sessions.map((session) => ({
      id: session.id,
      spread_type: session.spreadType,
      person_name: session.personName,
      request: { ...session.request },
      reading_text: session.readingText,
      messages: session.history,
      created_at: session.createdAt.toISOString(),
      updated_at: session.updatedAt.toISOString(),
    })),
    credit_history: {
      ledger: ledger.map((row) => ({
        delta: row.delta,
        reason: row.reason,
        reference: row.reference,
        notes: row.notes,
        by_admin: row.actorId !== null && row.actorId !== userId,
        created_at: row.createdAt.toISOString(),
      })),
      requests,
    },
    narrations: narrations.map((narration) => ({
      id: narration.id,
      session_id: narration.sessionId,
      source: narration.source,
      status: narration.status,
      parts: narration.chunks.length,
      seconds: narration.chunks.reduce((total, chunk) => total + chunk.duration, 0),
      created_at: narration.createdAt.toISOString(),
    })),
    calendar_feed: feed
      ? { include_people: feed.includePeople, created_at: feed.createdAt.toISOString() }
      : null,
    daily_card_reminder: reminder,
  };
}

/** The reminder's settings, devices (the push service only: the endpoint's path is a credential) and recent sends. */
async function exportReminder(db: Db, userId: string): Promise<AccountExport['daily_card_reminder']> {
  const [settings, devices, sends] = await Promise.all([
    readReminderSettings(db, userId),
    db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, userId))
      .orderBy(asc(pushSubscriptions.createdAt)),
    db
      .select()
      .from(reminderSends)
      .where(eq(reminderSends.userId, userId))
      .orderBy(asc(reminderSends.localDate)),
  ]);
  return {
    enabled: settings.enabled,
    time_of_day: settings.timeOfDay,
    by_email: settings.byEmail,
    devices: devices.map((device) => ({
      push_service: endpointForLog(device.endpoint),
      created_at: device.createdAt.toISOString(),
    })),
    recent_sends: sends.map((send) => ({ local_date: send.localDate, status: send.status })),
  };
}
