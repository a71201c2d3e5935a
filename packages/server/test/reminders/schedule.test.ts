import { mkdtempSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reminderSends } from '../../src/db/schema.js';
import { createPushSender, type PushSender } from '../../src/providers/push/push-sender.js';
import { loadVapidKeys } from '../../src/providers/push/vapid-keys.js';
import {
  claimReminders,
  enqueueDueReminders,
  MAX_ATTEMPTS,
} from '../../src/services/reminders/reminder-queue.js';
import { addDevice } from '../../src/services/reminders/reminder-settings.js';
import { runReminderTick } from '../../src/services/reminders/reminder-worker.js';
import { signUp } from '../helpers/app.js';
import { type LocalPushService, startLocalPushService } from '../helpers/push-service.js';
import { readerWithDevice as readerOnPush, remindAt, setTimeZone } from '../helpers/reminders.js';
import { useTestApp } from '../helpers/test-app.js';

const suite = useTestApp({ signUpAdmin: true });
const vapid = loadVapidKeys({
  DATA_DIR: mkdtempSync(join(tmpdir(), 'vapid-')),
  PUBLIC_URL: 'http://localhost:3000',
});
let push: LocalPushService;
let sender: PushSender;

beforeAll(async () => {
  push = await startLocalPushService();
  sender = createPushSender(vapid);
});
afterAll(async () => {
  await push?.close();
});

/** A logger that keeps every line it is given, to check what reaches the log. */
function recordingLog(lines: string[]): FastifyBaseLogger {
  const record = (object: unknown, message?: string) => {
    lines.push(`${JSON.stringify(object)} ${message ?? ''}`);
  };
  const log = { info: record, warn: record, error: record, debug: record, trace: record, fatal: record };
  return { ...log, level: 'info', silent: () => {}, child: () => log } as unknown as FastifyBaseLogger;
}

const channels = (pushSender = sender, lines: string[] = []) => ({
  push: pushSender,
  publicUrl: 'http://localhost:3000',
  log: recordingLog(lines),
});
const tickAt = (iso: string, pushSender = sender, lines: string[] = []) =>
  runReminderTick(suite.db, channels(pushSender, lines), () => new Date(iso));

async function readerWithDevice(zone: string, time: string) {
  const pushService = { service: push, vapidPublicKey: vapid.publicKey };
  const { reader, subscription } = await readerOnPush(suite.app, suite.db, pushService, zone, time);
  return { reader, count: async () => (await push.messages(subscription.clientHash)).length };
}

