import { USER_NOT_FOUND } from '@cardology/contract/admin';
import { TEXT_NOT_STORABLE } from '@cardology/contract/clean-text';
import {
  ACCOUNT_SUSPENDED,
  CANNOT_SUSPEND_LAST_ADMIN,
  CANNOT_SUSPEND_YOURSELF,
  SUSPENDED_CODE,
  SUSPENSION_END_INVALID,
  SUSPENSION_END_PAST,
  SUSPENSION_REASON_MAX_LENGTH,
  SUSPENSION_REASON_REQUIRED,
  SUSPENSION_REASON_TOO_LONG,
} from '@cardology/contract/suspension';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { session, user } from '../src/db/schema.js';
import { suspendUser } from '../src/services/suspensions.js';
import { makePremium } from './helpers/accounts.js';
import { buildTestApp, signIn, signInRequest, signUp } from './helpers/app.js';
import { call } from './helpers/credits.js';
import { testDatabaseKind } from './helpers/database.js';
import { createOwnedRows } from './helpers/owned-rows.js';
import { useTestApp } from './helpers/test-app.js';
import { instantVoice, memoryStorage } from './narration/fakes.js';

const suite = useTestApp({ signUpAdmin: true, voice: instantVoice(), audioStorage: memoryStorage().storage });

const suspend = (id: string, body: unknown, cookie = suite.admin.cookie) =>
  call(suite.app, 'PUT', `/api/admin/users/${id}/suspension`, cookie, body);
const lift = (id: string, cookie = suite.admin.cookie) =>
  call(suite.app, 'DELETE', `/api/admin/users/${id}/suspension`, cookie);

const inOneDay = () => new Date(Date.now() + 24 * 3600 * 1000).toISOString();

async function sessionsOf(userId: string) {
  return suite.db.select({ token: session.token }).from(session).where(eq(session.userId, userId));
}

/** Every kind of request a signed-in reader makes: readings, people, the assistant, credit requests, … */
function everyday(rows: Awaited<ReturnType<typeof createOwnedRows>>, cookie: string) {
  const person = { birthdate: '02/28/1990', age: 35 };
  return [
    call(suite.app, 'GET', '/api/todays-card', cookie),
    call(suite.app, 'POST', '/api/weekly-spread', cookie, person),
    call(suite.app, 'GET', '/api/connections', cookie),
    call(suite.app, 'POST', '/api/connections', cookie, { name: 'Dee', birthdate: '1991-02-03' }),
    call(suite.app, 'POST', '/api/ai/chat', cookie, { sessionId: rows.aiSessionId, message: 'And love?' }),
    call(suite.app, 'GET', `/api/ai/sessions/${rows.aiSessionId}`, cookie),
    call(suite.app, 'POST', '/api/credit-requests', cookie, {}),
    call(suite.app, 'GET', '/api/saved-readings', cookie),
  ];
}

