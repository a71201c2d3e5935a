import {
  AI_CHAT_FULL,
  AI_CHAT_LIMIT,
  AI_MESSAGE_REQUIRED,
  AI_MESSAGE_TOO_LONG,
  AI_NO_CONTEXT,
  AI_READING_LIMIT,
  AI_SESSION_NOT_FOUND,
  aiSession,
  SPREAD_TYPES,
} from '@cardology/contract/assistant';
import { TEXT_NOT_STORABLE } from '@cardology/contract/clean-text';
import { CHAT_TURNS_MAX } from '@cardology/contract/limits';
import { DATE_OFFSET_ERROR } from '@cardology/contract/reading-requests';
import { AGE_ERROR, JOKER_ERROR } from '@cardology/engine/readings/errors';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aiSessions, aiUsage } from '../../src/db/schema.js';
import { offlineInterpretation } from '../../src/providers/ai/offline-reading.js';
import { makePremium, signUpPremium } from '../helpers/accounts.js';
import { buildTestApp, ORIGIN, signUp, type TestUser } from '../helpers/app.js';
import { testDatabaseKind } from '../helpers/database.js';
import { useTestApp } from '../helpers/test-app.js';
import { eventsOf, sessionIdOf, textOf } from './assistant-stream.js';
import { readingContext } from './contexts.js';

let premium: TestUser;
let other: TestUser;
let plain: TestUser;

/** "Today" for every request: 15 June 2025, the day test/ai/contexts.ts reads its readings on. */
const NOW = new Date(Date.UTC(2025, 5, 15, 12, 0, 0));
const ADA = { name: 'Ada', birthdate: '1990-02-28' };

const suite = useTestApp({ clock: () => NOW, signUpAdmin: true });

beforeAll(async () => {
  premium = await signUpPremium(suite.app, suite.db, { name: 'Paying' });
  other = await signUpPremium(suite.app, suite.db, { name: 'Other' });
  plain = await signUp(suite.app, { name: 'Plain' });
});

const post = (url: string, cookie: string | undefined, payload: unknown) =>
  suite.app.inject({
    method: 'POST',
    url,
    headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}) },
    payload: payload as Record<string, unknown>,
  });

const reading = (cookie: string | undefined, payload: unknown) => post('/api/ai/reading', cookie, payload);
const chat = (cookie: string | undefined, payload: unknown) => post('/api/ai/chat', cookie, payload);
const session = (cookie: string | undefined, id: string) =>
  suite.app.inject({ method: 'GET', url: `/api/ai/sessions/${id}`, headers: cookie ? { cookie } : {} });

/** A finished interpretation's session id. */
async function sessionFor(user: TestUser, spreadType = 'weekly'): Promise<string> {
  const response = await reading(user.cookie, { spreadType, person: ADA });
  const first = eventsOf(response)[0];
  if (first?.type !== 'session') throw new Error(`no session event: ${response.body}`);
  return first.sessionId;
}

