/**
 * `npm run bench:abuse` (issue 22, "a benchmark of abuse"): builds the server if needed and starts it
 * as `npm start` runs it, on a fresh PGlite folder, with the offline assistant and voice and the rate
 * limits raised. One account signs up (the first: admin and premium); with the server stopped it is
 * seeded to the caps (500 people, the most credits, readings of ~1,500 characters to narrate: bench/abuse/seed.ts); then,
 * with the server started again, each expensive route (bench/abuse/routes.ts) is hammered in turn from
 * that account — 4 requests at once for 5 s, each loop waiting for its whole answer — while worker
 * threads ask /api/health/live (judged) and /api/health (the database's queue, shown) every ~10 ms and the
 * server's event-loop delay is read by a probe preloaded into it (bench/abuse/loop-delay-probe.mjs; the
 * server's code is unchanged). An idle row first gives the machine's floor. Issue 31's rows follow: a
 * journal reader at the cap (5,000 notes of 10,000 characters over 120 years) searches, filters, reflects and
 * downloads, the first account adds notes twenty at once, and wrong passwords are tried. Prints one table per
 * database — PGlite, then PostgreSQL with `--pg URL` or DATABASE_URL (a database created for the run and
 * dropped after it) — and exits 1 when any row misses the goal (p99 < 50 ms for both). Figures and the
 * reasons: docs/decisions/035-abuse-benchmark.md and 048-pglite-off-the-event-loop.md.
 *
 * `--smoke` (or BENCH_SMOKE=1): PGlite only, 20 people, one-sentence readings, 40 short notes, 2 requests at
 * once for 1 s: fails only when the harness no longer works (a route not answered as expected, a 5xx, no
 * health figure), never on latency.
 *
 * `--only <part of a row's name>` (repeatable) hammers only those rows (narration too when a combine row is
 * named: its chunks are what combine joins); `--cpu-prof-dir <folder>` has the server write a CPU profile
 * there when it stops (node --cpu-prof), to see where a row's time goes.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { Worker } from 'node:worker_threads';
import { JOURNAL_ENTRIES_MAX, JOURNAL_TEXT_MAX } from '@cardology/contract/journal';
import type { DatabaseTarget } from '../packages/server/src/db/client.js';
import { createPostgresDatabaseUrl } from '../packages/server/test/helpers/database.js';
import {
  type HttpAccount,
  jsonHeaders,
  signUpOverHttp,
} from '../packages/server/test/helpers/http-accounts.js';
import {
  exited,
  freePort,
  type ServerProcess,
  startServer,
} from '../packages/server/test/helpers/server-process.js';
import { buildServer, serverCommand } from '../scripts/lib/builds.mjs';
import type { HammerOptions, HammerResult } from './abuse/hammer.js';
import { hammer } from './abuse/hammer.js';
import { formatAbuseReport, type LoopDelay, type RouteRow, verdictOf } from './abuse/report.js';
import { ABUSE_ROUTES, type AbuseContext, type AbuseRoute } from './abuse/routes.js';
import { PEOPLE_CAP, type SeedPlan, seedAccounts } from './abuse/seed.js';
import { LIMITS_RAISED } from './load.js';
import { isSmoke } from './smoke.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const PROBE = pathToFileURL(fileURLToPath(new URL('./abuse/loop-delay-probe.mjs', import.meta.url))).href;

export interface AbuseBenchOptions {
  smoke?: boolean;
  /** PostgreSQL to run on after PGlite (a database is created there for the run and dropped after it). */
  pgUrl?: string | undefined;
  /** Only the routes whose name contains one of these (the idle row is always measured). */
  only?: readonly string[];
  /** Where the server writes a CPU profile (node --cpu-prof) when it stops: to see where a row's time goes. */
  cpuProfileDir?: string;
}

interface Plan extends SeedPlan {
  concurrency: number;
  seconds: number;
  timeoutMs: number;
}

const FULL: Plan = {
  concurrency: 4,
  seconds: 5,
  timeoutMs: 120_000,
  people: PEOPLE_CAP,
  readings: 24,
  readingLength: 1_500,
  journalEntries: JOURNAL_ENTRIES_MAX,
  noteLength: JOURNAL_TEXT_MAX,
};
const SMOKE: Plan = {
  concurrency: 2,
  seconds: 1,
  timeoutMs: 60_000,
  people: 20,
  readings: 4,
  readingLength: 0,
  journalEntries: 40,
  noteLength: 400,
};

