// The notices besides the daily card (issue 34 item 2, docs/decisions/050-notices.md): a planetary period's
// first day and a saved person's birthday eve, on the reader's local day at UTC+14 and UTC−11, once each, in the
// reader's language, naming a person only when allowed, and never for a person deleted or a switch turned off.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reminderSends } from '../../src/db/schema.js';
import { rowsOf } from '../../src/db/sql-rows.js';
import type { Mail } from '../../src/lib/mailer.js';
import { createPushSender, type PushSender } from '../../src/providers/push/push-sender.js';
import { loadVapidKeys } from '../../src/providers/push/vapid-keys.js';
import { enqueueDueNotices } from '../../src/services/reminders/notice-queue.js';
import {
  addDevice,
  type ReminderSettingsChange,
  saveReminderSettings,
} from '../../src/services/reminders/reminder-settings.js';
import { runReminderTick } from '../../src/services/reminders/reminder-worker.js';
import { ORIGIN, signUp } from '../helpers/app.js';
import { type LocalPushService, startLocalPushService } from '../helpers/push-service.js';
import { setTimeZone } from '../helpers/reminders.js';
import { useTestApp } from '../helpers/test-app.js';

const suite = useTestApp();
const vapid = loadVapidKeys({
  DATA_DIR: mkdtempSync(join(tmpdir(), 'vapid-')),
  PUBLIC_URL: 'http://localhost:3000',
});
let push: LocalPushService;
let sender: PushSender;
const mails: Mail[] = [];

beforeAll(async () => {
  push = await startLocalPushService();
  sender = createPushSender(vapid);
});
afterAll(async () => {
  await push?.close();
});

const quietLog = { info() {}, warn() {}, error() {}, debug() {} } as unknown as FastifyBaseLogger;
const tickAt = (iso: string) =>
  runReminderTick(
    suite.db,
    {
      push: sender,
      publicUrl: 'http://localhost:3000',
      log: quietLog,
      mailer: { send: async (mail) => void mails.push(mail), close() {} },
    },
    () => new Date(iso),
  );

// Born 1990-05-10: the 2026 birthday year's Mercury period is 10 May – 30 June, Venus begins on 1 July 2026 with
// the Three of Spades (the yearly spread's second period card), 52 days after the birthday.
const BIRTHDATE = '1990-05-10';
const KIRITIMATI = 'Pacific/Kiritimati'; // UTC+14 all year: 08:00 local is 18:00 UTC the day before
const PAGO_PAGO = 'Pacific/Pago_Pago'; // UTC−11 all year: 08:00 local is 19:00 UTC the same day

type Notices = Partial<Omit<ReminderSettingsChange, 'timeOfDay'>>;

/** A reader in `zone` with one device, reminded at 08:00, the settings saved long before; notices as given. */
async function reader(zone: string, notices: Notices, profile: { language?: string } = {}) {
  const user = await signUp(suite.app);
  await setTimeZone(suite.db, user.id, zone);
  await suite.db.execute(
    sql`UPDATE profiles SET birthdate = ${BIRTHDATE}, language = ${profile.language ?? null} WHERE id = ${user.id}`,
  );
  await saveReminderSettings(suite.db, user.id, {
    enabled: false,
    byEmail: false,
    timeOfDay: '08:00',
    ...notices,
  });
  await suite.db.execute(
    sql`UPDATE reminder_settings SET updated_at = '2020-01-01T00:00:00Z' WHERE user_id = ${user.id}`,
  );
  const subscription = await push.subscribe(vapid.publicKey);
  await addDevice(suite.db, user.id, subscription);
  const received = async () =>
    (await push.messages(subscription.clientHash)).map(
      (text) => JSON.parse(text) as { kind: string; title: string; body: string; write?: { url: string } },
    );
  return { user, received };
}

async function savePerson(userId: string, name: string, birthdate: string): Promise<string> {
  const [row] = await rowsOf<{ id: string }>(
    suite.db,
    sql`INSERT INTO user_connections (user_id, name, birthdate) VALUES (${userId}, ${name}, ${birthdate}) RETURNING id`,
  );
  return row?.id ?? '';
}

