import {
  REMINDER_LINK_UNKNOWN_TITLE,
  REMINDER_UNSUBSCRIBED_TITLE,
  type ReminderSettings,
} from '@cardology/contract/reminders';
import { parseIsoDate } from '@cardology/engine/dates';
import { ES } from '@cardology/engine/texts/locales/es/index';
import { todaysCard } from '@cardology/engine/todays-card';
import { sql } from 'drizzle-orm';
import { type ParsedMail, simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSmtpMailer } from '../../src/providers/mail/smtp-mailer.js';
import { runReminderTick } from '../../src/services/reminders/reminder-worker.js';
import {
  ORIGIN,
  PASSWORD,
  PUBLIC_URL,
  signIn,
  signUpRequest,
  type TestUser,
  uniqueEmail,
} from '../helpers/app.js';
import { setTimeZone } from '../helpers/reminders.js';
import { type SmtpMailbox, startSmtpMailbox } from '../helpers/smtp-mailbox.js';
import { useTestApp } from '../helpers/test-app.js';

let smtp: SmtpMailbox;

beforeAll(async () => {
  smtp = await startSmtpMailbox();
});
afterAll(async () => {
  await smtp?.close();
});

/** SMTP_URL is set only on the app, after the server above is listening: the env is read when it is built. */
const suite = useTestApp({ env: { SMTP_URL: 'smtp://127.0.0.1:1' } });

/**
 * With mail on, a new account waits for its address to be confirmed before it signs in (decision 032); the
 * confirmation mail is not what this file tests, so the account is marked confirmed and signs in.
 */
async function signUpConfirmed(name: string): Promise<TestUser> {
  const email = uniqueEmail();
  const response = await signUpRequest(suite.app, { name, email, password: PASSWORD });
  const { user } = response.json<{ user: { id: string } }>();
  await suite.db.execute(sql`UPDATE "user" SET email_verified = true WHERE id = ${user.id}`);
  return { id: user.id, email, name, cookie: await signIn(suite.app, { email, password: PASSWORD }) };
}

const NOW = new Date('2026-11-26T19:05:00Z'); // 08:05 on Friday 27 November in Auckland
const BIRTHDATE = '1988-10-24';

async function tick(at = NOW) {
  const mailer = createSmtpMailer(smtp.url, 'Cardology <no-reply@localhost>');
  try {
    return await runReminderTick(
      suite.db,
      { push: async () => 'delivered', mailer, publicUrl: PUBLIC_URL, log: suite.app.log },
      () => at,
    );
  } finally {
    mailer.close();
  }
}

