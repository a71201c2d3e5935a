import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { session } from '../src/db/schema.js';
import { signUp, type TestUser } from './helpers/app.js';
import { call } from './helpers/credits.js';
import { testDatabaseKind } from './helpers/database.js';
import { useTestApp } from './helpers/test-app.js';

const DAY_MS = 24 * 60 * 60 * 1000;

// A short cap, so the test can tell it from the 30 idle days.
const suite = useTestApp({ env: { SESSION_MAX_AGE_DAYS: '45' } });

const sessionsOf = (user: TestUser) => suite.db.select().from(session).where(eq(session.userId, user.id));

/** A session that was signed in `days` ago and has been used every day since. */
async function signedInDaysAgo(user: TestUser, days: number): Promise<void> {
  await suite.db
    .update(session)
    .set({ createdAt: new Date(Date.now() - days * DAY_MS), expiresAt: new Date(Date.now() + 29 * DAY_MS) })
    .where(eq(session.userId, user.id));
}

async function signedIn(cookie: string): Promise<boolean> {
  const response = await call(suite.app, 'GET', '/api/me', cookie);
  expect(response.statusCode).toBe(200);
  return response.json() !== null;
}

describe(`session lifetime on ${testDatabaseKind}`, () => {
  it('slides an active session forward to 30 idle days, at most once a day', async () => {
    const user = await signUp(suite.app);
    await suite.db
      .update(session)
      .set({ expiresAt: new Date(Date.now() + 28 * DAY_MS) })
      .where(eq(session.userId, user.id));
    const response = await call(suite.app, 'GET', '/api/auth/get-session', user.cookie);
    expect(response.statusCode).toBe(200);
    const [row] = await sessionsOf(user);
    expect((row?.expiresAt.getTime() ?? 0) - Date.now()).toBeGreaterThan(29.9 * DAY_MS);
  });

  it('keeps a session younger than the cap', async () => {
    const user = await signUp(suite.app);
    await signedInDaysAgo(user, 44);
    expect(await signedIn(user.cookie)).toBe(true);
    expect((await call(suite.app, 'GET', '/api/auth/get-session', user.cookie)).json()).not.toBeNull();
  });

  it('ends a session past the cap on the next request, however active, and deletes it', async () => {
    const user = await signUp(suite.app);
    await signedInDaysAgo(user, 45);
    expect(await signedIn(user.cookie)).toBe(false);
    expect(await sessionsOf(user)).toEqual([]);
  });

  it('ends it on a session read too, and does not extend it', async () => {
    const user = await signUp(suite.app);
    await signedInDaysAgo(user, 46);
    const response = await call(suite.app, 'GET', '/api/auth/get-session', user.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toBeNull();
    expect(await sessionsOf(user)).toEqual([]);
    expect(await signedIn(user.cookie)).toBe(false);
  });

  it('needs a whole number of days between 1 and 3650', async () => {
    const { parseEnv } = await import('../src/env.js');
    expect(() => parseEnv({ SESSION_MAX_AGE_DAYS: '0' })).toThrow(/SESSION_MAX_AGE_DAYS/);
    expect(() => parseEnv({ SMTP_URL: 'http://mail.example.com' })).toThrow(/SMTP_URL/);
    expect(parseEnv({ PUBLIC_URL: 'https://cards.example.com' }).MAIL_FROM).toBe(
      'Cardology <no-reply@cards.example.com>',
    );
  });
});