describe('the period notice', () => {
  it('comes once on the local day a Venus period begins at UTC+14, not the day before or after', async () => {
    const { received } = await reader(KIRITIMATI, { periodNotice: true });
    await tickAt('2026-06-29T18:00:00Z'); // 30 June, 08:00 local: the Mercury period's last day
    expect(await received()).toHaveLength(0);
    await tickAt('2026-06-30T18:00:00Z'); // 1 July, 08:00 local
    await tickAt('2026-06-30T18:00:20Z'); // the next tick
    await tickAt('2026-07-01T18:00:00Z'); // 2 July
    const messages = await received();
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({
      kind: 'period',
      title: 'Your Venus period begins today: Three of Spades',
      write: { url: '/journal?on=2026-07-01' },
    });
    expect(JSON.stringify(messages)).not.toContain('1990');
  });

  it('comes once on the local day it begins at UTC−11', async () => {
    const { received } = await reader(PAGO_PAGO, { periodNotice: true });
    await tickAt('2026-06-30T19:00:00Z'); // 30 June, 08:00 local
    await tickAt('2026-06-30T18:59:00Z');
    expect(await received()).toHaveLength(0);
    await tickAt('2026-07-01T18:59:00Z'); // 1 July, 07:59 local: before the reader's time
    expect(await received()).toHaveLength(0);
    await tickAt('2026-07-01T19:00:00Z'); // 1 July, 08:00 local
    await tickAt('2026-07-01T19:00:00Z');
    await tickAt('2026-07-02T19:00:00Z'); // 2 July
    expect((await received()).map((message) => message.write?.url)).toEqual(['/journal?on=2026-07-01']);
  });

  it('speaks Russian with the planet after «планеты» and the card in the nominative', async () => {
    const { received } = await reader(KIRITIMATI, { periodNotice: true }, { language: 'ru' });
    await tickAt('2026-06-30T18:00:00Z');
    expect((await received())[0]?.title).toBe('Сегодня начинается ваш период планеты Венера: Тройка Пик');
  });

  it('is not sent when the switch is off, nor after it is turned off once queued', async () => {
    const off = await reader(PAGO_PAGO, { periodNotice: false });
    const turnedOff = await reader(PAGO_PAGO, { periodNotice: true });
    expect(await enqueueDueNotices(suite.db, new Date('2026-07-01T19:00:00Z'), 500)).toBeGreaterThan(0);
    await saveReminderSettings(suite.db, turnedOff.user.id, {
      enabled: false,
      byEmail: false,
      timeOfDay: '08:00',
      periodNotice: false,
    });
    await tickAt('2026-07-01T19:00:00Z');
    expect(await off.received()).toHaveLength(0);
    expect(await turnedOff.received()).toHaveLength(0);
  });
});

describe('the birthday-eve notice', () => {
  it('says "someone you saved" without the name unless the reader allows it, once', async () => {
    const anonymous = await reader(KIRITIMATI, { birthdayNotice: true });
    const named = await reader(KIRITIMATI, { birthdayNotice: true, noticeNames: true });
    for (const { user } of [anonymous, named]) {
      await savePerson(user.id, 'Olive Green', '1985-07-02');
      await savePerson(user.id, 'Sam Other', '1985-09-02');
    }
    await tickAt('2026-06-29T18:00:00Z'); // 30 June local: two days before
    await tickAt('2026-06-30T18:00:00Z'); // 1 July local: the eve of Olive's 2 July
    await tickAt('2026-06-30T18:05:00Z');
    await tickAt('2026-07-01T18:00:00Z'); // 2 July local: the day itself
    const [quiet] = await anonymous.received();
    expect(await anonymous.received()).toHaveLength(1);
    expect(quiet).toMatchObject({
      kind: 'birthday-eve',
      title: 'Someone you saved has a new year starting tomorrow',
    });
    expect(JSON.stringify(quiet)).not.toMatch(/Olive|Green|1985|07-02/);
    const namedMessages = await named.received();
    expect(namedMessages.map((message) => message.title)).toEqual(['Olive’s new year begins tomorrow']);
    expect(JSON.stringify(namedMessages)).not.toMatch(/Green|1985/);
  });

  it('names several people the language’s way, in Spanish', async () => {
    const { user, received } = await reader(
      PAGO_PAGO,
      { birthdayNotice: true, noticeNames: true },
      { language: 'es' },
    );
    await savePerson(user.id, 'Olive', '1985-07-02');
    await savePerson(user.id, 'Sam', '2001-07-02');
    await tickAt('2026-07-01T19:00:00Z');
    expect((await received())[0]?.title).toBe('Mañana empieza un nuevo año para Olive y Sam');
  });

  it('is not sent for a person deleted after it was queued', async () => {
    const { user, received } = await reader(PAGO_PAGO, { birthdayNotice: true, noticeNames: true });
    const olive = await savePerson(user.id, 'Olive', '1985-07-02');
    await enqueueDueNotices(suite.db, new Date('2026-07-01T19:00:00Z'), 500);
    const [queued] = await suite.db
      .select({ status: reminderSends.status })
      .from(reminderSends)
      .where(and(eq(reminderSends.userId, user.id), eq(reminderSends.kind, 'birthday-eve')));
    expect(queued?.status).toBe('pending');
    await suite.db.execute(sql`DELETE FROM user_connections WHERE id = ${olive}`);
    await tickAt('2026-07-01T19:00:00Z');
    expect(await received()).toHaveLength(0);
    const [after] = await suite.db
      .select({ status: reminderSends.status })
      .from(reminderSends)
      .where(and(eq(reminderSends.userId, user.id), eq(reminderSends.kind, 'birthday-eve')));
    expect(after?.status).toBe('dropped');
  });
});

