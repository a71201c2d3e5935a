import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type ReminderPushPayload, reminderPushPayload } from '@cardology/contract/reminders';
import { parseIsoDate } from '@cardology/engine/dates';
import { ES } from '@cardology/engine/texts/locales/es/index';
import { todaysCard } from '@cardology/engine/todays-card';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushSubscriptions } from '../../src/db/schema.js';
import { metricsRegistry } from '../../src/metrics/registry.js';
import { createPushSender, type PushSender } from '../../src/providers/push/push-sender.js';
import { loadVapidKeys, type VapidKeys } from '../../src/providers/push/vapid-keys.js';
import { runReminderTick } from '../../src/services/reminders/reminder-worker.js';
import { type LocalPushService, startLocalPushService } from '../helpers/push-service.js';
import { readerWithDevice as readerOnPush } from '../helpers/reminders.js';
import { useTestApp } from '../helpers/test-app.js';

const suite = useTestApp({ signUpAdmin: true });
let push: LocalPushService;
let vapid: VapidKeys;
let sender: PushSender;

beforeAll(async () => {
  push = await startLocalPushService();
  vapid = loadVapidKeys({
    DATA_DIR: mkdtempSync(join(tmpdir(), 'vapid-')),
    PUBLIC_URL: 'http://localhost:3000',
  });
  sender = createPushSender(vapid);
});
afterAll(async () => {
  await push?.close();
});

const channels = () => ({ push: sender, publicUrl: 'http://localhost:3000', log: suite.app.log });

/** A reader in `zone` with one subscribed device, reminded at `time`, the setting saved long before. */
const readerWithDevice = (zone: string, time: string) =>
  readerOnPush(suite.app, suite.db, { service: push, vapidPublicKey: vapid.publicKey }, zone, time);

/** The process's reminders counter for one outcome, as GET /metrics would show it. */
async function reminderCount(outcome: 'sent' | 'dropped'): Promise<number> {
  const metric = metricsRegistry.getSingleMetric('cardology_reminders_total');
  if (!metric) return 0;
  const { values } = await metric.get();
  return values.find((value) => value.labels.outcome === outcome)?.value ?? 0;
}

const payloads = async (clientHash: string): Promise<ReminderPushPayload[]> =>
  (await push.messages(clientHash)).map((text) => reminderPushPayload.parse(JSON.parse(text)));

describe('daily card reminder by Web Push, against a local push service', () => {
  it('delivers today’s card of the reader’s local date, signed and encrypted, once', async () => {
    // 19:05 UTC on 26 November is 08:05 on Friday 27 November in Auckland (UTC+13).
    const { subscription } = await readerWithDevice('Pacific/Auckland', '08:00');
    const now = new Date('2026-11-26T19:05:00Z');
    await runReminderTick(suite.db, channels(), () => now);
    await runReminderTick(suite.db, channels(), () => new Date('2026-11-26T19:06:00Z'));
    const messages = await payloads(subscription.clientHash);
    expect(messages).toHaveLength(1);
    const friday = parseIsoDate('2026-11-27');
    if (!friday.ok) throw new Error('date');
    const card = todaysCard(friday.value);
    expect(messages[0]).toMatchObject({
      kind: 'daily-card',
      url: '/',
      // The reader's local day, not the server's (26 November in UTC).
      write: { title: 'Write about today', url: '/journal?on=2026-11-27' },
    });
    expect(messages[0]?.title).toContain(card.name);
    expect(messages[0]?.body).toContain(card.title);
  });

  it('writes the push in the reader’s stored language (es), card and sentences alike', async () => {
    const { reader, subscription } = await readerWithDevice('Pacific/Auckland', '08:00');
    await suite.db.execute(sql`UPDATE profiles SET language = 'es' WHERE id = ${reader.id}`);
    await runReminderTick(suite.db, channels(), () => new Date('2026-11-26T19:05:00Z'));
    const messages = await payloads(subscription.clientHash);
    expect(messages).toHaveLength(1);
    const friday = parseIsoDate('2026-11-27');
    if (!friday.ok) throw new Error('date');
    const card = ES.cards[todaysCard(friday.value).card as keyof typeof ES.cards];
    expect(messages[0]?.title).toBe(`Tu carta de hoy: ${card.name}`);
    expect(messages[0]?.write?.title).toBe('Escribir sobre hoy');
    // No birthdate on this profile: the invitation line, in Spanish.
    expect(messages[0]?.body).toBe(
      `${card.title}. Un momento tranquilo con la carta de hoy te está esperando.`,
    );
  });

  it('counts each reminder once in the metrics, by outcome (GET /metrics)', async () => {
    const sentBefore = await reminderCount('sent');
    const { subscription } = await readerWithDevice('Pacific/Auckland', '08:00');
    await runReminderTick(suite.db, channels(), () => new Date('2026-11-26T19:05:00Z'));
    await runReminderTick(suite.db, channels(), () => new Date('2026-11-26T19:06:00Z'));
    expect(await push.messages(subscription.clientHash)).toHaveLength(1);
    expect(await reminderCount('sent')).toBe(sentBefore + 1);
  });

  it('is not due before the reader’s time of day', async () => {
    const { subscription } = await readerWithDevice('America/Los_Angeles', '08:00');
    // 15:59 UTC is 07:59 in Los Angeles (UTC−8 in November).
    await runReminderTick(suite.db, channels(), () => new Date('2026-11-26T15:59:00Z'));
    expect(await payloads(subscription.clientHash)).toHaveLength(0);
    await runReminderTick(suite.db, channels(), () => new Date('2026-11-26T16:00:00Z'));
    expect(await payloads(subscription.clientHash)).toHaveLength(1);
  });

  it('removes a device the push service says is gone (410)', async () => {
    const { reader, subscription } = await readerWithDevice('Europe/Paris', '09:00');
    await push.expire(subscription.clientHash);
    await runReminderTick(suite.db, channels(), () => new Date('2026-11-26T08:30:00Z'));
    const left = await suite.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, reader.id));
    expect(left).toHaveLength(0);
  });

  it('stores nothing about the reader in the message: no e-mail, no birthdate, no name', async () => {
    const { reader, subscription } = await readerWithDevice('Europe/Berlin', '07:30');
    await suite.db.execute(sql`UPDATE profiles SET birthdate = '1988-10-24' WHERE id = ${reader.id}`);
    await runReminderTick(suite.db, channels(), () => new Date('2026-11-26T06:31:00Z'));
    const [text] = await push.messages(subscription.clientHash);
    expect(text).toBeDefined();
    expect(text).not.toContain(reader.email);
    expect(text).not.toContain(reader.name);
    expect(text).not.toMatch(/1988|10-24|24 October|October 24/);
    expect(text).toMatch(/Day \d+ of your \w+ period/);
  });
});