/** What the health poller (bench/abuse/health-poller.mjs) is given, and what it answers. */
interface PollerData {
  url: string;
  intervalMs: number;
  /** A health answer slower than this is given up on and counted as a failure. */
  timeoutMs: number;
}
interface PollerFigures {
  /** Milliseconds from sending to the end of each 200 answer. */
  latencies: number[];
  failures: number;
}

const loadAverage = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

/** Asks the probe in the server for its event-loop figures; `/reset` also starts a new window. */
async function loopDelay(probePort: number, path: '/' | '/reset'): Promise<LoopDelay> {
  const response = await fetch(`http://127.0.0.1:${probePort}${path}`);
  return (await response.json()) as LoopDelay;
}

/**
 * Waits (at most 60 s) until /api/health answers under 20 ms three times in a row: the last row's work is
 * over, the database's included (a slow answer from it would otherwise land in the next row).
 */
async function settled(url: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  for (let quick = 0; quick < 3 && Date.now() < deadline; ) {
    const start = performance.now();
    await fetch(`${url}/api/health`).then((response) => response.arrayBuffer());
    quick = performance.now() - start < 20 ? quick + 1 : 0;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

function startPoller(url: string, timeoutMs: number) {
  const data: PollerData = { url, intervalMs: 10, timeoutMs };
  const worker = new Worker(new URL('./abuse/health-poller.mjs', import.meta.url), { workerData: data });
  const failed = new Promise<never>((_, reject) => worker.once('error', reject));
  const ready = Promise.race([
    failed,
    new Promise<void>((resolve) => worker.once('message', () => resolve())),
  ]);
  const figures = ready.then(() =>
    Promise.race([failed, new Promise<PollerFigures>((resolve) => worker.once('message', resolve))]),
  );
  return {
    /** Resolves once the poller has its connection: measuring starts then. */
    ready: () => ready,
    stop: async () => {
      worker.postMessage('stop');
      const result = await figures;
      await worker.terminate();
      return result;
    },
  };
}

interface Running {
  server: ServerProcess;
  probePort: number;
  cookie: string;
  context: AbuseContext;
}

/** One row: the route hammered (or nothing, for the idle row) while health and the loop are measured. */
async function measureRow(running: Running, route: AbuseRoute | null, plan: Plan): Promise<RouteRow> {
  const name = route?.name ?? '(idle: nothing hammered)';
  const next = route ? route.shots(running.context) : () => null;
  if (typeof next === 'string')
    return {
      name,
      skipped: next,
      statuses: new Map(),
      seconds: 0,
      health: { latencies: [], failures: 0 },
      databaseHealth: { latencies: [], failures: 0 },
      loop: null,
    };
  await settled(running.server.url);
  // The process alone (the goal, issue 31), and the database's queue as another reader meets it.
  const live = startPoller(`${running.server.url}/api/health/live`, plan.timeoutMs);
  const withDatabase = startPoller(`${running.server.url}/api/health`, plan.timeoutMs);
  await Promise.all([live.ready(), withDatabase.ready()]);
  await loopDelay(running.probePort, '/reset');
  const options: HammerOptions = {
    base: running.server.url,
    origin: running.server.origin,
    cookie: running.cookie,
    concurrency: route?.concurrency ?? plan.concurrency,
    seconds: plan.seconds,
    timeoutMs: plan.timeoutMs,
    onAnswer: route?.onAnswer && ((text) => route.onAnswer?.(text, running.context)),
  };
  const result = route
    ? await hammer(next, options)
    : await new Promise<HammerResult>((resolve) =>
        setTimeout(() => resolve({ statuses: new Map(), seconds: plan.seconds }), plan.seconds * 1000),
      );
  const [health, databaseHealth] = await Promise.all([live.stop(), withDatabase.stop()]);
  const loop = await loopDelay(running.probePort, '/');
  return { name, ...result, health, databaseHealth, loop };
}

/** The account's calendar link with its people: made over HTTP, since only its answer shows the token. */
async function feedPathOf(server: ServerProcess, cookie: string): Promise<string> {
  const created = await fetch(`${server.url}/api/calendar`, {
    method: 'POST',
    headers: { origin: server.origin, cookie },
  });
  if (!created.ok) throw new Error(`POST /api/calendar answered ${created.status}`);
  const { url } = (await created.json()) as { url: string };
  const patched = await fetch(`${server.url}/api/calendar`, {
    method: 'PATCH',
    headers: jsonHeaders(server.origin, cookie),
    body: JSON.stringify({ include_people: true }),
  });
  if (!patched.ok) throw new Error(`PATCH /api/calendar answered ${patched.status}`);
  return new URL(url).pathname;
}

/** Stops the server and waits for it to end. */
async function stop(server: ServerProcess): Promise<void> {
  server.child.kill('SIGTERM');
  await exited(server.child);
}

/**
 * The routes to hammer: all, or those `--only` names. Narration stays whenever a combine row is asked
 * for, since its chunks are what combine joins.
 */
function routesOf({ only }: AbuseBenchOptions): readonly AbuseRoute[] {
  if (!only || only.length === 0) return ABUSE_ROUTES;
  const named = (route: AbuseRoute) => only.some((part) => route.name.includes(part));
  const combine = ABUSE_ROUTES.some((route) => named(route) && route.name.includes('/api/tts/combine'));
  return ABUSE_ROUTES.filter((route) => named(route) || (combine && route.name.startsWith('POST /api/tts ')));
}

const FIRST = { name: 'Abuse bench', email: 'abuse@example.com', password: 'abuse bench password' };
const JOURNAL_READER = { name: 'Journal reader', email: 'journal@example.com', password: 'journal password' };

/** Signs up the two accounts on a first start of the server (which creates the database), then stops it. */
async function signUpBoth(env: Record<string, string>): Promise<[HttpAccount, HttpAccount]> {
  const first = await startServer(env, undefined, serverCommand(root));
  try {
    const admin = await signUpOverHttp(first, FIRST);
    return [admin, await signUpOverHttp(first, JOURNAL_READER)];
  } finally {
    await stop(first);
  }
}

/**
 * Two different free ports, for the probe and the server: asked one after the other, the system may give the
 * same port twice (the first is free again once asked), and the probe, listening first, then takes the server's.
 */
async function twoFreePorts(): Promise<[number, number]> {
  const first = await freePort();
  let second = await freePort();
  while (second === first) second = await freePort();
  return [first, second];
}

/** The database a run seeds and serves from: a PGlite folder in DATA_DIR, or a new PostgreSQL database. */
async function databaseOf(
  dataDir: string,
  pgUrl: string | undefined,
): Promise<{ name: string; env: Record<string, string>; target: DatabaseTarget; drop(): Promise<void> }> {
  if (!pgUrl) {
    const target: DatabaseTarget = { kind: 'pglite', dataDir: join(dataDir, 'pglite') };
    return { name: 'PGlite', env: {}, target, drop: async () => {} };
  }
  const postgres = await createPostgresDatabaseUrl(pgUrl);
  const target: DatabaseTarget = { kind: 'postgres', url: postgres.url };
  return { name: 'PostgreSQL', env: { DATABASE_URL: postgres.url }, target, drop: postgres.drop };
}

/** Starts, signs up, seeds, starts again with the probe, hammers each route; the rows in order. */
async function runRows(plan: Plan, options: AbuseBenchOptions, pgUrl?: string): Promise<RouteRow[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'cardology-abuse-'));
  const database = await databaseOf(dataDir, pgUrl);
  const env = {
    DATA_DIR: dataDir,
    AI_PROVIDER: 'offline',
    TTS_PROVIDER: 'offline',
    ...LIMITS_RAISED,
    ...database.env,
  };
  try {
    const [account, journalReader] = await signUpBoth(env);
    const seeded = await seedAccounts(
      database.target,
      { first: account.id, journalReader: journalReader.id },
      plan,
    );
    const [probePort, serverPort] = await twoFreePorts();
    const profile = options.cpuProfileDir ? ['--cpu-prof', `--cpu-prof-dir=${options.cpuProfileDir}`] : [];
    const server = await startServer({ ...env, LOOP_DELAY_PROBE_PORT: String(probePort) }, serverPort, [
      ...profile,
      '--import',
      PROBE,
      ...serverCommand(root),
    ]);
    // Should this process die without reaching `finally`, its server must not live on.
    const killServer = () => server.child.kill('SIGKILL');
    process.once('exit', killServer);
    try {
      const context: AbuseContext = {
        freshReadings: seeded.readings,
        chunks: [],
        narrations: [],
        feedPath: await feedPathOf(server, account.cookie),
        email: FIRST.email,
        journalCookie: journalReader.cookie,
        today: new Date().toISOString().slice(0, 10),
      };
      const running: Running = { server, probePort, cookie: account.cookie, context };
      const rows = [await measureRow(running, null, plan)];
      for (const route of routesOf(options)) rows.push(await measureRow(running, route, plan));
      return rows;
    } finally {
      await stop(server);
      process.off('exit', killServer);
    }
  } finally {
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** What makes a smoke fail: the harness no longer measures what it says (never a latency). */
export function smokeProblems(rows: readonly RouteRow[]): string[] {
  const problems: string[] = [];
  for (const row of rows) {
    const route = ABUSE_ROUTES.find((candidate) => candidate.name === row.name);
    if (row.skipped !== undefined) problems.push(`${row.name}: not run (${row.skipped})`);
    else if (row.health.latencies.length === 0 || row.databaseHealth.latencies.length === 0)
      problems.push(`${row.name}: no health answer measured`);
    else if (!row.loop || row.loop.samples === 0) problems.push(`${row.name}: no event-loop figure`);
    if (!route) continue;
    const answers = [...row.statuses];
    const broken = answers.filter(([status]) => status === 'no answer' || status >= 500);
    if (broken.length > 0) problems.push(`${row.name}: ${broken.map(([s, n]) => `${n} × ${s}`).join(', ')}`);
    const ok = answers.some(([status]) => typeof status === 'number' && status < 300);
    if (!ok && !route.refusalExpected && row.skipped === undefined)
      problems.push(`${row.name}: no 2xx answer`);
  }
  return problems;
}

/** One database's rows, printed as they come; false when a route missed the goal. */
async function runOn(plan: Plan, options: AbuseBenchOptions, pgUrl?: string): Promise<RouteRow[]> {
  const before = loadAverage();
  const rows = await runRows(plan, options, pgUrl);
  const header = {
    database: pgUrl ? 'PostgreSQL' : 'PGlite',
    concurrency: plan.concurrency,
    seconds: plan.seconds,
    people: plan.people,
    notes: Math.min(plan.journalEntries, JOURNAL_ENTRIES_MAX),
    noteLength: plan.noteLength,
  };
  console.log(formatAbuseReport(rows, { ...header, load: { before, after: loadAverage() } }));
  return rows;
}

/**
 * Runs the benchmark on PGlite, then on PostgreSQL when a URL is given (not in a smoke, as `npm run load`),
 * and prints a table for each; false when a route missed the goal. A smoke throws instead.
 */
export async function runAbuseBench(options: AbuseBenchOptions = {}): Promise<boolean> {
  const plan = options.smoke ? SMOKE : FULL;
  if (!(await buildServer(root))) throw new Error('The server build failed.');
  const rows = await runOn(plan, options);
  if (options.smoke) {
    const problems = smokeProblems(rows);
    if (problems.length > 0) throw new Error(`npm run bench:abuse, smoke:\n  ${problems.join('\n  ')}`);
    return true;
  }
  if (options.pgUrl) {
    console.log('');
    rows.push(...(await runOn(plan, options, options.pgUrl)));
  } else {
    console.log('\nPostgreSQL not run: set DATABASE_URL or pass --pg postgres://user:pass@host:5432/db');
    console.log('(a database is created on that server for the run, and dropped after it).');
  }
  return rows.every((row) => verdictOf(row) !== 'FAIL');
}

/** `--only <part of a route's name>` (repeatable) and `--cpu-prof-dir <folder>` from the command line. */
function optionsFromArgs(args: readonly string[]): AbuseBenchOptions {
  const { values } = parseArgs({
    args: [...args],
    options: {
      only: { type: 'string', multiple: true },
      'cpu-prof-dir': { type: 'string' },
      pg: { type: 'string' },
    },
    strict: false,
  });
  const only = (values.only ?? []).filter((part): part is string => typeof part === 'string');
  const dir = values['cpu-prof-dir'];
  const pg = typeof values.pg === 'string' ? values.pg : process.env.DATABASE_URL;
  return { only, pgUrl: pg || undefined, ...(typeof dir === 'string' ? { cpuProfileDir: dir } : {}) };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  runAbuseBench({ smoke: isSmoke(), ...optionsFromArgs(process.argv.slice(2)) })
    .then((met) => {
      if (!met) process.exitCode = 1;
    })
    .catch((error) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    });
}
