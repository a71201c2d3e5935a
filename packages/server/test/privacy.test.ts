import { Readable } from 'node:stream';
import {
  accountExport,
  DELETE_ACCOUNT_LAST_ADMIN,
  DELETE_ACCOUNT_PASSWORD_REQUIRED,
  DELETE_ACCOUNT_WRONG_PASSWORD,
  EXPORT_IN_PROGRESS,
  EXPORT_PATH,
} from '@cardology/contract/privacy';
import { GONE_MEANWHILE } from '@cardology/contract/request-body';
import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { SIGN_IN_REQUIRED } from '../src/auth/viewer.js';
import { account, profiles, rateLimit, session, user, verification } from '../src/db/schema.js';
import { setReadingText } from '../src/services/ai-sessions.js';
import { grantCredits, ledgerSum } from '../src/services/credit-ledger.js';
import { eventsOf, sessionIdOf } from './ai/assistant-stream.js';
import { ORIGIN, PASSWORD, signIn, signUp, type TestUser } from './helpers/app.js';
import { balanceOf } from './helpers/credits.js';
import { testDatabaseKind } from './helpers/database.js';
import { PUSH_SUBSCRIPTION } from './helpers/route-recipes.js';
import { useTestApp } from './helpers/test-app.js';
import { fakeVoice, memoryStorage, narrationEventsOf } from './narration/fakes.js';

type FullUser = Awaited<ReturnType<typeof fullUser>>;
let ada: FullUser;
let ben: FullUser;
const audio = memoryStorage();
const NOW = new Date(Date.UTC(2026, 2, 14, 9, 30));

const suite = useTestApp({
  clock: () => NOW,
  voice: fakeVoice().voice,
  audioStorage: audio.storage,
  signUpAdmin: true,
});

beforeAll(async () => {
  ada = await fullUser('Ada');
  ben = await fullUser('Ben');
});

