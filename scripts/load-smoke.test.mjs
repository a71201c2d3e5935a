// A short run of `npm run load`'s driver (bench/load/) against the real server process from its
// sources, one visit per connection: every route of the visit answers, none fails, and the report
// names each one.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatReport, goalMisses } from '../bench/load/report.ts';
import { runLoad } from '../bench/load/run-load.ts';
import { ROUTES } from '../bench/load/workload.ts';
import { exited, startServer } from '../packages/server/test/helpers/server-process.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'cardology-load-smoke-'));
let server;

beforeAll(async () => {
  server = await startServer({
    DATA_DIR: dataDir,
    AI_PROVIDER: 'offline',
    AUTH_RATE_LIMIT_MAX: '1000',
    API_RATE_LIMIT_MAX: '1000000',
    AI_READINGS_PER_HOUR: '1000000',
  });
}, 120_000);

afterAll(async () => {
  if (server) {
    server.child.kill('SIGTERM');
    await exited(server.child);
  }
  rmSync(dataDir, { recursive: true, force: true });
});

describe('npm run load, briefly', () => {
  it('drives every route of the visit with no error and reports each', { timeout: 120_000 }, async () => {
    const report = await runLoad(server, {
      database: 'PGlite',
      // One visit per connection, so every route is reached however busy the machine is.
      seconds: 60,
      laps: 1,
      warmUpSeconds: 0,
      connections: 5,
      users: 2,
    });
    const text = formatReport(report);

    for (const step of ROUTES) {
      const route = report.drive.routes.find((figures) => figures.step.route === step.route);
      expect(route?.latencies.length, step.route).toBeGreaterThan(0);
      expect(route?.failures.size, `${step.route}: ${[...(route?.failures ?? [])]}`).toBe(0);
      expect(route?.timeouts, step.route).toBe(0);
      expect(text).toMatch(new RegExp(`^  ${step.route} .* 0$`, 'm'));
    }
    expect(report.drive.unattributedErrors).toBe(0);
    expect(goalMisses(report).filter((miss) => miss.includes('errors'))).toEqual([]);
    expect(report.peakRssBytes).toBeGreaterThan(10 * 1024 * 1024);
    expect(report.readyRssBytes).toBeGreaterThan(10 * 1024 * 1024);
    expect(text).toMatch(/server RSS: \d+ MiB before the load, peak \d+ MiB/);
    expect(text).toContain('all reads');
  });
});