describe(`the assistant's routes on ${testDatabaseKind}`, () => {
  describe('POST /api/ai/reading', () => {
    it.each(SPREAD_TYPES)('streams a %s interpretation of the server’s own reading', async (spreadType) => {
      const response = await reading(premium.cookie, { spreadType, person: ADA, age: 34 });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-type']).toBe('application/x-ndjson; charset=utf-8');
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.headers['content-encoding']).toBeUndefined();

      const events = eventsOf(response);
      expect(events[0]).toMatchObject({ type: 'session', spreadType, personName: 'Ada' });
      expect(events.at(-1)).toEqual({ type: 'done' });
      expect(events.filter((event) => event.type === 'text').length).toBeGreaterThan(1);
      const text = textOf(events);
      // Exactly the offline interpreter's text for the reading the engine computes for this request.
      const expected = readingContext(spreadType, ADA.birthdate, 'Ada', 34);
      expect(text).toBe(offlineInterpretation(expected));
      expect(text).toContain(expected.cards[0]?.name);

      // The session holds the whole text and the request, with "today" pinned for later chats.
      const first = events[0];
      if (first?.type !== 'session') throw new Error('no session');
      const restored = await session(premium.cookie, first.sessionId);
      expect(restored.statusCode).toBe(200);
      const body = aiSession.parse(restored.json());
      expect(body).toMatchObject({ text, history: [], savedReadingId: null, spreadType });
      expect(body.request).toMatchObject({ spreadType, person: ADA, age: 34, date: '2025-06-15' });
    });

    it('starts a new session for every reading', async () => {
      expect(await sessionFor(premium)).not.toBe(await sessionFor(premium));
    });

    it('refuses the Joker (December 31) with the engine’s message', async () => {
      for (const spreadType of SPREAD_TYPES) {
        const response = await reading(premium.cookie, {
          spreadType,
          person: { name: 'Jo', birthdate: '1990-12-31' },
          age: 30,
        });
        expect(response.statusCode, spreadType).toBe(400);
        expect(response.json()).toEqual({ error: JOKER_ERROR });
      }
    });

    it('answers bad input with a 400 in words, creating no session', async () => {
      const before = await suite.db.$count(aiSessions);
      for (const payload of [
        {},
        { spreadType: 'daily', person: ADA },
        { spreadType: 'weekly', person: { name: '', birthdate: ADA.birthdate } },
        { spreadType: 'weekly', person: { name: 'Ada', birthdate: 'someday' } },
        { spreadType: 'weekly', person: { name: 'A\u0000da', birthdate: ADA.birthdate } },
        { spreadType: 'weekly', person: ADA, date: '15/06/2025' },
        { spreadType: 'weekly', person: ADA, date_offset: 99_999 },
        { spreadType: 'yearly', person: ADA },
      ]) {
        const response = await reading(premium.cookie, payload);
        expect(response.statusCode, JSON.stringify(payload)).toBe(400);
        expect(typeof response.json().error).toBe('string');
      }
      expect(await suite.db.$count(aiSessions)).toBe(before);
    });

    it('says what is wrong in the product’s words', async () => {
      const cases: [unknown, string][] = [
        [{}, AI_NO_CONTEXT],
        [{ spreadType: 'daily', person: ADA }, AI_NO_CONTEXT],
        [{ spreadType: 'weekly' }, AI_NO_CONTEXT],
        [{ spreadType: 'weekly', person: { name: ' ', birthdate: ADA.birthdate } }, AI_NO_CONTEXT],
        [{ spreadType: 'yearly', person: ADA, age: 121 }, AGE_ERROR],
        [{ spreadType: 'weekly', person: { name: 'Ada', birthdate: '1990-02-30' } }, 'Invalid birthdate'],
        [{ spreadType: 'weekly', person: ADA, date: '2025-13-01' }, 'Invalid date'],
        [{ spreadType: 'weekly', person: ADA, date_offset: 10_001 }, DATE_OFFSET_ERROR],
      ];
      for (const [payload, error] of cases) {
        const response = await reading(premium.cookie, payload);
        expect(response.json(), JSON.stringify(payload)).toEqual({ error });
      }
    });

    it('says "Age is required." for a yearly reading without an age, as the reading route does', async () => {
      const response = await reading(premium.cookie, { spreadType: 'yearly', person: ADA });
      expect(response.json()).toEqual({ error: 'Age is required.' });
    });

    it('is premium only: 401 anonymous, 403 for a plain user', async () => {
      const anonymous = await reading(undefined, { spreadType: 'weekly', person: ADA });
      expect(anonymous.statusCode).toBe(401);
      const notPremium = await reading(plain.cookie, { spreadType: 'weekly', person: ADA });
      expect(notPremium.statusCode).toBe(403);
      expect(notPremium.json()).toEqual({ error: 'Premium access required.' });
    });
  });

  describe('POST /api/ai/chat', () => {
    it('streams an answer and keeps the exchange in the session', async () => {
      const sessionId = await sessionFor(premium);
      const response = await chat(premium.cookie, { sessionId, message: '  What about love?  ' });
      expect(response.statusCode, response.body).toBe(200);
      const events = eventsOf(response);
      expect(events.at(-1)).toEqual({ type: 'done' });
      const answer = textOf(events);
      expect(answer.length).toBeGreaterThan(0);

      const restored = aiSession.parse((await session(premium.cookie, sessionId)).json());
      expect(restored.history).toEqual([
        { role: 'user', text: 'What about love?' },
        { role: 'model', text: answer },
      ]);
    });

    it('refuses a question holding a NUL or a lone surrogate with a 400, keeping the history', async () => {
      const sessionId = await sessionFor(premium);
      for (const message of ['What\u0000 about love?', 'What about \ud83d?']) {
        const response = await chat(premium.cookie, { sessionId, message });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ error: TEXT_NOT_STORABLE });
      }
      const restored = aiSession.parse((await session(premium.cookie, sessionId)).json());
      expect(restored.history).toEqual([]);
    });

    it('refuses an empty question and one that is too long', async () => {
      const sessionId = await sessionFor(premium);
      for (const message of ['', '   \n ']) {
        const response = await chat(premium.cookie, { sessionId, message });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ error: AI_MESSAGE_REQUIRED });
      }
      const long = await chat(premium.cookie, { sessionId, message: 'a'.repeat(20_000) });
      expect(long.statusCode).toBe(400);
      expect(long.json()).toEqual({ error: AI_MESSAGE_TOO_LONG });
    });

    it('refuses a question past the conversation cap with a 409 in words, taking no allowance', async () => {
      const sessionId = await sessionFor(premium);
      const full = Array.from({ length: CHAT_TURNS_MAX }, (_, index) => ({
        role: index % 2 === 0 ? ('user' as const) : ('model' as const),
        text: `turn ${index}`,
      }));
      await suite.db.update(aiSessions).set({ history: full }).where(eq(aiSessions.id, sessionId));
      const usageBefore = await suite.db.$count(aiUsage);
      const response = await chat(premium.cookie, { sessionId, message: 'One more?' });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ error: AI_CHAT_FULL });
      expect(await suite.db.$count(aiUsage)).toBe(usageBefore);
      const restored = aiSession.parse((await session(premium.cookie, sessionId)).json());
      expect(restored.history).toHaveLength(CHAT_TURNS_MAX);
    });

    it('does not let a user chat in or read another user’s session (404, same as unknown)', async () => {
      const theirs = await sessionFor(other);
      const chatIn = await chat(premium.cookie, { sessionId: theirs, message: 'Hello?' });
      expect(chatIn.statusCode).toBe(404);
      expect(chatIn.json()).toEqual({ error: AI_SESSION_NOT_FOUND });
      const read = await session(premium.cookie, theirs);
      expect(read.statusCode).toBe(404);
      expect(read.json()).toEqual({ error: AI_SESSION_NOT_FOUND });

      const unknown = '00000000-0000-4000-8000-000000000000';
      expect((await chat(premium.cookie, { sessionId: unknown, message: 'Hi' })).statusCode).toBe(404);
      expect((await session(premium.cookie, unknown)).statusCode).toBe(404);
      expect((await session(premium.cookie, 'not-a-uuid')).statusCode).toBe(404);

      // The owner's session is untouched.
      const own = aiSession.parse((await session(other.cookie, theirs)).json());
      expect(own.history).toEqual([]);
    });

    it('is premium only', async () => {
      const sessionId = await sessionFor(premium);
      expect((await chat(undefined, { sessionId, message: 'Hi' })).statusCode).toBe(401);
      expect((await chat(plain.cookie, { sessionId, message: 'Hi' })).statusCode).toBe(403);
      expect((await session(undefined, sessionId)).statusCode).toBe(401);
      expect((await session(plain.cookie, sessionId)).statusCode).toBe(403);
    });
  });
});