describe(`suspending an account on ${testDatabaseKind}`, () => {
  it('ends every session of the account at once: readings, people, chat and credit requests answer 401', async () => {
    const reader = await signUp(suite.app, { name: 'Reader' });
    await makePremium(suite.db, reader.id);
    const rows = await createOwnedRows(suite.app, suite.db, reader);
    const phone = await signIn(suite.app, { email: reader.email });
    // Each session is now remembered by the access check (the viewer cache).
    for (const cookie of [reader.cookie, phone]) {
      expect((await call(suite.app, 'GET', '/api/connections', cookie)).statusCode).toBe(200);
    }

    const suspended = await suspend(reader.id, { reason: 'Scraping the readings', until: inOneDay() });
    expect(suspended.statusCode, suspended.body).toBe(200);
    expect(suspended.json()).toMatchObject({
      id: reader.id,
      suspension: { reason: 'Scraping the readings', until: expect.any(String) },
    });

    expect(await sessionsOf(reader.id)).toEqual([]);
    for (const cookie of [reader.cookie, phone]) {
      const answers = await Promise.all(everyday(rows, cookie));
      expect(answers.map((answer) => answer.statusCode)).toEqual(answers.map(() => 401));
      // The visitor's view of /api/me: nobody is signed in.
      expect((await call(suite.app, 'GET', '/api/me', cookie)).json()).toBeNull();
    }
    // Its calendar feed stops too.
    const feed = await call(suite.app, 'GET', `/api/calendar/feed/${rows.calendarFeedFile}`, undefined);
    expect(feed.statusCode).toBe(404);
  });

  it('refuses a session of a user banned behind the app’s back (in the database), once the cache lets go', async () => {
    let now = new Date();
    const clocked = await buildTestApp(suite.db, { clock: () => now });
    try {
      const reader = await signUp(clocked, { name: 'Direct' });
      expect((await call(clocked, 'GET', '/api/connections', reader.cookie)).statusCode).toBe(200);
      await suite.db.update(user).set({ banned: true }).where(eq(user.id, reader.id));
      now = new Date(now.getTime() + 10_000); // past the viewer cache's 5 s
      expect((await call(clocked, 'GET', '/api/connections', reader.cookie)).statusCode).toBe(401);
      expect(await sessionsOf(reader.id)).toEqual([]);
    } finally {
      await clocked.close();
    }
  });

  it('tells a suspended person who signs in, with the end, and never the reason', async () => {
    const reader = await signUp(suite.app);
    const until = inOneDay();
    await suspend(reader.id, { reason: 'Internal: chargeback', until });
    const refused = await signInRequest(suite.app, { email: reader.email });
    expect(refused.statusCode).toBe(403);
    const body = refused.json<Record<string, unknown>>();
    expect(body).toMatchObject({ code: SUSPENDED_CODE, suspended_until: new Date(until).toISOString() });
    expect(body.error).toMatch(/^This account is suspended until .+\. Please contact/);
    expect(refused.body).not.toContain('chargeback');
    expect(refused.headers['set-cookie'] ?? []).not.toEqual(
      expect.arrayContaining([expect.stringContaining('session_token=')]),
    );

    const forever = await signUp(suite.app);
    await suspend(forever.id, { reason: 'Spam' });
    const refusedForever = await signInRequest(suite.app, { email: forever.email });
    expect(refusedForever.statusCode).toBe(403);
    expect(refusedForever.json()).toMatchObject({
      code: SUSPENDED_CODE,
      error: ACCOUNT_SUSPENDED,
      suspended_until: null,
    });
    // A wrong password says nothing about the suspension.
    const wrong = await signInRequest(suite.app, { email: forever.email, password: 'not the password' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body).not.toContain('suspended');
  });

  it('lets the person in again once the end has passed, or once an admin lifts it', async () => {
    const reader = await signUp(suite.app);
    await suspend(reader.id, { reason: 'Cooling off', until: inOneDay() });
    // The end passes (written in the database: the route refuses an end in the past).
    await suite.db
      .update(user)
      .set({ banExpires: new Date(Date.now() - 1000) })
      .where(eq(user.id, reader.id));
    expect((await signInRequest(suite.app, { email: reader.email })).statusCode).toBe(200);
    const listed = await call(suite.app, 'GET', `/api/admin/users/${reader.id}`, suite.admin.cookie);
    expect(listed.json()).toMatchObject({ user: { suspension: null } });

    const other = await signUp(suite.app);
    await suspend(other.id, { reason: 'Mistake' });
    expect((await signInRequest(suite.app, { email: other.email })).statusCode).toBe(403);
    const lifted = await lift(other.id);
    expect(lifted.statusCode, lifted.body).toBe(200);
    expect(lifted.json()).toMatchObject({ id: other.id, suspension: null });
    const cookie = await signIn(suite.app, { email: other.email });
    expect((await call(suite.app, 'GET', '/api/me', cookie)).json()).toMatchObject({ email: other.email });
  });

  it('shows the suspension in the Users list and the detail', async () => {
    const reader = await signUp(suite.app, { name: `Listed ${crypto.randomUUID().slice(0, 6)}` });
    await suspend(reader.id, { reason: '  Abuse of the assistant  ' });
    const page = await call(
      suite.app,
      'GET',
      `/api/admin/users?q=${encodeURIComponent(reader.email)}`,
      suite.admin.cookie,
    );
    expect(page.json()).toMatchObject({
      users: [{ id: reader.id, suspension: { reason: 'Abuse of the assistant', until: null } }],
    });
  });

  it('refuses an admin suspending themselves, and changes nothing', async () => {
    const own = await suspend(suite.admin.id, { reason: 'Oops' });
    expect(own.statusCode).toBe(400);
    expect(own.json()).toEqual({ error: CANNOT_SUSPEND_YOURSELF });
    expect((await call(suite.app, 'GET', '/api/admin/status', suite.admin.cookie)).json()).toEqual({
      isAdmin: true,
    });
  });

  it('refuses a missing, empty, too long or broken reason and a bad end, and changes nothing', async () => {
    const reader = await signUp(suite.app);
    const cases: Array<[unknown, string]> = [
      [{}, SUSPENSION_REASON_REQUIRED],
      [{ reason: '   ' }, SUSPENSION_REASON_REQUIRED],
      [{ reason: 42 }, SUSPENSION_REASON_REQUIRED],
      [{ reason: 'x'.repeat(SUSPENSION_REASON_MAX_LENGTH + 1) }, SUSPENSION_REASON_TOO_LONG],
      // A lone surrogate never reaches the route: the body parser refuses it for every route (decision 033),
      // and removes any other control character (clean-text.test.ts).
      [{ reason: 'N\ud800x' }, TEXT_NOT_STORABLE],
      [{ reason: 'ok', until: 'tomorrow' }, SUSPENSION_END_INVALID],
      [{ reason: 'ok', until: '2026-13-01T00:00:00Z' }, SUSPENSION_END_INVALID],
      [{ reason: 'ok', until: 12 }, SUSPENSION_END_INVALID],
      [{ reason: 'ok', until: '2001-01-01T00:00:00Z' }, SUSPENSION_END_PAST],
    ];
    for (const [body, error] of cases) {
      const response = await suspend(reader.id, body);
      expect({ body, status: response.statusCode, answer: response.json() }).toEqual({
        body,
        status: 400,
        answer: { error },
      });
    }
    expect((await suspend(reader.id, { reason: 'é'.repeat(SUSPENSION_REASON_MAX_LENGTH) })).statusCode).toBe(
      200,
    );
    await lift(reader.id);
    // Lifting brings no session back: the old one was deleted by the suspension.
    expect((await call(suite.app, 'GET', '/api/me', reader.cookie)).json()).toBeNull();
    const [row] = await suite.db.select().from(user).where(eq(user.id, reader.id));
    expect(row).toMatchObject({ banned: false, banReason: null, banExpires: null });
  });

  it('refuses an admin who lost their rights a moment ago (suspended by another) with 403', async () => {
    const deputy = await signUp(suite.app, { name: 'Deputy' });
    const target = await signUp(suite.app, { name: 'Target' });
    await call(suite.app, 'PUT', `/api/admin/users/${deputy.id}/admin`, suite.admin.cookie, {
      is_admin: true,
    });
    // The deputy's request has passed the access check; meanwhile the role is gone (written directly).
    await suite.db.update(user).set({ role: 'user' }).where(eq(user.id, deputy.id));
    const outcome = await suspendUser(suite.db, {
      targetId: target.id,
      actorId: deputy.id,
      reason: 'Late',
      until: null,
      now: new Date(),
    });
    expect(outcome).toEqual({ ok: false, refusal: 'actor-not-admin' });
  });

  it('answers 404 for an unknown user, suspending or lifting', async () => {
    for (const id of [crypto.randomUUID(), 'not-an-id']) {
      const suspended = await suspend(id, { reason: 'Nobody' });
      expect(suspended.statusCode, id).toBe(404);
      expect(suspended.json()).toEqual({ error: USER_NOT_FOUND });
      expect((await lift(id)).statusCode, id).toBe(404);
    }
  });

  it('never leaves the site without an admin: the last two suspending each other at once, one wins', async () => {
    // Last in the file: the suite's admin may end up suspended.
    const second = await signUp(suite.app, { name: 'Second admin' });
    const promoted = await call(suite.app, 'PUT', `/api/admin/users/${second.id}/admin`, suite.admin.cookie, {
      is_admin: true,
    });
    expect(promoted.statusCode).toBe(200);
    const answers = await Promise.all([
      suspend(second.id, { reason: 'Race' }),
      suspend(suite.admin.id, { reason: 'Race' }, second.cookie),
    ]);
    const outcomes = answers.map((answer) => [answer.statusCode, answer.json<{ error?: string }>().error]);
    // The loser is refused as the last admin, or as signed out when the winner committed before the
    // loser's request was let in.
    expect(outcomes).toContainEqual([200, undefined]);
    expect(outcomes.filter(([status]) => status !== 200)).toEqual([
      expect.toSatisfy(
        ([status, error]) => (status === 409 && error === CANNOT_SUSPEND_LAST_ADMIN) || status === 401,
      ),
    ]);
    const admins = await suite.db.select({ banned: user.banned }).from(user).where(eq(user.role, 'admin'));
    expect(admins.filter((row) => !row.banned)).toHaveLength(1);
  });
});
