/**
 * Daily card reminder benchmark (docs/decisions/037-daily-reminders.md): how long one process takes to send N
 * due reminders (default 10,000) to a local push service that speaks the real protocol (web-push-testing, in
 * its own process: it checks each VAPID signature and decrypts each message), and the sending process's
 * memory. The readers, settings and devices are inserted directly (sign-up is not what is measured).
 * Figures are printed, never asserted.
 *
 * Run alone: node --conditions=source --import tsx bench/reminders-bench.ts [--smoke] [--sink] [N]
 * (--smoke or BENCH_SMOKE=1: 50 reminders, seconds). DATABASE_URL set: on that PostgreSQL; else PGlite.
 * --sink (or BENCH_PUSH=sink): instead of web-push-testing, a push service that only counts (reads each body,
 * answers 201 at once, checks nothing), also in its own process: the sender's own rate, without the fake's
 * signature check and decryption. CPU seconds of both processes are printed, as the machine is shared and
 * wall time alone says little under load.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createECDH, randomBytes, randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import pLimit from 'p-limit';
import type { Db } from '../packages/server/src/db/client.js';
import { profiles, pushSubscriptions, reminderSettings, user } from '../packages/server/src/db/schema.js';
import { rowsOf } from '../packages/server/src/db/sql-rows.js';
import {
  type ClosablePushSender,
  createPushSender,
} from '../packages/server/src/providers/push/push-sender.js';
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
  heapBeforeMb: number;
  heapAfterMb: number;
  /** CPU time (user + system) over the sending: this process, and the push service's process. */
  senderCpuS: number;
  /** Of senderCpuS, the main thread's (the database and HTTP; the rest is the encryption threads'). */
  senderMainThreadCpuS: number | null;
  /** Of senderCpuS, the kernel's share (system time: sockets, mostly). */
  senderSystemCpuS: number;
  /**
   * Of senderCpuS, the other threads': the busiest three (the encryption pool's), and the rest together (V8's
   * garbage collection and compiler helpers, libuv's pool).
   */
  senderOtherThreadsCpuS: { busiest: number[]; rest: number };
  pushServiceCpuS: number | null;
  /** The PostgreSQL backends serving the run (same machine, same cores); null on PGlite. */
  postgresCpuS: number | null;
  /** Load average (1 minute) when the sending started, and at its end. */
  loadBefore: number;
  load: number;
  database: 'postgres' | 'pglite';
  pushService: PushServiceKind;
}

/** The real protocol fake (checks each VAPID signature, decrypts each message), or a sink that only counts. */
export type PushServiceKind = 'web-push-testing' | 'sink';

const SMOKE_COUNT = 50;
const FULL_COUNT = 10_000;

type PushService = { origin: string; child: ChildProcess; kind: PushServiceKind };

/** web-push-testing in a child process, so its decryption does not count against the sender. */
const FAKE_SCRIPT = (port: number) =>
  `const S=require('web-push-testing/src/server.js');const {PushApiModel}=require('web-push-testing/src/PushApiModel.js');new S(new PushApiModel(),${port}).startServer();`;

/** A push service that reads each request's body and answers 201 (POST /status: 200), checking nothing. */
const SINK_SCRIPT = (port: number) =>
  `let n=0;require('node:http').createServer((q,r)=>{q.resume();q.on('end',()=>{if(q.url!=='/status')n+=1;r.writeHead(q.url==='/status'?200:201,{'content-length':'0'});r.end();});}).listen(${port},'localhost');`;