describe('when a daily reminder is due', () => {
  it('goes out on the spring-forward day when the chosen time does not exist, once', async () => {
    // New York, 8 March 2026: 02:00 EST jumps to 03:00 EDT, so 02:30 never happens.
    const { count } = await readerWithDevice('America/New_York', '02:30');
    await tickAt('2026-03-08T06:59:00Z'); // 01:59 EST
    expect(await count()).toBe(0);
    await tickAt('2026-03-08T07:00:00Z'); // 03:00 EDT
    await tickAt('2026-03-08T07:30:00Z');
    expect(await count()).toBe(1);
  });

  it('goes out once on the fall-back day when the chosen time happens twice', async () => {
    // New York, 1 November 2026: 02:00 EDT falls back to 01:00 EST, so 01:30 comes twice.
    const { count } = await readerWithDevice('America/New_York', '01:30');
    await tickAt('2026-11-01T05:30:00Z'); // 01:30 EDT
    await tickAt('2026-11-01T06:30:00Z'); // 01:30 EST
    expect(await count()).toBe(1);
    await tickAt('2026-11-02T06:30:00Z'); // the next day, 01:30 EST
    expect(await count()).toBe(2);
  });

  it('a reminder due while the server was down goes out when it is back, the same day, once', async () => {
    const { count } = await readerWithDevice('Europe/Paris', '08:00');
    await tickAt('2026-06-10T09:40:00Z'); // 11:40 in Paris: back up after the 08:00 reminder was due
    await tickAt('2026-06-10T09:41:00Z');
    expect(await count()).toBe(1);
  });

  it('a reminder left unsent by a process that stopped is not sent on a later day', async () => {
    const { reader, count } = await readerWithDevice('Asia/Tokyo', '08:00');
    // Queued on 10 June (Tokyo), then the process stopped before sending it.
    await enqueueDueReminders(suite.db, new Date('2026-06-09T23:05:00Z'), 1_000);
    await tickAt('2026-06-10T22:00:00Z'); // 07:00 on 11 June in Tokyo: yesterday's is dropped, today's not due
    expect(await count()).toBe(0);
    const rows = await suite.db.select().from(reminderSends).where(eq(reminderSends.userId, reader.id));
    expect(rows.map((row) => [row.localDate, row.status])).toEqual([['2026-06-10', 'dropped']]);
    await tickAt('2026-06-10T23:00:00Z'); // 08:00 on 11 June
    expect(await count()).toBe(1);
  });

  it('a claim of a process that died mid-send is taken over after its lease, and sent once', async () => {
    const { count } = await readerWithDevice('Europe/London', '08:00');
    await enqueueDueReminders(suite.db, new Date('2026-06-10T07:05:00Z'), 1_000);
    const claimed = await claimReminders(suite.db, new Date('2026-06-10T07:05:00Z'), 1_000);
    expect(claimed.length).toBeGreaterThan(0); // …and the claiming process dies here
    await tickAt('2026-06-10T07:06:00Z'); // within the lease: left alone
    expect(await count()).toBe(0);
    await tickAt('2026-06-10T07:08:00Z'); // lease over
    await tickAt('2026-06-10T07:09:00Z');
    expect(await count()).toBe(1);
  });

  it('is not due on the day it was turned on after its hour', async () => {
    const reader = await signUp(suite.app);
    await setTimeZone(suite.db, reader.id, 'UTC');
    await remindAt(suite.db, reader.id, '08:00', { savedAt: new Date('2026-07-01T09:00:00Z') });
    const subscription = await push.subscribe(vapid.publicKey);
    await addDevice(suite.db, reader.id, subscription);
    await tickAt('2026-07-01T09:01:00Z');
    expect(await push.messages(subscription.clientHash)).toHaveLength(0);
    await tickAt('2026-07-02T08:00:00Z');
    expect(await push.messages(subscription.clientHash)).toHaveLength(1);
  });
});

describe('a push service that fails', () => {
  let failing: Server;
  let hits = 0;
  beforeAll(async () => {
    failing = createServer((request, response) => {
      hits += 1;
      request.resume();
      response.writeHead(503).end();
    });
    await new Promise<void>((resolve) => failing.listen(0, '127.0.0.1', resolve));
  });
  afterAll(() => new Promise<void>((resolve) => failing.close(() => resolve())));

  it('is retried with backoff, then the reminder is dropped for the day, logged without the token', async () => {
    const reader = await signUp(suite.app);
    await setTimeZone(suite.db, reader.id, 'UTC');
    await remindAt(suite.db, reader.id, '06:00', { savedAt: new Date('2020-01-01T00:00:00Z') });
    const { port } = failing.address() as AddressInfo;
    const token = 'secret-subscription-token-0123456789';
    const good = await push.subscribe(vapid.publicKey);
    await addDevice(suite.db, reader.id, {
      endpoint: `http://127.0.0.1:${port}/push/${token}`,
      keys: good.keys,
    });
    const lines: string[] = [];
    const start = Date.parse('2026-08-01T06:00:00Z');
    // Each tick a little later; retries come after 30 s, 2 min and 8 min.
    for (const minutes of [0, 0.25, 0.5, 1, 2.5, 3, 10, 11, 12, 30]) {
      await tickAt(new Date(start + minutes * 60_000).toISOString(), sender, lines);
    }
    expect(hits).toBe(MAX_ATTEMPTS);
    const [row] = await suite.db.select().from(reminderSends).where(eq(reminderSends.userId, reader.id));
    expect(row?.status).toBe('dropped');
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.join('\n')).not.toContain(token);
  });
});
