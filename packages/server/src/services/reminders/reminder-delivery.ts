import { chooseLanguage } from '@cardology/contract/languages';
import { messageText } from '@cardology/contract/messages/translate';
import { journalDayPath, type ReminderPushPayload } from '@cardology/contract/reminders';
import { parseIsoDate } from '@cardology/engine/dates';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { pushSubscriptions } from '../../db/schema.js';
import { engineCatalog } from '../../lib/engine-language.js';
import type { Mailer } from '../../lib/mailer.js';
import { localDateIn } from '../../lib/today.js';
import { endpointForLog } from '../../providers/push/push-endpoints.js';
import type { PushOutcome, PushSender } from '../../providers/push/push-sender.js';
import { FALLBACK_TIME_ZONE } from '../reader-time-zone.js';
import type { NoticeData } from './notice-claim-data.js';
import { noticeOutgoing } from './notice-delivery.js';
import type { ClaimData, Device, Reader } from './reminder-claim-data.js';
import { reminderMail } from './reminder-mail.js';
import { composeReminder, type ReminderMemo, type ReminderMessage } from './reminder-message.js';
import type { Outgoing } from './reminder-outgoing.js';
import type { ClaimedReminder, ReminderResult } from './reminder-queue.js';
import { issueUnsubscribeToken } from './unsubscribe-links.js';

/** What sending needs besides the database. */
export type ReminderChannels = {
  push: PushSender;
  /** Absent when the server has no SMTP_URL: e-mail reminders are then not sent. */
  mailer?: Mailer | undefined;
  publicUrl: string;
  log: FastifyBaseLogger;
};

/** The mark of the e-mail in a reminder's `delivered` list (push subscriptions are marked by id). */
const EMAIL = 'email';

/** Each zone's local date, for the minute it was read in: a tick reads thousands of readers in a few zones. */
const todayByZone = new Map<string, { minute: number; date: string }>();

/**
 * The reader's local date now: their zone, or UTC when unset or unknown (as the due query decides). Kept per
 * zone for the minute (every zone's offset today is a whole number of minutes, so its date changes only on a
 * minute's edge); bounded by the number of zones.
 */
function localToday(reader: Reader, now: Date): string {
  const zone = reader.time_zone ?? FALLBACK_TIME_ZONE;
  const minute = Math.floor(now.getTime() / 60_000);
  const kept = todayByZone.get(zone);
  if (kept?.minute === minute) return kept.date;
  let date: string;
  try {
    date = localDateIn(zone, now);
  } catch {
    date = localDateIn(FALLBACK_TIME_ZONE, now);
  }
  todayByZone.set(zone, { minute, date });
  return date;
}

/** What sending a claimed batch reads once (reminder-claim-data.ts, notice-claim-data.ts). */
type BatchData = { claim: ClaimData; notices: NoticeData };

async function messageFor(
  reader: Reader,
  localDate: string,
  memo: ReminderMemo,
): Promise<ReminderMessage | undefined> {
  const today = parseIsoDate(localDate);
  if (!today.ok) return undefined;
  const birthdate = reader.birthdate === null ? null : parseIsoDate(reader.birthdate);
  const language = chooseLanguage({ profile: reader.language });
  const words = { language, catalog: await engineCatalog(language) };
  return composeReminder(today.value, birthdate?.ok ? birthdate.value : null, words, memo);
}

/** The daily card's outgoing message, or null when the reminder is off now. */
async function dailyOutgoing(
  reader: Reader,
  claimed: ClaimedReminder,
  memo: ReminderMemo,
): Promise<Outgoing | null> {
  if (!reader.enabled) return null;
  const message = await messageFor(reader, claimed.localDate, memo);
  if (!message) return null;
  const language = chooseLanguage({ profile: reader.language });
  return {
    payload: pushPayload(message, reader, claimed.localDate),
    topic: `daily-${claimed.localDate}`,
    mail: (to, links) => reminderMail(to, message, links, language),
    path: message.path,
  };
}

/**
 * Sends one claimed row (the daily card or a notice) to the reader's devices and, when chosen, by e-mail,
 * skipping where it already arrived on an earlier attempt. Dropped, silently, when the reader's local day has
 * moved on (a reminder due while the server was down goes out only the same day), its switch is off now, it
 * has nothing to say any more (a notice's person deleted since), or there is nowhere to send. A device the
 * push service no longer knows (404/410) is removed; a timeout, redirect or 5xx asks for a retry.
 */