async function startPushService(kind: PushServiceKind): Promise<PushService> {
  const port = await freePort();
  const script = kind === 'sink' ? SINK_SCRIPT(port) : FAKE_SCRIPT(port);
  const child = spawn(process.execPath, ['-e', script], {
    stdio: process.env.BENCH_DEBUG ? 'inherit' : 'ignore',
  });
  const origin = `http://localhost:${port}`;
  for (let attempt = 0; attempt < 200; attempt += 1) {
    try {
      if ((await fetch(`${origin}/status`, { method: 'POST' })).ok) return { origin, child, kind };
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  child.kill();
  throw new Error('push service did not start');
}

/**
 * CPU seconds (user + system) a process has used, from /proc (Linux); null elsewhere. With `thread`, that one
 * thread's (the main thread's id is the process id).
 */
function cpuSecondsOf(pid: number | undefined, thread?: number): number | null {
  try {
    const file = thread === undefined ? `/proc/${pid}/stat` : `/proc/${pid}/task/${thread}/stat`;
    const fields = readFileSync(file, 'utf8').split(') ')[1]?.split(' ') ?? [];
    // utime and stime are fields 14 and 15 of stat, in clock ticks (100 per second on Linux).
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}

/** Every thread of this process and its CPU seconds so far, by thread id (empty where /proc is missing). */
function threadsCpu(): Map<number, number> {
  const threads = new Map<number, number>();
  let ids: string[] = [];
  try {
    ids = readdirSync(`/proc/${process.pid}/task`);
  } catch {
    return threads;
  }
  for (const id of ids) {
    const seconds = cpuSecondsOf(process.pid, Number(id));
    if (seconds !== null) threads.set(Number(id), seconds);
  }
  return threads;
}

/**
 * The threads other than the main one, by CPU over the run (a thread started during it counts whole): the
 * busiest (the encryption thread or threads) apart from the rest (V8's helpers: garbage collection and
 * compilation; libuv's pool).
 */
function otherThreadsCpu(before: Map<number, number>, after: Map<number, number>) {
  const used = [...after]
    .filter(([id]) => id !== process.pid)
    .map(([id, seconds]) => seconds - (before.get(id) ?? 0))
    .sort((a, b) => b - a);
  const round = (seconds: number) => Math.round(seconds * 100) / 100;
  return {
    busiest: used.slice(0, 3).map(round),
    rest: round(used.slice(3).reduce((sum, seconds) => sum + seconds, 0)),
  };
}

/**
 * CPU seconds of the PostgreSQL backends serving this bench's database (its own, fresh), by process id; empty
 * on PGlite (which runs in this process, so its CPU is the sender's).
 */
async function postgresCpu(db: Db): Promise<Map<number, number>> {
  const backends = new Map<number, number>();
  if (!process.env.DATABASE_URL) return backends;
  const rows = await rowsOf<{ pid: number }>(
    db,
    sql`SELECT pid FROM pg_stat_activity WHERE datname = current_database()`,
  );
  for (const { pid } of rows) {
    const seconds = cpuSecondsOf(pid);
    if (seconds !== null) backends.set(pid, seconds);
  }
  return backends;
}

/** The CPU the backends used between two readings (a backend seen only after counts whole); null on PGlite. */
function postgresCpuBetween(before: Map<number, number>, after: Map<number, number>): number | null {
  if (!process.env.DATABASE_URL) return null;
  let seconds = 0;
  for (const [pid, now] of after) seconds += now - (before.get(pid) ?? 0);
  return Math.round(seconds * 100) / 100;
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

/** A subscription the sink takes: real P-256 and auth keys (the sender encrypts for them), nobody decrypts. */
function sinkSubscription(origin: string): Subscription {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    endpoint: `${origin}/notify/${randomBytes(16).toString('hex')}`,
    keys: { p256dh: ecdh.getPublicKey('base64url'), auth: randomBytes(16).toString('base64url') },
  };
}

/** Readers' birthdates spread over 70 years (deterministic), as their messages' period lines are. */
const birthdateOf = (reader: number) =>
  new Date(Date.UTC(1940, 0, 1) + ((reader * 7_919) % 25_567) * 86_400_000).toISOString().slice(0, 10);

/** N readers due now (UTC, 00:00, saved long ago), each with one device at the push service. */
async function seedReaders(db: Db, count: number, push: PushService, key: string): Promise<void> {
  const limit = pLimit(32);
  const subscriptions = await Promise.all(
    Array.from({ length: count }, () =>
      limit(async () => (push.kind === 'sink' ? sinkSubscription(push.origin) : subscribe(push.origin, key))),
    ),
  );
  const savedAt = new Date('2020-01-01T00:00:00Z');
  for (let start = 0; start < count; start += 1_000) {
    const ids = subscriptions.slice(start, start + 1_000).map(() => randomUUID());
    await db.insert(user).values(ids.map((id) => ({ id, name: 'Bench', email: `${id}@bench.example` })));
    await db
      .insert(profiles)
      .values(ids.map((id, index) => ({ id, timeZone: 'UTC', birthdate: birthdateOf(start + index) })));
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

/** The CPU seconds between two readings of cpuSecondsOf, to the hundredth; null when either is unknown. */
const secondsBetween = (before: number | null, after: number | null) =>
  before === null || after === null ? null : Math.round((after - before) * 100) / 100;

const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;

/**
 * Ticks until nothing is left to retry. A fixed noon (UTC), moved past the retry backoff after each tick, so a
 * message the push service dropped on the floor is retried at once instead of minutes later: the figure is the
 * sending work.
 */
async function tickUntilNoRetries(
  db: Parameters<typeof runReminderTick>[0],
  channels: Parameters<typeof runReminderTick>[1],
) {
  let clock = Date.parse(`${new Date().toISOString().slice(0, 10)}T12:00:00Z`);
  const done = { sent: 0, retried: 0, dropped: 0, ticks: 0 };
  for (;;) {
    const tick = await runReminderTick(db, channels, () => new Date(clock));
    done.sent += tick.sent;
    done.dropped += tick.dropped;
    done.retried += tick.retried;
    done.ticks += 1;
    if (tick.retried === 0) return done;
    clock += 10 * 60 * 1000;
  }
}

/** What the CPU figures are taken from, read before and after the sending. */
type CpuReading = {
  load: number;
  postgres: Map<number, number>;
  pushService: number | null;
  threads: Map<number, number>;
  process: NodeJS.CpuUsage;
  main: number | null;
};

async function readCpu(db: Db, push: PushService): Promise<CpuReading> {
  return {
    load: loadavg()[0] ?? 0,
    postgres: await postgresCpu(db),
    pushService: cpuSecondsOf(push.child.pid),
    threads: threadsCpu(),
    process: process.cpuUsage(),
    main: cpuSecondsOf(process.pid, process.pid),
  };
}

type CpuFigures = Pick<
  ReminderFigures,
  | 'senderCpuS'
  | 'senderSystemCpuS'
  | 'senderMainThreadCpuS'
  | 'senderOtherThreadsCpuS'
  | 'pushServiceCpuS'
  | 'postgresCpuS'
  | 'loadBefore'
  | 'load'
>;

function cpuFigures(before: CpuReading, after: CpuReading): CpuFigures {
  const user = after.process.user - before.process.user;
  const system = after.process.system - before.process.system;
  return {
    senderCpuS: Math.round((user + system) / 10_000) / 100,
    senderSystemCpuS: Math.round(system / 10_000) / 100,
    senderMainThreadCpuS: secondsBetween(before.main, after.main),
    senderOtherThreadsCpuS: otherThreadsCpu(before.threads, after.threads),
    pushServiceCpuS: secondsBetween(before.pushService, after.pushService),
    postgresCpuS: postgresCpuBetween(before.postgres, after.postgres),
    loadBefore: Math.round(before.load * 10) / 10,
    load: Math.round(after.load * 10) / 10,
  };
}

export async function runRemindersBench(
  count = FULL_COUNT,
  pushKind: PushServiceKind = 'web-push-testing',
): Promise<ReminderFigures> {
  const database = await createTestDatabase();
  const push = await startPushService(pushKind);
  let sender: ClosablePushSender | undefined;
  try {
    const vapid = { ...generateVapidKeys(), subject: 'mailto:bench@localhost' };
    await seedReaders(database.db, count, push, vapid.publicKey);
    const silent = (process.env.BENCH_DEBUG ? console : { info() {}, warn() {}, error() {} }) as never;
    sender = createPushSender(vapid);
    const channels = { push: sender, publicUrl: 'http://localhost', log: silent };
    global.gc?.();
    const before = process.memoryUsage();
    let rssPeak = before.rss;
    const sampler = setInterval(() => {
      // rss() alone: memoryUsage() also walks the heap's spaces, which cost the main thread ~0.3 s a run.
      rssPeak = Math.max(rssPeak, process.memoryUsage.rss());
    }, 50);
    const cpuBefore = await readCpu(database.db, push);
    const started = performance.now();
    const done = await tickUntilNoRetries(database.db, channels);
    if (process.env.BENCH_DEBUG) console.log(done);
    const seconds = (performance.now() - started) / 1000;
    const cpu = cpuFigures(cpuBefore, await readCpu(database.db, push));
    clearInterval(sampler);
    global.gc?.();
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
      heapBeforeMb: mb(before.heapUsed),
      heapAfterMb: mb(after.heapUsed),
      ...cpu,
      database: process.env.DATABASE_URL ? 'postgres' : 'pglite',
      pushService: push.kind,
    };
  } finally {
    await sender?.close();
    push.child.kill();
    await database.close();
  }
}

export function printRemindersFigures(figures: ReminderFigures): void {
  console.log(
    `Daily card reminders (one process, push service ${figures.pushService} in another; docs/decisions/037)`,
  );
  console.log(
    `  ${figures.sent} of ${figures.reminders} reminders sent in ${figures.seconds} s: ${figures.perSecond}/s (${figures.database}); ${figures.retried} retried, ${figures.dropped} dropped, ${figures.ticks} ticks`,
  );
  console.log(
    `  CPU: sender ${figures.senderCpuS} s (main thread ${figures.senderMainThreadCpuS ?? '?'} s, system ${figures.senderSystemCpuS} s), push service ${figures.pushServiceCpuS ?? '?'} s, PostgreSQL ${figures.postgresCpuS ?? '-'} s; load ${figures.loadBefore} -> ${figures.load}`,
  );
  const others = figures.senderOtherThreadsCpuS;
  console.log(
    `  sender's other threads: busiest ${others.busiest.join(', ')} s (encryption), the rest ${others.rest} s (V8 and libuv helpers)`,
  );
  console.log(
    `  memory: heap ${figures.heapBeforeMb} -> ${figures.heapAfterMb} MB (${figures.heapGrowthMb >= 0 ? '+' : ''}${figures.heapGrowthMb}), RSS peak ${figures.rssPeakMb} MB (+${figures.rssGrowthMb} MB)`,
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const smoke = process.argv.includes('--smoke') || process.env.BENCH_SMOKE === '1';
  const given = Number(process.argv.find((arg) => /^\d+$/.test(arg)));
  const count = smoke ? SMOKE_COUNT : Number.isInteger(given) && given > 0 ? given : FULL_COUNT;
  const sink = process.argv.includes('--sink') || process.env.BENCH_PUSH === 'sink';
  printRemindersFigures(await runRemindersBench(count, sink ? 'sink' : 'web-push-testing'));
  process.exit(0);
}
