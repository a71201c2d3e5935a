import type { LightMyRequestResponse } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, ORIGIN, PASSWORD, signUp, type TestUser } from './helpers/app.js';
import { testDatabaseKind } from './helpers/database.js';
import { useTestApp } from './helpers/test-app.js';

// Sign-in throttling that a stranger cannot turn against the owner (OWASP's device cookies,
// docs/decisions/032-throttling-and-mail.md): the account limit (10 failures / 15 minutes) counts
// failures from unknown browsers only; a browser that once signed in has its own budget (5).
const DEVICE_COOKIE = 'cardology.device';
let now = Date.parse('2026-03-01T12:00:00Z');
const suite = useTestApp({ env: { TRUST_PROXY: 'true' }, clock: () => new Date(now) });

let owner: TestUser;
beforeEach(async () => {
  // A fresh account and a fresh window for each attack.
  now += 3_600_000;
  owner = await signUp(suite.app, { name: 'Owner' });
});

/** `name=value` of the device cookie a response set. */
function deviceCookieOf(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name.endsWith(DEVICE_COOKIE));
  if (!cookie?.value) throw new Error(`no device cookie in ${response.statusCode}: ${response.body}`);
  return `${cookie.name}=${cookie.value}`;
}

function signInFrom(address: string, email: string, password: string, cookie?: string) {
  return suite.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: { origin: ORIGIN, 'x-forwarded-for': address, ...(cookie ? { cookie } : {}) },
    payload: { email, password },
  });
}

/** The owner's phone: it signed in once with the right password and kept the device cookie. */
async function ownersDevice(user: TestUser = owner): Promise<string> {
  const response = await signInFrom('192.0.2.10', user.email, PASSWORD);
  expect(response.statusCode).toBe(200);
  return deviceCookieOf(response);
}

async function strangerFailures(count: number, email = owner.email) {
  for (let guess = 1; guess <= count; guess++) {
    await signInFrom(`198.51.100.${guess}`, email, `wrong guess ${guess}`);
  }
}

// Each attack hashes a few dozen passwords: slow on a busy machine, hence the long timeout.
describe(`device cookies on ${testDatabaseKind}`, { timeout: 120_000 }, () => {
  it('a successful sign-in sets a signed, HttpOnly, SameSite=Lax device cookie for a year', async () => {
    const response = await signInFrom('192.0.2.10', owner.email, PASSWORD);
    const cookie = response.cookies.find((c) => c.name === DEVICE_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.secure).toBeFalsy();
    expect(cookie?.maxAge).toBe(365 * 24 * 3600);
    // A failed sign-in sets none.
    const failed = await signInFrom('192.0.2.10', owner.email, 'not it');
    expect(failed.cookies.find((c) => c.name.endsWith(DEVICE_COOKIE))).toBeUndefined();
  });

  it('is Secure (and __Secure-) when the app is served over https', async () => {
    const secure = await buildTestApp(suite.db, { env: { PUBLIC_URL: 'https://cards.example.com' } });
    try {
      const response = await secure.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        headers: { origin: 'https://cards.example.com' },
        payload: { email: owner.email, password: PASSWORD },
      });
      expect(response.statusCode).toBe(200);
      const cookie = response.cookies.find((c) => c.name === `__Secure-${DEVICE_COOKIE}`);
      expect(cookie).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Lax' });
    } finally {
      await secure.close();
    }
  });

  it("strangers' failures never lock the owner's known device out", async () => {
    const phone = await ownersDevice();
    await strangerFailures(12);
    // The stranger's next try, even with the right password, waits (the account limit holds for them)…
    expect((await signInFrom('198.51.100.99', owner.email, PASSWORD)).statusCode).toBe(429);
    // …and the owner's phone signs in at once.
    const mine = await signInFrom('192.0.2.10', owner.email, PASSWORD, phone);
    expect(mine.statusCode, mine.body).toBe(200);
    // Ten more every quarter hour change nothing for it either.
    now += 900_000;
    await strangerFailures(12);
    expect((await signInFrom('192.0.2.10', owner.email, PASSWORD, phone)).statusCode).toBe(200);
  });

  it('a known device failing past its own budget is throttled, and only it', async () => {
    const phone = await ownersDevice();
    const laptop = await ownersDevice();
    const statuses: number[] = [];
    for (let guess = 1; guess <= 7; guess++) {
      statuses.push((await signInFrom('192.0.2.10', owner.email, `typo ${guess}`, phone)).statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429]);
    const refused = await signInFrom('192.0.2.10', owner.email, PASSWORD, phone);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // The owner's other device and an unknown browser are untouched: the account's count is zero.
    expect((await signInFrom('192.0.2.11', owner.email, PASSWORD, laptop)).statusCode).toBe(200);
    expect((await signInFrom('192.0.2.12', owner.email, PASSWORD)).statusCode).toBe(200);
    // The phone's budget comes back when its window ends.
    now += 900_000;
    expect((await signInFrom('192.0.2.10', owner.email, PASSWORD, phone)).statusCode).toBe(200);
  });

  it('a device cookie of another account, or a forged one, counts as an unknown browser', async () => {
    const other = await signUp(suite.app, { name: 'Other' });
    const othersPhone = await ownersDevice(other);
    const [name, value = ''] = (await ownersDevice()).split('=');
    const forged = `${name}=${value.slice(0, -2)}${value.endsWith('AA') ? 'BB' : 'AA'}`;
    await strangerFailures(4);
    for (let guess = 1; guess <= 3; guess++) {
      expect((await signInFrom('198.51.100.50', owner.email, 'no', othersPhone)).statusCode).toBe(401);
      expect((await signInFrom('198.51.100.51', owner.email, 'no', forged)).statusCode).toBe(401);
    }
    // 4 + 3 + 3 failures from unknown browsers: the account is closed to them.
    expect((await signInFrom('198.51.100.52', owner.email, PASSWORD, othersPhone)).statusCode).toBe(429);
    expect((await signInFrom('198.51.100.52', owner.email, PASSWORD, forged)).statusCode).toBe(429);
  });
});

