import { describe, expect, it } from 'vitest';
import { watchDatabasePool } from '../../src/metrics/pool-metrics.js';
import { sharedCounter } from '../../src/metrics/registry.js';
import { buildTestApp, ORIGIN } from '../helpers/app.js';
import { testDatabaseKind } from '../helpers/database.js';
import { useTestApp } from '../helpers/test-app.js';

/**
 * GET /metrics (docs/decisions/039-metrics-and-shutdown.md): Prometheus text behind a Bearer token,
 * request counts and latencies labelled by route pattern (never the raw URL), event-loop delay, the
 * PostgreSQL pool, and counters other code adds to the shared registry.
 */

const TOKEN = 'metrics-token-for-tests-0123456789abcdef';
const suite = useTestApp({ env: { METRICS_TOKEN: TOKEN } });

const scrape = (token?: string) =>
  suite.app.inject({
    method: 'GET',
    url: '/metrics',
    headers: token === undefined ? {} : { authorization: `Bearer ${token}` },
  });

describe(`GET /metrics on ${testDatabaseKind}`, () => {
  it('answers 404 when no METRICS_TOKEN is configured: metrics are not public by default', async () => {
    const app = await buildTestApp(suite.db);
    try {
      const response = await app.inject({ method: 'GET', url: '/metrics' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: expect.any(String) });
    } finally {
      await app.close();
    }
  });

  it('answers 401 without the token, with a wrong one, or another scheme, and leaks nothing', async () => {
    for (const headers of [
      {},
      { authorization: 'Bearer wrong' },
      { authorization: `Bearer ${TOKEN}x` },
      { authorization: `Basic ${TOKEN}` },
      { authorization: TOKEN },
    ]) {
      const response = await suite.app.inject({ method: 'GET', url: '/metrics', headers });
      expect(response.statusCode, JSON.stringify(headers)).toBe(401);
      expect(response.json()).toEqual({ error: expect.any(String) });
      expect(response.body).not.toContain('http_request');
    }
  });

  it('labels requests by route pattern and status class, never by the raw URL', async () => {
    const id = '3f6d2a7e-0000-4000-8000-00000000beef';
    await suite.app.inject({ method: 'GET', url: `/api/ai/sessions/${id}?token=secret-in-query` });
    await suite.app.inject({ method: 'GET', url: '/api/health' });
    await suite.app.inject({ method: 'GET', url: `/api/no-such-route/${id}` });
    const response = await scrape(TOKEN);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.headers['cache-control']).toBe('no-store');
    const text = response.body;
    expect(text).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/api\/ai\/sessions\/:id",status_class="4xx"\} \d+/,
    );
    expect(text).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/api\/health",status_class="2xx"\} \d+/,
    );
    expect(text).toMatch(/route="unmatched",status_class="4xx"/);
    expect(text).not.toContain(id);
    expect(text).not.toContain('secret-in-query');
    expect(text).not.toContain(ORIGIN);
  });

  it('includes the event-loop delay from the default metrics', async () => {
    const text = (await scrape(TOKEN)).body;
    expect(text).toContain('nodejs_eventloop_lag_seconds');
    expect(text).toContain('nodejs_eventloop_lag_p99_seconds');
  });

  it('includes counters other code registers on the shared registry', async () => {
    const sent = sharedCounter({
      name: 'cardology_test_things_total',
      help: 'Things a test did.',
      labelNames: ['outcome'],
    });
    expect(sharedCounter({ name: 'cardology_test_things_total', help: 'again' })).toBe(sent);
    sent.inc({ outcome: 'sent' }, 2);
    expect((await scrape(TOKEN)).body).toContain('cardology_test_things_total{outcome="sent"} 2');
  });

  it.runIf(testDatabaseKind === 'postgres')('reports the PostgreSQL pool at scrape time', async () => {
    // main.ts watches the pool it opened; here the test's own.
    if (suite.database.kind === 'postgres') watchDatabasePool(suite.database.pool);
    const text = (await scrape(TOKEN)).body;
    expect(text).toMatch(/cardology_db_pool_waiting \d+/);
    expect(text).toMatch(/cardology_db_pool_total [1-9]\d*/);
    expect(text).toMatch(/cardology_db_pool_idle \d+/);
  });
});
