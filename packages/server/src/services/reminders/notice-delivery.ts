// Sending one claimed notice (issue 34 item 2, docs/decisions/050-notices.md): the daily card's channels and
// rules (the reader's devices, their mail when chosen, the local day, retries), its own words and push topic.
import { chooseLanguage, type Language } from '@cardology/contract/languages';
import { messageText } from '@cardology/contract/messages/translate';
import { journalDayPath, type ReminderPushPayload } from '@cardology/contract/reminders';
import { parseIsoDate } from '@cardology/engine/dates';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { pushSubscriptions } from '../../db/schema.js';
import { engineCatalog } from '../../lib/engine-language.js';
import { endpointForLog } from '../../providers/push/push-endpoints.js';
import type { NoticeData } from './notice-claim-data.js';
import { composeNotice, type NoticeMessage } from './notice-message.js';
import type { NoticeKind } from './notice-queue.js';
import type { ClaimData, Device, Reader } from './reminder-claim-data.js';
import { localToday, mailLinks, type ReminderChannels } from './reminder-delivery.js';
import { mailOf } from './reminder-mail.js';
import type { ClaimedReminder, ReminderResult } from './reminder-queue.js';

/** The mark of the e-mail in a row's `delivered` list, as the daily card's. */
const EMAIL = 'email';

/** The notice of the claimed row as it stands now, in the reader's language; null when there is none to send. */
async function noticeFor(
  reader: Reader,
  claimed: ClaimedReminder & { kind: NoticeKind },
  notices: NoticeData,
): Promise<NoticeMessage | null> {
  const today = parseIsoDate(claimed.localDate);
  const switches = notices.switches.get(claimed.userId);
  if (!today.ok || !switches) return null;
  const birthdate = reader.birthdate === null ? null : parseIsoDate(reader.birthdate);
  const language = chooseLanguage({ profile: reader.language });
  const facts = {
    birthdate: birthdate?.ok ? birthdate.value : null,
    people: notices.people.get(claimed.userId) ?? [],
    switches,
  };
  return composeNotice(claimed.kind, today.value, facts, {
    language,
    catalog: await engineCatalog(language),
  });
}

/**
 * Sends one claimed notice to the reader's devices and, when chosen, by a short mail of its own, skipping where
 * it already arrived. Dropped, silently, when the reader's local day has moved on, its switch is off now, or it
 * has nothing to say any more (the person was deleted since); then nothing at all is sent.
 */
export async function deliverNotice(
  db: Db,
  channels: ReminderChannels,
  claimed: ClaimedReminder & { kind: NoticeKind },
  now: Date,
  data: { claim: ClaimData; notices: NoticeData },
): Promise<ReminderResult> {
  const reader = data.claim.readers.get(claimed.userId);
  if (!reader || localToday(reader, now) !== claimed.localDate) return { kind: 'dropped' };
  const notice = await noticeFor(reader, claimed, data.notices);
  if (!notice) return { kind: 'dropped' };
  const language = chooseLanguage({ profile: reader.language });
  const delivered = new Set(claimed.delivered);
  const waiting = (data.claim.devices.get(claimed.userId) ?? []).filter(
    (device) => !delivered.has(device.id),
  );
  const wantsEmail = reader.by_email && channels.mailer !== undefined && !delivered.has(EMAIL);
  if (waiting.length === 0 && !wantsEmail && delivered.size === 0) return { kind: 'dropped' };
  const payload = pushPayload(claimed, notice, language);
  let retry = await pushToDevices(db, channels, claimed, waiting, payload, delivered);
  if (wantsEmail) {
    if (await mailNotice(db, channels, { userId: claimed.userId, to: reader.email, language }, notice))
      delivered.add(EMAIL);
    else retry = true;
  }
  return retry ? { kind: 'retry', delivered: [...delivered] } : { kind: 'sent' };
}

/** The push's JSON: the notice's words, a tap opening the app, and the action to write about the day. */
function pushPayload(claimed: ClaimedReminder, notice: NoticeMessage, language: Language): string {
  return JSON.stringify({
    kind: claimed.kind === 'period' ? 'period' : 'birthday-eve',
    title: notice.title,
    body: notice.body,
    url: notice.path,
    write: { title: messageText(language, 'REMINDER_WRITE_ACTION'), url: journalDayPath(claimed.localDate) },
  } satisfies ReminderPushPayload);
}

/**
 * Pushes to each waiting device with the topic `<kind>-<local date>` (a copy sent again after a crash replaces
 * the first, and never the day's card). Marks the delivered, removes the gone; true when one asks for a retry.
 */
async function pushToDevices(
  db: Db,
  channels: ReminderChannels,
  claimed: ClaimedReminder,
  waiting: readonly Device[],
  payload: string,
  delivered: Set<string>,
): Promise<boolean> {
  let retry = false;
  const gone: string[] = [];
  for (const device of waiting) {
    const target = { endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } };
    const outcome = await channels.push(target, payload, `${claimed.kind}-${claimed.localDate}`);
    if (outcome !== 'delivered') {
      channels.log.warn(
        { pushService: endpointForLog(device.endpoint), outcome },
        'notice push not delivered',
      );
    }
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
 * A notice by mail is a short mail of its own, not a line in the day's card mail: each is its own row with its own
 * once-only key, and the day's card may be off or already sent when a notice is decided (decision 050).
 */
async function mailNotice(
  db: Db,
  channels: ReminderChannels,
  { userId, to, language }: { userId: string; to: string; language: Language },
  notice: NoticeMessage,
): Promise<boolean> {
  try {
    const links = await mailLinks(db, channels, userId, notice.path);
    const content = {
      ...notice,
      subject: notice.title,
      linkText: messageText(language, 'NOTICE_MAIL_LINK_TEXT'),
    };
    await channels.mailer?.send(mailOf(to, content, links, language));
    return true;
  } catch (error) {
    // The error, never the address: nodemailer's messages can quote the recipient.
    channels.log.warn({ errorName: (error as Error).name }, 'notice mail not sent');
    return false;
  }
}