describe('the daily card by e-mail, through a real SMTP server', () => {
  let mail: ParsedMail;
  let reader: TestUser;

  beforeAll(async () => {
    reader = await signUpConfirmed('Imogen Quill');
    await setTimeZone(suite.db, reader.id, 'Pacific/Auckland');
    await suite.db.execute(sql`UPDATE profiles SET birthdate = ${BIRTHDATE} WHERE id = ${reader.id}`);
    const saved = await suite.app.inject({
      method: 'PUT',
      url: '/api/reminders',
      headers: { origin: ORIGIN, cookie: reader.cookie },
      payload: { enabled: true, time_of_day: '08:00', by_email: true },
    });
    expect(saved.json<ReminderSettings>()).toMatchObject({ by_email: true, email_available: true });
    await suite.db.execute(
      sql`UPDATE reminder_settings SET updated_at = '2020-01-01Z' WHERE user_id = ${reader.id}`,
    );
    await tick();
    await tick(new Date(NOW.getTime() + 60_000));
    expect(smtp.rawMails()).toHaveLength(1);
    mail = await simpleParser(smtp.rawMails()[0] ?? '');
  });

  it('draws today’s card of the reader’s local date, in HTML and in plain text', () => {
    const friday = parseIsoDate('2026-11-27');
    if (!friday.ok) throw new Error('date');
    const card = todaysCard(friday.value);
    expect(mail.subject).toContain(card.name);
    expect(mail.text).toContain(card.title);
    expect(mail.html).toContain(card.title);
    expect(mail.html).toContain(card.card.replace('&', '&amp;'));
    expect(mail.html).not.toMatch(/<img/i);
    expect(mail.text).toMatch(/Day \d+ of your \w+ period/);
  });

  it('links home and carries one-click unsubscribe headers', () => {
    expect(mail.text).toContain(`${PUBLIC_URL}/`);
    // RFC 8058's header as sent (mailparser folds the List-* headers into one structure).
    expect(smtp.rawMails()[0]).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);
    const list = mail.headers.get('list') as unknown as { unsubscribe?: { url?: string } } | undefined;
    expect(list?.unsubscribe?.url).toMatch(
      new RegExp(`^${PUBLIC_URL}/api/reminders/unsubscribe/[A-Za-z0-9_-]{43}$`),
    );
  });

  it('says nothing private: no birthdate, no e-mail address, no name in the words', () => {
    for (const part of [mail.text ?? '', String(mail.html), mail.subject ?? '']) {
      expect(part).not.toContain(reader.email);
      expect(part).not.toContain('Imogen');
      expect(part).not.toMatch(/1988|10-24|October 24|24 October/);
    }
  });

  it('is written in the reader’s stored language (es): subject, card, period line and links', async () => {
    const spanish = await signUpConfirmed('Lucía Reyes');
    await setTimeZone(suite.db, spanish.id, 'Pacific/Auckland');
    await suite.db.execute(
      sql`UPDATE profiles SET birthdate = ${BIRTHDATE}, language = 'es' WHERE id = ${spanish.id}`,
    );
    await suite.app.inject({
      method: 'PUT',
      url: '/api/reminders',
      headers: { origin: ORIGIN, cookie: spanish.cookie },
      payload: { enabled: true, time_of_day: '08:00', by_email: true },
    });
    await suite.db.execute(
      sql`UPDATE reminder_settings SET updated_at = '2020-01-01Z' WHERE user_id = ${spanish.id}`,
    );
    const before = smtp.rawMails().length;
    await tick(new Date(NOW.getTime() + 120_000));
    const raw = smtp
      .rawMails()
      .slice(before)
      .find((text) => text.includes(spanish.email));
    const es = await simpleParser(raw ?? '');
    const friday = parseIsoDate('2026-11-27');
    if (!friday.ok) throw new Error('date');
    const card = ES.cards[todaysCard(friday.value).card as keyof typeof ES.cards];
    expect(es.subject).toBe(`Tu carta de hoy: ${card.name}`);
    expect(es.text).toContain(card.title);
    expect(es.text).toMatch(/Día \d+ de tu período de \p{L}+\./u);
    expect(es.text).toContain('Abrir la carta de hoy');
    expect(es.text).toContain('Dejar de recibir estos correos');
  });

  it('unsubscribes in one click without signing in; the link then shows a kind page', async () => {
    const list = mail.headers.get('list') as unknown as { unsubscribe: { url: string } };
    const path = list.unsubscribe.url.slice(PUBLIC_URL.length);
    const shown = await suite.app.inject({ method: 'GET', url: path });
    expect(shown.statusCode).toBe(200);
    expect(shown.body).toContain('<form method="post"');
    const oneClick = {
      method: 'POST' as const,
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    };
    const first = await suite.app.inject(oneClick);
    expect(first.statusCode).toBe(200);
    expect(first.body).toContain(REMINDER_UNSUBSCRIBED_TITLE);
    const settings = await suite.app.inject({
      method: 'GET',
      url: '/api/reminders',
      headers: { cookie: reader.cookie },
    });
    expect(settings.json<ReminderSettings>()).toMatchObject({ enabled: true, by_email: false });
    const again = await suite.app.inject(oneClick);
    expect(again.statusCode).toBe(200);
    expect(again.body).toContain(REMINDER_LINK_UNKNOWN_TITLE);
  });
});
