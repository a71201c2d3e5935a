// What one claimed notice sends (issue 34 item 2, docs/decisions/050-notices.md): its own words, push and
// short mail; the sending itself (devices, mail, the local day, retries) is the daily card's deliverClaimed
// (reminder-delivery.ts), the same batched path with the encryption in worker threads.
import { chooseLanguage, type Language } from '@cardology/contract/languages';
import { messageText } from '@cardology/contract/messages/translate';
import { journalDayPath, type ReminderPushPayload } from '@cardology/contract/reminders';
import { parseIsoDate } from '@cardology/engine/dates';
import { engineCatalog } from '../../lib/engine-language.js';
import type { NoticeData } from './notice-claim-data.js';
import { composeNotice, type NoticeMessage } from './notice-message.js';
import type { NoticeKind } from './notice-queue.js';
import type { Reader } from './reminder-claim-data.js';
import { mailOf } from './reminder-mail.js';
import type { Outgoing } from './reminder-outgoing.js';
import type { ClaimedReminder } from './reminder-queue.js';

type ClaimedNotice = ClaimedReminder & { kind: NoticeKind };

/** The notice of the claimed row as it stands now, in the reader's language; null when there is none to send. */
async function noticeFor(
  reader: Reader,
  claimed: ClaimedNotice,
  notices: NoticeData,
  language: Language,
): Promise<NoticeMessage | null> {
  const today = parseIsoDate(claimed.localDate);
  const switches = notices.switches.get(claimed.userId);
  if (!today.ok || !switches) return null;
  const birthdate = reader.birthdate === null ? null : parseIsoDate(reader.birthdate);
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
 * What a claimed notice sends: null, and nothing is sent, when its switch is off now or it has nothing to say
 * any more (the person was deleted since). By mail, a short mail of its own, not a line in the day's card
 * mail: each is its own row with its own once-only key, and the day's card may be off or already sent when a
 * notice is decided (decision 050).
 */
export async function noticeOutgoing(
  reader: Reader,
  claimed: ClaimedNotice,
  notices: NoticeData,
): Promise<Outgoing | null> {
  const language = chooseLanguage({ profile: reader.language });
  const notice = await noticeFor(reader, claimed, notices, language);
  if (!notice) return null;
  const content = {
    ...notice,
    subject: notice.title,
    linkText: messageText(language, 'NOTICE_MAIL_LINK_TEXT'),
  };
  return {
    payload: pushPayload(claimed, notice, language),
    topic: `${claimed.kind}-${claimed.localDate}`,
    mail: (to, links) => mailOf(to, content, links, language),
    path: notice.path,
  };
}

/** The push's JSON: the notice's words, a tap opening the app, and the action to write about the day. */
function pushPayload(claimed: ClaimedNotice, notice: NoticeMessage, language: Language): string {
  return JSON.stringify({
    kind: claimed.kind === 'period' ? 'period' : 'birthday-eve',
    title: notice.title,
    body: notice.body,
    url: notice.path,
    write: { title: messageText(language, 'REMINDER_WRITE_ACTION'), url: journalDayPath(claimed.localDate) },
  } satisfies ReminderPushPayload);
}
