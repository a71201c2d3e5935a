/**
 * `npm run load`: builds the server if needed, starts the compiled server (as `npm start` runs it) on a
 * fresh data folder (once to create the database, then again for the run) with the offline assistant and the rate limits raised, seeds premium users, and
 * drives a mixed visit (bench/load/workload.ts) at 50 connections for LOAD_SECONDS (default 20) after a
 * short warm-up. Prints req/s, p50/p99 per route, overall and for reads, errors per route (non-2xx
 * and timeouts) and the server's peak RSS. On PGlite, then on PostgreSQL when DATABASE_URL is set or
 * `--pg URL` is given: a new database is created on that server for the run and dropped after it.
 * `--cpu-prof DIR` writes the server's CPU profile (node --cpu-prof) there when it stops. Figures are
 * recorded in docs/decisions/025-load-and-crash-safety.md. Exits 1 when the goal (0 errors, 0 timeouts,
 * read p99 < 100 ms) is missed. `--smoke` (or BENCH_SMOKE=1): one visit per connection on PGlite, failing
 * on any error or timeout, never on latency (`npm run bench -- --smoke` runs it too).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { createPostgresDatabaseUrl } from '../packages/server/test/helpers/database.js';
import { exited, startServer } from '../packages/server/test/helpers/server-process.js';
import { buildServer, serverCommand } from '../scripts/lib/builds.mjs';
import { formatReport, goalMisses } from './load/report.js';
import { type LoadOptions, runLoad } from './load/run-load.js';
import { isSmoke } from './smoke.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Raised so the run measures the server, not its abuse guards (one address sends everything). */
export const LIMITS_RAISED = {
  AUTH_RATE_LIMIT_MAX: '1000000',
  API_RATE_LIMIT_MAX: '1000000',
  AI_READINGS_PER_HOUR: '1000000',
  AI_CHAT_PER_HOUR: '1000000',
};

function wholeSeconds(name: string, fallback: number): number {
  const text = process.env[name];
  if (text === undefined || text === '') return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1)
    throw new Error(`${name} must be a whole number of seconds, not ${text}.`);
  return value;
}

type RunOptions = Omit<LoadOptions, 'database'> & { cpuProfileDir: string | undefined };

async function runOn(database: string, databaseUrl: string | undefined, options: RunOptions) {
  const dataDir = mkdtempSync(join(tmpdir(), 'cardology-load-'));
  const postgres = databaseUrl ? await createPostgresDatabaseUrl(databaseUrl) : undefined;
  const env = {
    DATA_DIR: dataDir,
    AI_PROVIDER: 'offline',
    ...LIMITS_RAISED,
    ...(postgres ? { DATABASE_URL: postgres.url } : {}),
  };
  // A first start creates the database (PGlite's initdb, in the server's own process, peaks at about
  // 500 MiB that the process keeps) and migrates it; the measured server is a restart, as in use.
  const first = await startServer(env, undefined, serverCommand(root));
  first.child.kill('SIGTERM');
  await exited(first.child);
  const server = await startServer(env, undefined, [
    ...(options.cpuProfileDir ? ['--cpu-prof', `--cpu-prof-dir=${options.cpuProfileDir}`] : []),
    ...serverCommand(root),
  ]);
  try {
    const pid = server.child.pid;
    if (pid === undefined) throw new Error('The server process has no pid.');
    return await runLoad({ url: server.url, origin: server.origin, pid }, { ...options, database });
  } finally {
    server.child.kill('SIGTERM');
    await exited(server.child);
    await postgres?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export interface LoadBenchOptions {
  /** PostgreSQL to run on after PGlite (a database is created there for the run). */
  pgUrl?: string | undefined;
  cpuProfileDir?: string | undefined;
  /**
   * One visit per connection (5 connections, 2 users, no warm-up), PGlite only: every route of the
   * visit is reached in seconds. Fails on an error or a timeout, never on latency (the figures of a
   * few requests on a shared machine mean little).
   */
  smoke?: boolean;
}

const SMOKE: Omit<LoadOptions, 'database'> = {
  seconds: 60,
  laps: 1,
  warmUpSeconds: 0,
  connections: 5,
  users: 2,
};

/** Runs the load and prints its reports; false when the goal (or, for a smoke, no error) was missed. */
export async function runLoadBench(bench: LoadBenchOptions = {}): Promise<boolean> {
  const options: RunOptions = {
    cpuProfileDir: bench.cpuProfileDir,
    ...(bench.smoke
      ? SMOKE
      : { seconds: wholeSeconds('LOAD_SECONDS', 20), warmUpSeconds: 3, connections: 50, users: 10 }),
  };
  const pgUrl = bench.smoke ? undefined : bench.pgUrl;
  if (!(await buildServer(root))) throw new Error('The server build failed.');
  const pglite = await runOn('PGlite', undefined, options);
  console.log(formatReport(pglite));
  const reports = [pglite];
  if (bench.smoke) {
    const errors = goalMisses(pglite).filter((miss) => miss.includes('errors'));
    if (errors.length > 0) throw new Error(`npm run load, smoke: ${errors.join('; ')}`);
    return true;
  }
  if (pgUrl) {
    const postgres = await runOn('PostgreSQL', pgUrl, options);
    console.log(`\n${formatReport(postgres)}`);
    reports.push(postgres);
  } else {
    console.log('\nPostgreSQL not run: set DATABASE_URL or pass --pg postgres://user:pass@host:5432/db');
    console.log('(a database is created on that server for the run, and dropped after it).');
  }
  return reports.every((report) => goalMisses(report).length === 0);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const { values } = parseArgs({
    options: { pg: { type: 'string' }, 'cpu-prof': { type: 'string' }, smoke: { type: 'boolean' } },
  });
  runLoadBench({
    pgUrl: values.pg ?? process.env.DATABASE_URL,
    cpuProfileDir: values['cpu-prof'],
    smoke: isSmoke(),
  })
    .then((met) => {
      if (!met) process.exitCode = 1;
    })
    .catch((error) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    });
}