describe(`every password check counts on ${testDatabaseKind}`, { timeout: 120_000 }, () => {
  const deleteMe = (cookie: string, password: string) =>
    suite.app.inject({
      method: 'DELETE',
      url: '/api/me',
      headers: { origin: ORIGIN, cookie, 'x-forwarded-for': '203.0.113.5' },
      payload: { password },
    });
  const changePassword = (cookie: string, currentPassword: string) =>
    suite.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: { origin: ORIGIN, cookie, 'x-forwarded-for': '203.0.113.6' },
      payload: { currentPassword, newPassword: 'a brand new passphrase' },
    });

  it('wrong passwords to delete the account count toward the account limit', async () => {
    const statuses: number[] = [];
    for (let guess = 1; guess <= 12; guess++)
      statuses.push((await deleteMe(owner.cookie, `no ${guess}`)).statusCode);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(403));
    expect(statuses.slice(10)).toEqual([429, 429]);
    // Even the right password waits now, and so does a sign-in from an unknown browser.
    expect((await deleteMe(owner.cookie, PASSWORD)).statusCode).toBe(429);
    expect((await signInFrom('203.0.113.7', owner.email, PASSWORD)).statusCode).toBe(429);
  });

  it('wrong current passwords count toward the same limit; a short new password does not', async () => {
    const short = await suite.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: { origin: ORIGIN, cookie: owner.cookie },
      payload: { currentPassword: 'whatever', newPassword: 'short' },
    });
    expect(short.statusCode).toBe(400);
    const statuses: number[] = [];
    for (let guess = 1; guess <= 11; guess++)
      statuses.push((await changePassword(owner.cookie, `no ${guess}`)).statusCode);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(400));
    expect(statuses[10]).toBe(429);
    expect((await signInFrom('203.0.113.7', owner.email, PASSWORD)).statusCode).toBe(429);
  });

  it('checks from a known device count toward that device only', async () => {
    const phone = await ownersDevice();
    const signedIn = await signInFrom('192.0.2.10', owner.email, PASSWORD, phone);
    const session = signedIn.cookies.find((c) => c.name.endsWith('session_token'));
    const cookie = `${phone}; ${session?.name}=${session?.value}`;
    const statuses: number[] = [];
    for (let guess = 1; guess <= 6; guess++)
      statuses.push((await deleteMe(cookie, `no ${guess}`)).statusCode);
    expect(statuses).toEqual([403, 403, 403, 403, 403, 429]);
    expect((await signInFrom('203.0.113.7', owner.email, PASSWORD)).statusCode).toBe(200);
  });
});
