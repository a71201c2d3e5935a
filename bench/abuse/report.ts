/**
 * The abuse benchmark's table: per hammered route, what was answered and what a reader asking
 * /api/health/live meanwhile waited, beside the server's own event-loop delay, with the verdict against
 * issues 22 and 31's goal (p99 under 50 ms); and, shown but not judged, what /api/health (a `SELECT 1`)
 * waited: the database's own queue, which one account's costly queries lengthen for every other reader.
 */
import { percentile } from '../load/report.js';

const GOAL_MS = 50;

/** The server's event-loop delay over a row, from the probe (milliseconds). */
export interface LoopDelay {
  p50: number;
  p99: number;
  max: number;
  samples: number;
}

export interface RouteRow {
  name: string;
  /** Why the row did not run; the figures are then empty. */
  skipped?: string;
  statuses: Map<number | 'no answer', number>;
  seconds: number;
  /** The first refusal's status and error (hammer.ts). */
  firstRefusal?: string;
  /** /api/health/live: the process alone, no database (the goal). */
  health: HealthFigures;
  /** /api/health: the same through the database (shown, not judged). */
  databaseHealth: HealthFigures;
  loop: LoopDelay | null;
}

export interface HealthFigures {
  latencies: number[];
  failures: number;
}

export type Verdict = 'pass' | 'FAIL' | 'not run';

/** Pass when both a health answer's p99 and the event-loop delay's p99 are under the goal. */
export function verdictOf(row: RouteRow): Verdict {
  if (row.skipped !== undefined || row.health.latencies.length === 0) return 'not run';
  const healthP99 = percentile(row.health.latencies, 99);
  const loopOk = row.loop === null || row.loop.p99 < GOAL_MS;
  return healthP99 < GOAL_MS && loopOk && row.health.failures === 0 ? 'pass' : 'FAIL';
}

const successes = (row: RouteRow) =>
  [...row.statuses].reduce(
    (sum, [status, n]) => (typeof status === 'number' && status < 300 ? sum + n : sum),
    0,
  );

/** The answers that were not 2xx, e.g. "12 × 400, 1 × no answer"; '' when none. */
function otherAnswers(row: RouteRow): string {
  return [...row.statuses]
    .filter(([status]) => status === 'no answer' || status >= 300)
    .sort(([a], [b]) => String(a).localeCompare(String(b)))
    .map(([status, n]) => `${n} × ${status}`)
    .join(', ');
}

const ms = (value: number) => value.toFixed(1);

const COLUMNS = [
  ['2xx', 5],
  ['s', 5],
  ['live p50', 8],
  ['p99', 7],
  ['max', 8],
  ['db p99', 8],
  ['loop p99', 8],
  ['max', 8],
  ['verdict', 7],
] as const;

function cells(row: RouteRow): string[] {
  if (row.skipped !== undefined) return ['', '', '', '', '', '', '', '', 'not run'];
  const { latencies } = row.health;
  return [
    String(successes(row)),
    row.seconds.toFixed(1),
    ms(percentile(latencies, 50)),
    ms(percentile(latencies, 99)),
    ms(Math.max(0, ...latencies)),
    row.databaseHealth.latencies.length > 0 ? ms(percentile(row.databaseHealth.latencies, 99)) : '—',
    row.loop ? ms(row.loop.p99) : '—',
    row.loop ? ms(row.loop.max) : '—',
    verdictOf(row),
  ];
}

function note(row: RouteRow): string {
  if (row.skipped !== undefined) return row.skipped;
  const parts = [otherAnswers(row)];
  if (row.firstRefusal !== undefined) parts.push(`first: ${row.firstRefusal}`);
  if (row.health.failures > 0) parts.push(`${row.health.failures} health checks failed or timed out`);
  return parts.filter((part) => part !== '').join('; ');
}

export function formatAbuseReport(
  rows: readonly RouteRow[],
  header: {
    database: string;
    concurrency: number;
    seconds: number;
    people: number;
    notes: number;
    noteLength: number;
    load: { before: string; after: string };
  },
): string {
  const width = Math.max(...rows.map((row) => row.name.length));
  const line = (name: string, values: readonly string[], tail: string) =>
    `  ${name.padEnd(width)}  ${values.map((value, i) => value.padStart(COLUMNS[i]?.[1] ?? 0)).join('  ')}  ${tail}`.trimEnd();
  return [
    `Abuse (the built server on ${header.database}; one premium account with ${header.people} people, a journal reader with ${header.notes} notes of ${header.noteLength} characters; ${header.concurrency} requests at once for ${header.seconds} s per route unless named, each loop waiting for its whole answer; /api/health/live and /api/health each asked every ~10 ms from another thread; load average ${header.load.before} → ${header.load.after})`,
    line(
      'route',
      COLUMNS.map(([title]) => title),
      'other answers',
    ),
    ...rows.map((row) => line(row.name, cells(row), note(row))),
    `  2xx: requests answered 2xx; s: from the first request to the last answer; live: ms per /api/health/live answer;`,
    `  db: ms per /api/health answer (a SELECT 1: the database's queue; not judged); loop: the server's event-loop`,
    `  delay (perf_hooks, sampled every 10 ms). Goal: live and loop p99 < ${GOAL_MS} ms.`,
  ].join('\n');
}
