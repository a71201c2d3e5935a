/**
 * Daily card reminder benchmark (docs/decisions/037-daily-reminders.md): how long one process takes to send N
 * due reminders (default 10,000) to a local push service that speaks the real protocol (web-push-testing, in
 * its own process: it checks each VAPID signature and decrypts each message), and the sending process's
 * memory. The readers, settings and devices are inserted directly (sign-up is not what is measured).
 * Figures are printed, never asserted.
 *
 * Run alone: node --conditions=source --import tsx bench/reminders-bench.ts [--smoke] [N]
 * (--smoke or BENCH_SMOKE=1: 50 reminders, seconds). DATABASE_URL set: on that PostgreSQL; else PGlite.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import pLimit from 'p-limit';
import type { Db } from '../packages/server/src/db/client.js';
import { profiles, pushSubscriptions, reminderSettings, user } from '../packages/server/src/db/schema.js';
import { createPushSender } from '../packages/server/src/providers/push/push-sender.js';
import { generateVapidKeys } from '../packages/server/src/providers/push/vapid-keys.js';
import { runReminderTick } from '../packages/server/src/services/reminders/reminder-worker.js';
import { createTestDatabase } from '../packages/server/test/helpers/database.js';
import { freePort } from '../packages/server/test/helpers/server-process.js';

export interface ReminderFigures {
  reminders: number;
  sent: number;
  /** Sends the push service failed (the socket closed under load) and the next tick retried. */
  retried: number;
  dropped: number;
  ticks: number;
  seconds: number;
  perSecond: number;
  /** Growth of the sending process's heap and RSS over the run, and the RSS peak sampled every 50 ms. */
  heapGrowthMb: number;
  rssPeakMb: number;
  rssGrowthMb: number;
  load: number;
  database: 'postgres' | 'pglite';
}

const SMOKE_COUNT = 50;
const FULL_COUNT = 10_000;

/** web-push-testing in a child process, so its decryption does not count against the sender. */
async function startPushService(): Promise<{ origin: string; child: ChildProcess }> {
  const port = await freePort();
  const script = `const S=require('web-push-testing/src/server.js');const {PushApiModel}=require('web-push-testing/src/PushApiModel.js');new S(new PushApiModel(),${port}).startServer();`;
  const child = spawn(process.execPath, ['-e', script], {
    stdio: process.env.BENCH_DEBUG ? 'inherit' : 'ignore',
  });
  const origin = `http://localhost:${port}`;
  for (let attempt = 0; attempt < 200; attempt += 1) {
    try {
      if ((await fetch(`${origin}/status`, { method: 'POST' })).ok) return { origin, child };
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  child.kill();
  throw new Error('push service did not start');
}

type Subscription = { endpoint: string; keys: { p256dh: string; auth: string } };

async function subscribe(origin: string, key: string): Promise<Subscription> {
  const response = await fetch(`${origin}/subscribe`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userVisibleOnly: 'true', applicationServerKey: key }),
  });
  return ((await response.json()) as { data: Subscription }).data;
}

/** N readers due now (UTC, 00:00, saved long ago), each with one device at the push service. */
async function seedReaders(db: Db, count: number, origin: string, key: string): Promise<void> {
  const limit = pLimit(32);
  const subscriptions = await Promise.all(
    Array.from({ length: count }, () => limit(() => subscribe(origin, key))),
  );
  const savedAt = new Date('2020-01-01T00:00:00Z');
  for (let start = 0; start < count; start += 1_000) {
    const ids = subscriptions.slice(start, start + 1_000).map(() => randomUUID());
    await db.insert(user).values(ids.map((id) => ({ id, name: 'Bench', email: `${id}@bench.example` })));
    await db.insert(profiles).values(ids.map((id) => ({ id, timeZone: 'UTC', birthdate: '1990-02-28' })));
    await db
      .insert(reminderSettings)
      .values(ids.map((userId) => ({ userId, enabled: true, timeOfDay: '00:00', updatedAt: savedAt })));
    await db.insert(pushSubscriptions).values(
      ids.map((userId, index) => {
        const subscription = subscriptions[start + index] as Subscription;
        return { userId, endpoint: subscription.endpoint, ...subscription.keys };
      }),
    );
  }
}

const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;

export async function runRemindersBench(count = FULL_COUNT): Promise<ReminderFigures> {
  const database = await createTestDatabase();
  const push = await startPushService();
  try {
    const vapid = { ...generateVapidKeys(), subject: 'mailto:bench@localhost' };
    await seedReaders(database.db, count, push.origin, vapid.publicKey);
    const silent = (process.env.BENCH_DEBUG ? console : { info() {}, warn() {}, error() {} }) as never;
    const channels = { push: createPushSender(vapid), publicUrl: 'http://localhost', log: silent };
    global.gc?.();
    const before = process.memoryUsage();
    let rssPeak = before.rss;
    const sampler = setInterval(() => {
      rssPeak = Math.max(rssPeak, process.memoryUsage().rss);
    }, 50);
    // A fixed noon (UTC), moved past the retry backoff after each tick, so a message the push service
    // dropped on the floor is retried at once instead of minutes later: the figure is the sending work.
    let clock = Date.parse(`${new Date().toISOString().slice(0, 10)}T12:00:00Z`);
    const done = { sent: 0, retried: 0, dropped: 0, ticks: 0 };
    const started = performance.now();
    for (;;) {
      const tick = await runReminderTick(database.db, channels, () => new Date(clock));
      done.sent += tick.sent;
      done.dropped += tick.dropped;
      done.retried += tick.retried;
      done.ticks += 1;
      if (tick.retried === 0) break;
      clock += 10 * 60 * 1000;
    }
    if (process.env.BENCH_DEBUG) console.log(done);
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    const after = process.memoryUsage();
    return {
      reminders: count,
      sent: done.sent,
      retried: done.retried,
      dropped: done.dropped,
      ticks: done.ticks,
      seconds: Math.round(seconds * 100) / 100,
      perSecond: Math.round(done.sent / seconds),
      heapGrowthMb: mb(after.heapUsed - before.heapUsed),
      rssPeakMb: mb(rssPeak),
      rssGrowthMb: mb(rssPeak - before.rss),
      load: Math.round((loadavg()[0] ?? 0) * 10) / 10,
      database: process.env.DATABASE_URL ? 'postgres' : 'pglite',
    };
  } finally {
    push.child.kill();
    await database.close();
  }
}

export function printRemindersFigures(figures: ReminderFigures): void {
  console.log('Daily card reminders (one process, local push service in another; docs/decisions/037)');
  console.log(
    `  ${figures.sent} of ${figures.reminders} reminders sent in ${figures.seconds} s: ${figures.perSecond}/s (${figures.database}); ${figures.retried} retried, ${figures.dropped} dropped, ${figures.ticks} ticks`,
  );
  console.log(
    `  memory: heap +${figures.heapGrowthMb} MB, RSS peak ${figures.rssPeakMb} MB (+${figures.rssGrowthMb} MB); load ${figures.load}`,
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const smoke = process.argv.includes('--smoke') || process.env.BENCH_SMOKE === '1';
  const given = Number(process.argv.find((arg) => /^\d+$/.test(arg)));
  const count = smoke ? SMOKE_COUNT : Number.isInteger(given) && given > 0 ? given : FULL_COUNT;
  printRemindersFigures(await runRemindersBench(count));
  process.exit(0);
}