describe('a day with the card and both notices', () => {
  it('is three sends, each once, and the notice mails name no birthdate', async () => {
    const { user, received } = await reader(KIRITIMATI, {
      enabled: true,
      byEmail: true,
      periodNotice: true,
      birthdayNotice: true,
    });
    await savePerson(user.id, 'Olive', '1985-07-02');
    mails.length = 0;
    await tickAt('2026-06-30T18:00:00Z');
    await tickAt('2026-06-30T18:00:30Z');
    expect((await received()).map((message) => message.kind).sort()).toEqual([
      'birthday-eve',
      'daily-card',
      'period',
    ]);
    const mine = mails.filter((mail) => mail.to === user.email);
    expect(mine.map((mail) => mail.subject).sort()).toEqual([
      'Someone you saved has a new year starting tomorrow',
      'Your Venus period begins today: Three of Spades',
      'Your card today: Ace of Spades',
    ]);
    for (const mail of mine) expect(`${mail.text}${mail.html}`).not.toMatch(/1990|1985|Olive/);
    const sends = await suite.db.select().from(reminderSends).where(eq(reminderSends.userId, user.id));
    expect(sends.map((send) => `${send.localDate} ${send.kind} ${send.status}`).sort()).toEqual([
      '2026-07-01 birthday-eve sent',
      '2026-07-01 daily sent',
      '2026-07-01 period sent',
    ]);
  });

  it('sends the day’s card before the notices are decided, and the notice in the same tick', async () => {
    const { user, received } = await reader(PAGO_PAGO, { enabled: true, periodNotice: true });
    const noticeRowsAtPush: number[] = [];
    const watching: PushSender = async (target, payload, topic) => {
      if (topic?.startsWith('daily-')) {
        const rows = await suite.db
          .select()
          .from(reminderSends)
          .where(and(eq(reminderSends.userId, user.id), sql`${reminderSends.kind} <> 'daily'`));
        noticeRowsAtPush.push(rows.length);
      }
      return sender(target, payload, topic);
    };
    await runReminderTick(
      suite.db,
      { push: watching, publicUrl: 'http://localhost:3000', log: quietLog },
      () => new Date('2026-07-01T19:00:00Z'), // 1 July, 08:00 local: the Venus period begins
    );
    // Every daily card pushed in this tick (other tests' readers may be due too) went before this reader's
    // notice had a row.
    expect(noticeRowsAtPush.length).toBeGreaterThan(0);
    expect(noticeRowsAtPush.every((rows) => rows === 0)).toBe(true);
    expect((await received()).map((message) => message.kind)).toEqual(['daily-card', 'period']);
  });
});

describe('PUT /api/reminders with the notices', () => {
  const put = (cookie: string, payload: object) =>
    suite.app.inject({
      method: 'PUT',
      url: '/api/reminders',
      payload,
      headers: { origin: ORIGIN, cookie },
    });

  it('saves a switch, keeps the others when left out, and refuses one that is not true or false in words', async () => {
    const user = await signUp(suite.app);
    const daily = { enabled: false, time_of_day: '08:00' };
    expect(
      (await put(user.cookie, { ...daily, period_notice: true, notice_names: true })).json(),
    ).toMatchObject({
      period_notice: true,
      birthday_notice: false,
      notice_names: true,
    });
    expect((await put(user.cookie, { ...daily, birthday_notice: true })).json()).toMatchObject({
      period_notice: true,
      birthday_notice: true,
      notice_names: true,
    });
    const refused = await put(user.cookie, { ...daily, period_notice: 'yes' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ error: 'A notice’s switch must be on or off (true or false).' });
  });
});
