import { signInCooldownMessage } from '@cardology/contract/rate-limits';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, ORIGIN, PASSWORD, signUp, type TestUser } from './helpers/app.js';
import { english } from './helpers/catalogued-text.js';
import { testDatabaseKind } from './helpers/database.js';
import { useTestApp } from './helpers/test-app.js';

// The guards as they ship: the default limits, not the test helper's raised per-address sign-in limit.
const DEFAULT_LIMITS = { AUTH_RATE_LIMIT_MAX: undefined, TRUST_PROXY: 'true' };
const WINDOW_S = 900;

let now = Date.parse('2026-03-01T12:00:00Z');
let owner: TestUser;
let bystander: TestUser;

const suite = useTestApp({ env: DEFAULT_LIMITS, clock: () => new Date(now) });

beforeAll(async () => {
  owner = await signUp(suite.app, { name: 'Owner' });
  bystander = await signUp(suite.app, { name: 'Bystander' });
});

/** A sign-in as seen from `address` (TRUST_PROXY is on, so X-Forwarded-For names the client). */
function signInFrom(address: string, email: string, password: string) {
  return suite.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: { origin: ORIGIN, 'x-forwarded-for': address },
    payload: { email, password },
  });
}

describe(`sign-in limits on ${testDatabaseKind}`, () => {
  it('stops many addresses guessing one account, refuses its owner until the cooldown ends, then lets them in', async () => {
    const statuses: number[] = [];
    for (let address = 1; address <= 6; address++) {
      for (let guess = 1; guess <= 6; guess++) {
        // The e-mail in another case is the same account.
        const email = guess % 2 === 0 ? owner.email.toUpperCase() : owner.email;
        statuses.push((await signInFrom(`198.51.100.${address}`, email, `wrong guess ${guess}`)).statusCode);
      }
    }
    expect(statuses.filter((status) => status === 401)).toHaveLength(10);
    expect(statuses.slice(10).every((status) => status === 429)).toBe(true);

    now += 60_000;
    const during = await signInFrom('203.0.113.50', owner.email, PASSWORD);
    expect(during.statusCode).toBe(429);
    const retryAfter = Number(during.headers['retry-after']);
    expect(retryAfter).toBe(WINDOW_S - 60);
    expect(during.json()).toEqual({ error: english(signInCooldownMessage(retryAfter)) });
    expect(during.json().error).toBe('Too many sign-in attempts. Please wait 14 minutes and try again.');
    expect(during.cookies).toHaveLength(0);

    now += retryAfter * 1000;
    expect((await signInFrom('203.0.113.50', owner.email, PASSWORD)).statusCode).toBe(200);
  });

  it('counts only failures: successful sign-ins never bring an account closer to the cooldown', async () => {
    const strict = await buildTestApp(suite.db, {
      env: { ...DEFAULT_LIMITS, SIGN_IN_ACCOUNT_MAX_FAILURES: '1' },
      clock: () => new Date(now),
    });
    try {
      const regular = await signUp(strict, { name: 'Regular' });
      const visit = () =>
        strict.inject({
          method: 'POST',
          url: '/api/auth/sign-in/email',
          headers: { origin: ORIGIN, 'x-forwarded-for': '203.0.113.60' },
          payload: { email: regular.email, password: PASSWORD },
        });
      for (let count = 1; count <= 3; count++) expect((await visit()).statusCode, `visit ${count}`).toBe(200);
    } finally {
      await strict.close();
    }
  });

  it('answers the per-address limit with its own message and Retry-After', async () => {
    const strict = await buildTestApp(suite.db, { env: { AUTH_RATE_LIMIT_MAX: '1' } });
    try {
      const attempt = () =>
        strict.inject({
          method: 'POST',
          url: '/api/auth/sign-in/email',
          headers: { origin: ORIGIN },
          payload: { email: 'nobody@example.com', password: 'not it' },
          remoteAddress: '203.0.113.80',
        });
      expect((await attempt()).statusCode).toBe(401);
      const refused = await attempt();
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(refused.json()).toEqual({
        error: 'Too many attempts from your network. Please wait a minute and try again.',
      });
    } finally {
      await strict.close();
    }
  });

  it('never counts session reads against the sign-in limit', async () => {
    for (let read = 1; read <= 110; read++) {
      const response = await suite.app.inject({
        method: 'GET',
        url: '/api/auth/get-session',
        headers: { cookie: bystander.cookie, 'x-forwarded-for': '203.0.113.90' },
      });
      expect(response.statusCode, `read ${read}`).toBe(200);
    }
  });

  it('lets other accounts sign in from an address that failed on one account', async () => {
    const shared = '203.0.113.70';
    for (let guess = 1; guess <= 6; guess++) {
      expect((await signInFrom(shared, owner.email, `wrong ${guess}`)).statusCode).toBe(401);
    }
    expect((await signInFrom(shared, bystander.email, PASSWORD)).statusCode).toBe(200);
  });
});