describe(`the assistant's hourly limits on ${testDatabaseKind}`, () => {
  let limited: FastifyInstance;
  let now = NOW.getTime();

  beforeAll(async () => {
    limited = await buildTestApp(suite.db, {
      clock: () => new Date(now),
      env: { AI_READINGS_PER_HOUR: '2', AI_CHAT_PER_HOUR: '1' },
    });
  });

  afterAll(async () => {
    await limited?.close();
  });

  const ask = (cookie: string, url: string, payload: unknown) =>
    limited.inject({
      method: 'POST',
      url,
      headers: { origin: ORIGIN, cookie },
      payload: payload as Record<string, unknown>,
    });

  it('answers 429 with the contract’s messages past the limit, and again after the hour', async () => {
    const user = await signUp(limited);
    await makePremium(suite.db, user.id);
    const first = await ask(user.cookie, '/api/ai/reading', { spreadType: 'weekly', person: ADA });
    expect(first.statusCode).toBe(200);
    expect(
      (await ask(user.cookie, '/api/ai/reading', { spreadType: 'weekly', person: ADA })).statusCode,
    ).toBe(200);
    const third = await ask(user.cookie, '/api/ai/reading', { spreadType: 'weekly', person: ADA });
    expect(third.statusCode).toBe(429);
    expect(third.json()).toEqual({ error: AI_READING_LIMIT });

    const sessionId = sessionIdOf(eventsOf(first));
    expect((await ask(user.cookie, '/api/ai/chat', { sessionId, message: 'One?' })).statusCode).toBe(200);
    const second = await ask(user.cookie, '/api/ai/chat', { sessionId, message: 'Two?' });
    expect(second.statusCode).toBe(429);
    expect(second.json()).toEqual({ error: AI_CHAT_LIMIT });

    // Another user has their own allowance.
    const someoneElse = await signUp(limited);
    await makePremium(suite.db, someoneElse.id);
    expect(
      (await ask(someoneElse.cookie, '/api/ai/reading', { spreadType: 'weekly', person: ADA })).statusCode,
    ).toBe(200);

    now += 60 * 60 * 1000 + 1;
    expect(
      (await ask(user.cookie, '/api/ai/reading', { spreadType: 'weekly', person: ADA })).statusCode,
    ).toBe(200);
    expect((await ask(user.cookie, '/api/ai/chat', { sessionId, message: 'Three?' })).statusCode).toBe(200);
  });
});
