import { apiRateLimitMessage } from '@cardology/contract/rate-limits';
import { count } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { rateCounters } from '../src/db/schema.js';
import { COUNTER_SYNC_MS } from '../src/services/batched-counters.js';
import { deleteEndedCounters } from '../src/services/rate-counters.js';
import { buildTestApp, signUp, type TestUser } from './helpers/app.js';
import { english } from './helpers/catalogued-text.js';
import { testDatabaseKind } from './helpers/database.js';
import { useTestDatabase } from './helpers/test-app.js';

const suite = useTestDatabase();
let reader: TestUser;
let now = Date.parse('2026-03-01T12:00:00Z');
const clock = () => new Date(now);

beforeAll(async () => {
  const app = await buildTestApp(suite.db);
  reader = await signUp(app, { name: 'Reader' });
  await app.close();
});

/** An app with the API limit on at `max` per minute, sharing the file's database and clock. */
function limitedApp(max: number): Promise<FastifyInstance> {
  return buildTestApp(suite.db, {
    env: { API_RATE_LIMIT_MAX: String(max), API_RATE_LIMIT_WINDOW_S: '60' },
    clock,
  });
}

function get(app: FastifyInstance, url: string, remoteAddress: string, cookie = reader.cookie) {
  return app.inject({ method: 'GET', url, headers: { cookie }, remoteAddress });
}

describe(`API rate limit on ${testDatabaseKind}`, () => {
  it('refuses one address past the limit with the wait, Retry-After and RateLimit headers, until the window ends', async () => {
    const app = await limitedApp(3);
    try {
      const address = '198.51.100.1';
      for (let hit = 1; hit <= 3; hit++) {
        const response = await get(app, '/api/card-relationships', address);
        expect(response.statusCode, `hit ${hit}`).toBe(200);
        expect(response.headers['ratelimit-limit']).toBe('3');
        expect(response.headers['ratelimit-remaining']).toBe(String(3 - hit));
      }
      now += 1_000;
      const refused = await get(app, '/api/card-relationships', address);
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['retry-after']).toBe('59');
      expect(refused.headers['ratelimit-remaining']).toBe('0');
      expect(refused.json()).toEqual({ error: english(apiRateLimitMessage(59)) });
      expect(refused.json().error).toBe('Too many requests. Please wait a minute and try again.');

      expect((await get(app, '/api/card-relationships', '198.51.100.2')).statusCode).toBe(200);

      now += 59_000;
      expect((await get(app, '/api/card-relationships', address)).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('counts anonymous and refused requests too, before the access check', async () => {
    const app = await limitedApp(2);
    try {
      const address = '198.51.100.3';
      expect((await get(app, '/api/connections', address, '')).statusCode).toBe(401);
      expect((await get(app, '/api/no-such-route', address, '')).statusCode).toBe(404);
      expect((await get(app, '/api/connections', address, '')).statusCode).toBe(429);
    } finally {
      await app.close();
    }
  });

  it('counts session reads, but not the health probe, sign-in or the web app', async () => {
    const app = await limitedApp(1);
    try {
      const address = '198.51.100.4';
      for (let probe = 1; probe <= 3; probe++) {
        expect((await get(app, '/api/health', address)).statusCode).toBe(200);
        expect((await get(app, '/login', address)).statusCode).not.toBe(429);
        const signIn = await app.inject({
          method: 'POST',
          url: '/api/auth/sign-in/email',
          headers: { origin: 'http://localhost:3000' },
          payload: { email: 'nobody@example.com', password: 'not the one' },
          remoteAddress: address,
        });
        expect(signIn.statusCode).toBe(401);
      }
      expect((await get(app, '/api/auth/get-session', address)).statusCode).toBe(200);
      expect((await get(app, '/api/auth/get-session', address)).statusCode).toBe(429);
    } finally {
      await app.close();
    }
  });

  it('shares the count between app instances on one database (several processes), a second late at most', async () => {
    const first = await limitedApp(4);
    const second = await limitedApp(4);
    try {
      const address = '198.51.100.5';
      const hit = async (app: FastifyInstance) => {
        now += COUNTER_SYNC_MS; // each process then adds its hits to the table and reads the others'
        return (await get(app, '/api/card-relationships', address)).statusCode;
      };
      expect([await hit(first), await hit(second), await hit(first), await hit(second)]).toEqual([
        200, 200, 200, 200,
      ]);
      expect(await hit(first)).toBe(429);
      expect(await hit(second)).toBe(429);
    } finally {
      await first.close();
      await second.close();
    }
  });

  it('within a second, counts in memory and decides without waiting for the other processes', async () => {
    const first = await limitedApp(3);
    const second = await limitedApp(3);
    try {
      const address = '198.51.100.6';
      const hit = async (app: FastifyInstance) =>
        (await get(app, '/api/card-relationships', address)).statusCode;
      expect([await hit(first), await hit(first), await hit(first), await hit(first)]).toEqual([
        200, 200, 200, 429,
      ]);
      // The second process reads the table at its first hit, where only the first's first hit is yet:
      // the bound the decision record states.
      expect(await hit(second)).toBe(200);
      now += COUNTER_SYNC_MS;
      expect(await hit(second)).toBe(200); // its sync adds this hit: 3, the first's 3 newer ones not yet there
      expect(await hit(first)).toBe(429); // its sync adds its 4 hits: the table now holds 7
      now += COUNTER_SYNC_MS;
      expect(await hit(second)).toBe(429);
    } finally {
      await first.close();
      await second.close();
    }
  });

  it('deletes counters whose window has ended', async () => {
    const rows = async () => (await suite.db.select({ n: count() }).from(rateCounters))[0]?.n;
    expect(await rows()).toBeGreaterThan(0);
    expect(await deleteEndedCounters(suite.db, now + 901_000)).toBeGreaterThan(0);
    expect(await rows()).toBe(0);
  });
});