export async function deliverClaimed(
  db: Db,
  channels: ReminderChannels,
  claimed: ClaimedReminder,
  now: Date,
  data: BatchData,
): Promise<ReminderResult> {
  const reader = data.claim.readers.get(claimed.userId);
  if (!reader || localToday(reader, now) !== claimed.localDate) return { kind: 'dropped' };
  const outgoing =
    claimed.kind === 'daily'
      ? await dailyOutgoing(reader, claimed, data.claim.messages)
      : await noticeOutgoing(reader, { ...claimed, kind: claimed.kind }, data.notices);
  if (!outgoing) return { kind: 'dropped' };
  const delivered = new Set(claimed.delivered);
  const devices = data.claim.devices.get(claimed.userId) ?? [];
  const waiting = devices.filter((device) => !delivered.has(device.id));
  const wantsEmail = reader.by_email && channels.mailer !== undefined && !delivered.has(EMAIL);
  if (waiting.length === 0 && !wantsEmail && delivered.size === 0) return { kind: 'dropped' };

  let retry = await pushToDevices(db, channels, { claimed, waiting, outgoing }, delivered);
  if (wantsEmail) {
    if (await sendMail(db, channels, { userId: claimed.userId, to: reader.email }, outgoing))
      delivered.add(EMAIL);
    else retry = true;
  }
  return retry ? { kind: 'retry', delivered: [...delivered] } : { kind: 'sent' };
}

/**
 * Pushes to each waiting device. Marks the delivered, removes the gone; true when one asks for a retry.
 */
async function pushToDevices(
  db: Db,
  channels: ReminderChannels,
  {
    claimed,
    waiting,
    outgoing,
  }: { claimed: ClaimedReminder; waiting: readonly Device[]; outgoing: Outgoing },
  delivered: Set<string>,
): Promise<boolean> {
  let retry = false;
  const gone: string[] = [];
  for (const device of waiting) {
    const target = { endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } };
    const outcome = await channels.push(target, outgoing.payload, outgoing.topic);
    noteOutcome(channels.log, device.endpoint, outcome, claimed.kind);
    if (outcome === 'gone') gone.push(device.id);
    if (outcome === 'retry') retry = true;
    else delivered.add(device.id);
  }
  if (gone.length > 0) {
    await db
      .delete(pushSubscriptions)
      .where(and(eq(pushSubscriptions.userId, claimed.userId), inArray(pushSubscriptions.id, gone)));
  }
  return retry;
}

/**
 * The push's JSON, once per message object: a remembered message (ReminderMemo) is one language's words for
 * one local date, so every reader it goes to gets the same payload too.
 */
const payloads = new WeakMap<ReminderMessage, string>();

function pushPayload(message: ReminderMessage, reader: Reader, localDate: string): string {
  const kept = payloads.get(message);
  if (kept !== undefined) return kept;
  const payload = JSON.stringify({
    kind: 'daily-card',
    title: message.title,
    body: message.body,
    url: message.path,
    write: {
      title: messageText(chooseLanguage({ profile: reader.language }), 'REMINDER_WRITE_ACTION'),
      url: journalDayPath(localDate),
    },
  } satisfies ReminderPushPayload);
  payloads.set(message, payload);
  return payload;
}

/** Logs what a push service answered when it was not a delivery: the service's origin, never the token. */
function noteOutcome(log: FastifyBaseLogger, endpoint: string, outcome: PushOutcome, kind: string): void {
  if (outcome === 'delivered') return;
  log.warn({ pushService: endpointForLog(endpoint), outcome, kind }, 'reminder push not delivered');
}

/** A reminder mail's two links: the page it opens, and a one-click unsubscribe with a fresh token. */
async function mailLinks(db: Db, channels: ReminderChannels, userId: string, path: string) {
  const token = await issueUnsubscribeToken(db, userId);
  return {
    home: `${channels.publicUrl}${path}`,
    unsubscribe: `${channels.publicUrl}/api/reminders/unsubscribe/${token}`,
  };
}

async function sendMail(
  db: Db,
  channels: ReminderChannels,
  { userId, to }: { userId: string; to: string },
  outgoing: Outgoing,
): Promise<boolean> {
  try {
    const links = await mailLinks(db, channels, userId, outgoing.path);
    await channels.mailer?.send(outgoing.mail(to, links));
    return true;
  } catch (error) {
    // The error, never the address: nodemailer's messages can quote the recipient.
    channels.log.warn({ errorName: (error as Error).name }, 'reminder mail not sent');
    return false;
  }
}
