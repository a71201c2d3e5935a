/**
 * The load run's report: per route, then overall and for reads only, with the goal beside the figures
 * (0 errors, 0 timeouts, read p99 < 100 ms).
 */
import type { DriveResult, RouteFigures } from './drive.js';

const READ_P99_GOAL_MS = 100;

export interface LoadReport {
  database: string;
  drive: DriveResult;
  /** The server's peak resident set size (VmHWM), in bytes. */
  peakRssBytes: number;
  /** Its resident set size before the first request of the run, in bytes. */
  readyRssBytes: number;
  connections: number;
  /** /proc/loadavg before and after: the machine is shared. */
  loadAverage: { before: string; after: string };
}

/** The p-th percentile (0–100) of some latencies, by nearest rank; 0 when there are none. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1] ?? 0;
}

const errorsOf = (route: RouteFigures) =>
  [...route.failures.values()].reduce((sum, count) => sum + count, 0) + route.timeouts;

function errorText(route: RouteFigures): string {
  const parts = [...route.failures].map(([status, count]) => `${count} × ${status}`);
  if (route.timeouts > 0) parts.push(`${route.timeouts} timeouts`);
  return parts.length === 0 ? '0' : parts.join(', ');
}

const ms = (value: number) => value.toFixed(1);
const mebibytes = (bytes: number) => (bytes / 1024 / 1024).toFixed(0);

/** Whether a run met the goal; the reasons when not. */
export function goalMisses(report: LoadReport): string[] {
  const misses: string[] = [];
  const errors = report.drive.routes.reduce((sum, route) => sum + errorsOf(route), 0);
  if (errors + report.drive.unattributedErrors > 0) {
    misses.push(`${errors + report.drive.unattributedErrors} errors or timeouts`);
  }
  const readP99 = percentile(
    report.drive.routes.filter((r) => r.step.kind === 'read').flatMap((r) => r.latencies),
    99,
  );
  if (readP99 >= READ_P99_GOAL_MS) misses.push(`read p99 ${ms(readP99)} ms ≥ ${READ_P99_GOAL_MS} ms`);
  return misses;
}

export function formatReport(report: LoadReport): string {
  const { drive } = report;
  const perSecond = (count: number) => (count / drive.seconds).toFixed(1);
  const all = drive.routes.flatMap((r) => r.latencies);
  const reads = drive.routes.filter((r) => r.step.kind === 'read').flatMap((r) => r.latencies);
  const width = Math.max(...drive.routes.map((r) => r.step.route.length), 'all reads'.length);
  const row = (name: string, cells: string[]) =>
    `  ${name.padEnd(width)}  ${cells.map((cell, i) => cell.padStart(i === 4 ? 0 : 8)).join('  ')}`;
  const lines = [
    `Load on ${report.database}: ${report.connections} connections, ${drive.seconds} s (load average ${report.loadAverage.before} → ${report.loadAverage.after})`,
    row('route', ['req/s', 'p50 ms', 'p99 ms', 'kind', 'errors']),
    ...drive.routes.map((route) =>
      row(route.step.route, [
        perSecond(route.latencies.length),
        ms(percentile(route.latencies, 50)),
        ms(percentile(route.latencies, 99)),
        route.step.kind.padStart(8),
        errorText(route),
      ]),
    ),
    row('all', [perSecond(all.length), ms(percentile(all, 50)), ms(percentile(all, 99)), '', '']),
    row('all reads', [perSecond(reads.length), ms(percentile(reads, 50)), ms(percentile(reads, 99)), '', '']),
    `  errors not tied to a route: ${drive.unattributedErrors}`,
    `  server RSS: ${mebibytes(report.readyRssBytes)} MiB before the load, peak ${mebibytes(report.peakRssBytes)} MiB`,
  ];
  const misses = goalMisses(report);
  lines.push(
    misses.length === 0
      ? `  goal met: 0 errors, 0 timeouts, read p99 < ${READ_P99_GOAL_MS} ms`
      : `  goal missed: ${misses.join('; ')}`,
  );
  return lines.join('\n');
}
