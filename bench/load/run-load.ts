/**
 * One load run against a running server: seed the accounts, warm up, drive the visit for the measured
 * time, and gather the report (peak RSS from the server's process).
 */
import { drive } from './drive.js';
import { loadAverage, peakRssBytes, rssBytes } from './peak-rss.js';
import type { LoadReport } from './report.js';
import { seedUsers } from './seed.js';
import { VISIT } from './workload.js';

export interface LoadOptions {
  database: string;
  seconds: number;
  /** Driven first and not measured: the server's code gets compiled and its caches filled, as in use. */
  warmUpSeconds: number;
  connections: number;
  users: number;
  /** Visits per connection at most (drive.ts); unset: as many as `seconds` allow. */
  laps?: number;
}

/**
 * Waits until the server answers /api/health quickly three times in a row (at most 15 s): the
 * warm-up's last requests (an AI reading streams on after its client is gone) must not queue ahead
 * of the measured run's first ones.
 */
async function settled(url: string): Promise<void> {
  const deadline = Date.now() + 15_000;
  for (let quick = 0; quick < 3 && Date.now() < deadline; ) {
    const start = performance.now();
    await fetch(`${url}/api/health`).then((response) => response.arrayBuffer());
    quick = performance.now() - start < 20 ? quick + 1 : 0;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The server under load: where to send requests, the Origin it trusts, and its process (for memory). */
export interface LoadTarget {
  url: string;
  origin: string;
  pid: number;
}

export async function runLoad(server: LoadTarget, options: LoadOptions): Promise<LoadReport> {
  const { pid } = server;
  const readyRssBytes = rssBytes(pid);
  const accounts = await seedUsers(server, options.users);
  const common = {
    url: server.url,
    origin: server.origin,
    cookies: accounts.map((account) => account.cookie),
    visit: VISIT,
    connections: options.connections,
  };
  if (options.warmUpSeconds > 0) {
    await drive({ ...common, seconds: options.warmUpSeconds });
    await settled(server.url);
  }
  const before = loadAverage();
  const result = await drive({
    ...common,
    seconds: options.seconds,
    ...(options.laps ? { laps: options.laps } : {}),
  });
  return {
    database: options.database,
    drive: result,
    peakRssBytes: peakRssBytes(pid),
    readyRssBytes,
    connections: options.connections,
    loadAverage: { before, after: loadAverage() },
  };
}