function call(
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  cookie?: string,
  payload?: unknown,
) {
  return suite.app.inject({
    method,
    url,
    headers: {
      origin: ORIGIN,
      ...(cookie ? { cookie } : {}),
      ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
  });
}

function expectStatus(response: LightMyRequestResponse, status: number): void {
  if (response.statusCode !== status) throw new Error(`${response.statusCode}: ${response.body}`);
}

/**
 * Takes the reader's one download slot with a stream that never ends, as a long export still being written would:
 * whether a request overlaps it no longer depends on which database answers faster.
 */
async function holdDownloadSlot(userId: string): Promise<{ release: () => Promise<void> }> {
  const unending = await suite.app.downloads.hold(userId, async () => new Readable({ read() {} }));
  return {
    release: async () => {
      unending.destroy();
      await new Promise((resolve) => unending.once('close', resolve));
    },
  };
}

/** Calls `url` and says whose slot the route took, so a test knows the download went through the one rule. */
async function callRecordingSlot(url: string, cookie: string) {
  const hold = vi.spyOn(suite.app.downloads, 'hold');
  try {
    const response = await call('GET', url, cookie);
    return { response, holders: hold.mock.calls.map(([userId]) => userId) };
  } finally {
    hold.mockRestore();
  }
}

/** Someone with a row of every kind the app keeps: what an export must hold and a deletion remove. */
async function fullUser(label: string): Promise<TestUser & { birthdate: string; person: string }> {
  const someone = await signUp(suite.app, { name: `${label} Account` });
  await suite.db.update(profiles).set({ isPremium: true }).where(eq(profiles.id, someone.id));
  const birthdate = label === 'Ada' ? '03/09/1988' : '11/21/1975';
  // Unique per run of this helper, so a scan for one user's values never finds another's.
  const person = `${label} sister ${crypto.randomUUID().slice(0, 8)}`;
  expectStatus(await call('PATCH', '/api/me', someone.cookie, { name: `${label} Lovelace`, birthdate }), 200);
  expectStatus(
    await call('POST', '/api/connections', someone.cookie, { name: person, birthdate: '1990-05-17' }),
    201,
  );
  const reading = await call('POST', '/api/ai/reading', someone.cookie, {
    spreadType: 'weekly',
    person: { name: person, birthdate: '1990-05-17' },
  });
  const sessionId = sessionIdOf(eventsOf(reading));
  expectStatus(await call('POST', '/api/ai/chat', someone.cookie, { sessionId, message: 'And love?' }), 200);
  expectStatus(await call('POST', '/api/saved-readings', someone.cookie, { sessionId }), 201);
  // A short text to narrate: the voice's work is not what this file tests.
  await setReadingText(suite.db, sessionId, 'A short reading to narrate.');
  const granted = await grantCredits(suite.db, { userId: someone.id, amount: 40, actorId: suite.admin.id });
  if (!granted.ok) throw new Error(granted.refusal);
  const narration = narrationEventsOf(await call('POST', '/api/tts', someone.cookie, { sessionId }));
  expect(narration.at(-1)).toEqual({ type: 'done' });
  expectStatus(
    await call('POST', '/api/credit-requests', someone.cookie, { user_notes: 'More please' }),
    201,
  );
  expectStatus(
    await call('POST', '/api/journal', someone.cookie, { date: '2020-02-02', text: `Dear diary, ${person}` }),
    201,
  );
  expectStatus(await call('POST', '/api/calendar', someone.cookie), 200);
  expectStatus(
    await call('PUT', '/api/reminders', someone.cookie, { enabled: true, time_of_day: '07:15' }),
    200,
  );
  const endpoint = `https://fcm.googleapis.com/fcm/send/${label}-${crypto.randomUUID()}`;
  expectStatus(
    await call('POST', '/api/reminders/devices', someone.cookie, { ...PUSH_SUBSCRIPTION, endpoint }),
    200,
  );
  // What better-auth's password reset and a per-account sign-in limit would keep about them.
  await suite.db.insert(verification).values({
    id: crypto.randomUUID(),
    identifier: `reset-password:${crypto.randomUUID()}`,
    value: someone.id,
    expiresAt: new Date(NOW.getTime() + 3_600_000),
  });
  await suite.db.insert(rateLimit).values({
    id: crypto.randomUUID(),
    key: `sign-in:${someone.email}`,
    count: 1,
    lastRequest: NOW.getTime(),
  });
  return { ...someone, birthdate, person };
}

/** Every row of every table, as text, that mentions `needle` (any case). */
async function rowsMentioning(needle: string): Promise<string[]> {
  const tables = (await suite.db.execute(
    sql`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`,
  )) as unknown as { rows: Array<{ table_name: string }> };
  const found: string[] = [];
  for (const { table_name: table } of tables.rows) {
    const rows = (await suite.db.execute(
      sql`SELECT row_to_json(t)::text AS row FROM ${sql.identifier(table)} t WHERE row_to_json(t)::text ILIKE ${`%${needle}%`}`,
    )) as unknown as { rows: Array<{ row: string }> };
    found.push(...rows.rows.map((row) => `${table}: ${row.row}`));
  }
  return found;
}

const audioOf = (userId: string) => [...audio.files.keys()].filter((key) => key.startsWith(`${userId}/`));

describe(`GET /api/me/export on ${testDatabaseKind}`, () => {
  it('is refused without a session', async () => {
    const response = await call('GET', EXPORT_PATH);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: SIGN_IN_REQUIRED });
  });

  it('downloads every kind of the caller’s data as a dated JSON attachment', async () => {
    const response = await call('GET', EXPORT_PATH, ada.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="cardology-export-2026-03-14.json"',
    );
    expect(response.headers['cache-control']).toContain('no-store');
    const data = accountExport.parse(response.json());
    expect(data.account).toMatchObject({ id: ada.id, email: ada.email, name: 'Ada Account' });
    expect(data.profile).toMatchObject({ name: 'Ada Lovelace', birthdate: '1988-03-09', is_premium: true });
    expect(data.people).toEqual([expect.objectContaining({ name: ada.person, birthdate: '1990-05-17' })]);
    expect(data.ai_sessions).toHaveLength(1);
    expect(data.ai_sessions[0]?.person_name).toBe(ada.person);
    expect(data.ai_sessions[0]?.messages.map((turn) => turn.role)).toEqual(['user', 'model']);
    expect(data.saved_interpretations).toHaveLength(1);
    expect(data.credit_history.ledger.map((row) => [row.reason, row.delta, row.by_admin])).toEqual([
      ['grant', 40, true],
      ['tts', -10, false],
    ]);
    expect(data.credit_history.requests).toEqual([expect.objectContaining({ user_notes: 'More please' })]);
    expect(data.narrations).toEqual([expect.objectContaining({ source: 'reading', status: 'done' })]);
    expect(data.narrations[0]?.parts).toBeGreaterThan(0);
    expect(data.journal).toEqual([
      expect.objectContaining({ date: '2020-02-02', text: `Dear diary, ${ada.person}` }),
    ]);
    expect(data.calendar_feed).toEqual({ include_people: false, created_at: expect.any(String) });
    expect(data.daily_card_reminder).toEqual({
      enabled: true,
      time_of_day: '07:15',
      by_email: false,
      period_notice: false,
      birthday_notice: false,
      notice_names: false,
      devices: [{ push_service: 'https://fcm.googleapis.com', created_at: expect.any(String) }],
      recent_sends: [],
    });
    expect(data.profile?.tts_credits).toBe(30);
  });

  it('holds none of another user’s rows, and no password hash, session token, feed token or admin id', async () => {
    const body = (await call('GET', EXPORT_PATH, ada.cookie)).body;
    for (const foreign of [ben.id, ben.email, ben.person, 'Ben Lovelace', '1975-11-21', suite.admin.id]) {
      expect(body).not.toContain(foreign);
    }
    const [credential] = await suite.db.select().from(account).where(eq(account.userId, ada.id));
    const sessions = await suite.db.select().from(session).where(eq(session.userId, ada.id));
    expect(credential?.password).toBeTruthy();
    expect(body).not.toContain(String(credential?.password));
    expect(sessions.length).toBeGreaterThan(0);
    for (const row of sessions) expect(body).not.toContain(row.token);
    expect(body).not.toMatch(/password|token/i);
  });
});

