// A short run of `npm run load`'s driver (bench/load/) against the app listening in this process on an
// in-memory database (the full server process is what `npm run load` measures; starting one from the
// sources takes most of a minute on a busy machine), one visit per connection: every route of the
// visit answers, none fails, and the report names each one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatReport, goalMisses } from '../bench/load/report.ts';
import { runLoad } from '../bench/load/run-load.ts';
import { ROUTES } from '../bench/load/workload.ts';
import { buildTestApp, ORIGIN } from '../packages/server/test/helpers/app.ts';
import { createTestDatabase } from '../packages/server/test/helpers/database.ts';

let database;
let app;
let url;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database.db, {
    env: { AI_PROVIDER: 'offline', API_RATE_LIMIT_MAX: '1000000', AI_READINGS_PER_HOUR: '1000000' },
  });
  url = await app.listen({ host: '127.0.0.1', port: 0 });
}, 60_000);

afterAll(async () => {
  await app?.close();
  await database?.close();
});

describe('npm run load, briefly', () => {
  it('drives every route of the visit with no error and reports each', { timeout: 60_000 }, async () => {
    const report = await runLoad(
      { url, origin: ORIGIN, pid: process.pid },
      {
        database: 'PGlite',
        // One visit per connection, so every route is reached however busy the machine is.
        seconds: 50,
        laps: 1,
        warmUpSeconds: 0,
        connections: 5,
        users: 2,
      },
    );
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
