import {
  AI_NOTHING_TO_SAVE,
  AI_SESSION_NOT_FOUND,
  SAVED_READING_NOT_FOUND,
  type SavedReading,
  savedReading,
  savedReadingList,
} from '@cardology/contract/assistant';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { aiSessions, savedReadings } from '../../src/db/schema.js';
import { makePremium, signUpPremium } from '../helpers/accounts.js';
import { ORIGIN, signUp, type TestUser } from '../helpers/app.js';
import { testDatabaseKind } from '../helpers/database.js';
import { useTestApp } from '../helpers/test-app.js';
import { eventsOf, textOf } from './assistant-stream.js';

let ada: TestUser;
let ben: TestUser;
let plain: TestUser;

const ADA = { name: 'Ada', birthdate: '1990-02-28' };

const suite = useTestApp({ clock: () => new Date(Date.UTC(2025, 5, 15, 12)), signUpAdmin: true });

beforeAll(async () => {
  ada = await signUpPremium(suite.app, suite.db, { name: 'Ada' });
  ben = await signUpPremium(suite.app, suite.db, { name: 'Ben' });
  plain = await signUp(suite.app, { name: 'Plain' });
});

const withCookie = (cookie: string | undefined) => ({ origin: ORIGIN, ...(cookie ? { cookie } : {}) });
const save = (cookie: string | undefined, payload: unknown) =>
  suite.app.inject({
    method: 'POST',
    url: '/api/saved-readings',
    headers: withCookie(cookie),
    payload: payload as Record<string, unknown>,
  });
const list = (cookie: string | undefined) =>
  suite.app.inject({ method: 'GET', url: '/api/saved-readings', headers: withCookie(cookie) });
const remove = (cookie: string | undefined, id: string) =>
  suite.app.inject({ method: 'DELETE', url: `/api/saved-readings/${id}`, headers: withCookie(cookie) });

/** A finished interpretation: its session id and text. */
async function interpretation(user: TestUser, spreadType = 'weekly'): Promise<{ id: string; text: string }> {
  const response = await suite.app.inject({
    method: 'POST',
    url: '/api/ai/reading',
    headers: withCookie(user.cookie),
    payload: { spreadType, person: ADA, age: 35 },
  });
  const events = eventsOf(response);
  const first = events[0];
  if (first?.type !== 'session') throw new Error(response.body);
  return { id: first.sessionId, text: textOf(events) };
}

const rowsOf = async (user: TestUser) =>
  suite.db.select().from(savedReadings).where(eq(savedReadings.userId, user.id));

describe(`saved interpretations on ${testDatabaseKind}`, () => {
  it('saves the session’s own text, not text the browser sends', async () => {
    const session = await interpretation(ada, 'seven-yearly');
    const response = await save(ada.cookie, { sessionId: session.id, reading_text: 'FORGED' });
    expect(response.statusCode).toBe(201);
    const saved = savedReading.parse(response.json());
    expect(saved).toMatchObject({
      session_id: session.id,
      spread_type: 'seven-yearly',
      reading_text: session.text,
    });

    // The restored session names its saved interpretation.
    const restored = await suite.app.inject({
      method: 'GET',
      url: `/api/ai/sessions/${session.id}`,
      headers: withCookie(ada.cookie),
    });
    expect(restored.json()).toMatchObject({ savedReadingId: saved.id });
  });

  it('keeps one row when a session is saved twice, and when saves race', async () => {
    const session = await interpretation(ada);
    const first = await save(ada.cookie, { sessionId: session.id });
    const again = await save(ada.cookie, { sessionId: session.id });
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());

    const racing = await interpretation(ada);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => save(ada.cookie, { sessionId: racing.id })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 200, 200, 200, 200, 201]);
    expect(new Set(answers.map((answer) => answer.json<SavedReading>().id)).size).toBe(1);
    const rows = (await rowsOf(ada)).filter((row) => row.sessionId === racing.id);
    expect(rows).toHaveLength(1);
  });

  it('refuses a session with no text yet', async () => {
    const [row] = await suite.db
      .insert(aiSessions)
      .values({
        userId: ada.id,
        spreadType: 'weekly',
        personName: 'Ada',
        request: { spreadType: 'weekly', person: ADA },
      })
      .returning();
    const response = await save(ada.cookie, { sessionId: row?.id });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: AI_NOTHING_TO_SAVE });
  });

  it('lists only the user’s own, newest first', async () => {
    const user = await signUp(suite.app);
    await makePremium(suite.db, user.id);
    const saved: string[] = [];
    for (const spreadType of ['yearly', 'weekly', 'seven-weekly']) {
      const session = await interpretation(user, spreadType);
      saved.push((await save(user.cookie, { sessionId: session.id })).json<SavedReading>().id);
    }
    const response = await list(user.cookie);
    expect(response.statusCode).toBe(200);
    const listed = savedReadingList.parse(response.json());
    expect(listed.map((item) => item.id)).toEqual(saved.reverse());
    expect(listed.map((item) => item.spread_type)).toEqual(['seven-weekly', 'weekly', 'yearly']);
  });

  it('keeps users apart: another user’s session or saved item is not found', async () => {
    const adas = await interpretation(ada);
    const saved = (await save(ada.cookie, { sessionId: adas.id })).json<SavedReading>();

    // Ben cannot save Ada's session, see her items, or delete them.
    const stolen = await save(ben.cookie, { sessionId: adas.id });
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json()).toEqual({ error: AI_SESSION_NOT_FOUND });
    expect((await list(ben.cookie)).json<SavedReading[]>().map((item) => item.id)).not.toContain(saved.id);
    const deleted = await remove(ben.cookie, saved.id);
    expect(deleted.statusCode).toBe(404);
    expect(deleted.json()).toEqual({ error: SAVED_READING_NOT_FOUND });
    expect((await rowsOf(ada)).map((row) => row.id)).toContain(saved.id);

    // Ada can.
    expect((await remove(ada.cookie, saved.id)).statusCode).toBe(204);
    expect((await rowsOf(ada)).map((row) => row.id)).not.toContain(saved.id);
    expect((await remove(ada.cookie, saved.id)).statusCode).toBe(404);
    expect((await remove(ada.cookie, 'not-a-uuid')).statusCode).toBe(404);
  });

  it('is for signed-in users: 401 anonymous; a plain user has an empty list and no sessions', async () => {
    expect((await list(undefined)).statusCode).toBe(401);
    expect((await save(undefined, { sessionId: '00000000-0000-4000-8000-000000000000' })).statusCode).toBe(
      401,
    );
    expect((await remove(undefined, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(401);
    expect((await list(plain.cookie)).json()).toEqual([]);
    expect((await save(plain.cookie, { sessionId: '00000000-0000-4000-8000-000000000000' })).statusCode).toBe(
      404,
    );
    expect((await save(plain.cookie, { sessionId: 'nope' })).statusCode).toBe(400);
  });
});