describe(`one download of one's data at a time, on ${testDatabaseKind}`, () => {
  // Issue 22: four exports at once of a full account held every other reader's requests; one at a time
  // bounds what one account can ask of the server, and the slot is free again as soon as the download ends.
  it.each([
    ['answers a second export while the first is being written with 409 in plain words', EXPORT_PATH],
    [
      'holds the journal’s Markdown download to the same rule, and frees the slot after it',
      '/api/journal/export.md',
    ],
  ])('%s', async (_name, url) => {
    const exportUnderWay = await holdDownloadSlot(ada.id);
    const refused = await call('GET', url, ada.cookie);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ error: EXPORT_IN_PROGRESS });
    await exportUnderWay.release();
    const { response, holders } = await callRecordingSlot(url, ada.cookie);
    expectStatus(response, 200);
    expect(holders).toEqual([ada.id]);
    // Its slot was given back on its last byte: the next download is not refused.
    expectStatus(await call('GET', EXPORT_PATH, ada.cookie), 200);
  });

  it('never makes one reader wait for another', async () => {
    const answers = await Promise.all([
      call('GET', EXPORT_PATH, ada.cookie),
      call('GET', EXPORT_PATH, ben.cookie),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
  });
});

describe(`DELETE /api/me on ${testDatabaseKind}`, () => {
  it('is refused without a session, without a password, and with a wrong one; nothing changes', async () => {
    const someone = await signUp(suite.app);
    expect((await call('DELETE', '/api/me', undefined, { password: PASSWORD })).statusCode).toBe(401);
    const missing = await call('DELETE', '/api/me', someone.cookie, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ error: DELETE_ACCOUNT_PASSWORD_REQUIRED });
    const wrong = await call('DELETE', '/api/me', someone.cookie, { password: 'not the password' });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toEqual({ error: DELETE_ACCOUNT_WRONG_PASSWORD });
    expect(await suite.db.select().from(user).where(eq(user.id, someone.id))).toHaveLength(1);
    expect((await call('GET', '/api/me', someone.cookie)).json()).toMatchObject({ id: someone.id });
  });

  it('removes every row and audio file of theirs, signs every device out, and leaves others untouched', async () => {
    const otherDevice = await signIn(suite.app, { email: ada.email });
    expect(audioOf(ada.id).length).toBeGreaterThan(0);
    const benBefore = (await call('GET', EXPORT_PATH, ben.cookie)).json<Record<string, unknown>>();
    const benAudio = audioOf(ben.id);

    const response = await call('DELETE', '/api/me', ada.cookie, { password: PASSWORD });
    expect(response.statusCode).toBe(204);
    const cleared = response.cookies.find((cookie) => cookie.name.endsWith('session_token'));
    expect(cleared?.value).toBe('');
    expect(cleared?.maxAge).toBe(0);

    for (const needle of [ada.id, ada.email, ada.person, 'Ada Lovelace', '1988-03-09']) {
      expect(await rowsMentioning(needle)).toEqual([]);
    }
    expect(audioOf(ada.id)).toEqual([]);
    // Both of Ada's sessions are gone at once, not at their expiry.
    for (const cookie of [ada.cookie, otherDevice]) {
      expect((await call('GET', '/api/me', cookie)).json()).toBeNull();
      expect((await call('GET', EXPORT_PATH, cookie)).statusCode).toBe(401);
    }
    expect((await call('GET', EXPORT_PATH, ben.cookie)).json()).toEqual({
      ...benBefore,
      exported_at: expect.any(String),
    });
    expect(audioOf(ben.id)).toEqual(benAudio);
    // Every remaining balance still equals its ledger.
    for (const id of [ben.id, suite.admin.id])
      expect(await ledgerSum(suite.db, id)).toBe(await balanceOf(suite.db, id));
    // The address can be used for a new, empty account.
    const again = await signUp(suite.app, { email: ada.email });
    expect(again.id).not.toBe(ada.id);
  });

  it('removes rate-limit and verification rows that name them, not those of an address containing theirs', async () => {
    const someone = await signUp(suite.app);
    const keys = [
      `sign-in:${someone.email.toUpperCase()}`,
      `sign-in:x${someone.email}`,
      `sign-in:${someone.email}.org`,
    ];
    for (const key of keys) {
      await suite.db.insert(rateLimit).values({ id: crypto.randomUUID(), key, count: 1, lastRequest: 0 });
    }
    const verificationRow = (identifier: string, value: string) => ({
      id: crypto.randomUUID(),
      identifier,
      value,
      expiresAt: new Date(NOW.getTime() + 60_000),
    });
    await suite.db
      .insert(verification)
      .values([
        verificationRow(someone.email, 'token'),
        verificationRow('change-email', JSON.stringify({ email: someone.email })),
        verificationRow('reset-password:abc', `not-${someone.id}`),
      ]);
    expect((await call('DELETE', '/api/me', someone.cookie, { password: PASSWORD })).statusCode).toBe(204);
    const left = await suite.db.select({ key: rateLimit.key }).from(rateLimit);
    expect(left.map((row) => row.key)).toEqual(expect.arrayContaining(keys.slice(1)));
    expect(left.map((row) => row.key)).not.toContain(keys[0]);
    const verifications = await suite.db.select({ value: verification.value }).from(verification);
    expect(verifications.map((row) => row.value)).toContain(`not-${someone.id}`);
    expect(verifications.map((row) => row.value)).not.toContain('token');
    expect(verifications.filter((row) => row.value.includes(someone.email))).toEqual([]);
    // Leave nothing that mentions them for the scans of the other tests.
    await suite.db.delete(rateLimit);
    await suite.db.delete(verification);
  });

  it('refuses the only admin, and lets an admin go once another admin exists', async () => {
    const refused = await call('DELETE', '/api/me', suite.admin.cookie, { password: PASSWORD });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ error: DELETE_ACCOUNT_LAST_ADMIN });
    expect(await suite.db.select().from(user).where(eq(user.id, suite.admin.id))).toHaveLength(1);

    const second = await signUp(suite.app, { name: 'Second Admin' });
    await suite.db.update(user).set({ role: 'admin' }).where(eq(user.id, second.id));
    expect((await call('DELETE', '/api/me', second.cookie, { password: PASSWORD })).statusCode).toBe(204);
    // With the second one gone, the first is the only admin again.
    expect((await call('DELETE', '/api/me', suite.admin.cookie, { password: PASSWORD })).statusCode).toBe(
      409,
    );
  });
});

describe(`a write racing an account's deletion on ${testDatabaseKind}`, () => {
  it('is a 409 with a plain message, not a 500, when the account went while the session was remembered', async () => {
    const leaver = await signUp(suite.app, { name: 'Racing Leaver' });
    // This process has just checked the session: it remembers it for a few seconds (viewer-cache.ts).
    expectStatus(await call('GET', '/api/me', leaver.cookie), 200);
    // Deleted behind this process's back, as another process or a tab deleting the account would.
    await suite.db.delete(user).where(eq(user.id, leaver.id));
    const write = await call('POST', '/api/connections', leaver.cookie, {
      name: 'Late',
      birthdate: '1990-01-01',
    });
    expect(write.statusCode).toBe(409);
    expect(write.json()).toEqual({ error: GONE_MEANWHILE });
  });
});
