import { AI_NO_CONTEXT, aiSession } from '@cardology/contract/assistant';
import {
  IN_YOUR_CARDS_NEEDS_BIRTHDATE,
  JOKER_OUTSIDE_SPREADS,
  PAIR_NEEDS_DIFFERENT_PEOPLE,
} from '@cardology/contract/in-your-cards';
import { CONNECTION_NOT_FOUND } from '@cardology/contract/people';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { profiles } from '../../src/db/schema.js';
import { ORIGIN, signUp, type TestUser } from '../helpers/app.js';
import { testDatabaseKind } from '../helpers/database.js';
import { useTestApp } from '../helpers/test-app.js';
import { eventsOf, sessionIdOf, textOf } from './assistant-stream.js';

let premium: TestUser;
let stranger: TestUser;
let plain: TestUser;
let bo: string;
let jo: string;
let strangersPerson: string;

/** "Today": 15 June 2025, the day the engine's hand-worked pairs are read on. */
const NOW = new Date(Date.UTC(2025, 5, 15, 12, 0, 0));

const suite = useTestApp({ clock: () => NOW, signUpAdmin: true });

const post = (url: string, user: TestUser, payload: Record<string, unknown>) =>
  suite.app.inject({ method: 'POST', url, headers: { origin: ORIGIN, cookie: user.cookie }, payload });
const reading = (user: TestUser, payload: Record<string, unknown>) => post('/api/ai/reading', user, payload);

async function setBirthdate(user: TestUser, birthdate: string): Promise<void> {
  const response = await suite.app.inject({
    method: 'PATCH',
    url: '/api/me',
    headers: { origin: ORIGIN, cookie: user.cookie },
    payload: { name: user.name, birthdate },
  });
  expect(response.statusCode, response.body).toBe(200);
}

async function addPerson(user: TestUser, name: string, birthdate: string): Promise<string> {
  const response = await post('/api/connections', user, { name, birthdate });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: string }>().id;
}

async function makePremium(user: TestUser): Promise<void> {
  await suite.db.update(profiles).set({ isPremium: true }).where(eq(profiles.id, user.id));
}

/** Every card symbol written in a text. */
const symbolsIn = (text: string) => new Set(text.match(/\b(?:10|[2-9AJQK])[♥♣♦♠]/gu) ?? []);

beforeAll(async () => {
  // Born 1988-10-24 (J♥), with Bo, 1992-03-28 (8♣: the J♥'s Peak card everywhere) and Jo, 1980-12-31 (the Joker).
  premium = await signUp(suite.app, { name: 'Paying' });
  stranger = await signUp(suite.app, { name: 'Stranger' });
  plain = await signUp(suite.app, { name: 'Plain' });
  await makePremium(premium);
  await makePremium(stranger);
  await setBirthdate(premium, '10/24/1988');
  bo = await addPerson(premium, 'Bo', '1992-03-28');
  jo = await addPerson(premium, 'Jo', '1980-12-31');
  strangersPerson = await addPerson(stranger, 'Mo', '1992-03-28');
});

describe(`the assistant on a pair, on ${testDatabaseKind}`, () => {
  it('streams an interpretation of the pair the engine computes, then restores, chats and saves it', async () => {
    const response = await reading(premium, { spreadType: 'pair', a: 'me', b: bo, cards: ['K♠'] });
    expect(response.statusCode, response.body).toBe(200);
    const events = eventsOf(response);
    expect(events[0]).toMatchObject({ type: 'session', spreadType: 'pair', personName: 'Paying and Bo' });
    expect(events.at(-1)).toEqual({ type: 'done' });
    const text = textOf(events);
    expect(text).toContain('Bo’s card, the 8♣, is your Peak card for life.');
    // The body's cards never reach the text: only the two birth cards do.
    expect([...symbolsIn(text)].sort()).toEqual(['8♣', 'J♥']);

    const id = sessionIdOf(events);
    const restored = await suite.app.inject({
      method: 'GET',
      url: `/api/ai/sessions/${id}`,
      headers: { cookie: premium.cookie },
    });
    expect(restored.statusCode).toBe(200);
    const session = aiSession.parse(restored.json());
    expect(session).toMatchObject({ spreadType: 'pair', personName: 'Paying and Bo', text });
    // Pinned to the day it was asked, so the chat reads the same periods.
    expect(session.request).toEqual({ spreadType: 'pair', a: 'me', b: bo, date: '2025-06-15' });

    const chat = await post('/api/ai/chat', premium, { sessionId: id, message: 'Where do we meet?' });
    expect(chat.statusCode).toBe(200);
    const answer = eventsOf(chat);
    expect(textOf(answer)).toContain('is your Peak card this year');
    expect(answer.at(-1)).toEqual({ type: 'done' });

    const saved = await post('/api/saved-readings', premium, { sessionId: id });
    expect(saved.statusCode).toBe(201);
    expect(saved.json()).toMatchObject({ spread_type: 'pair', reading_text: text });
  });

  it('sets two saved people side by side, by name, neither of them "you"', async () => {
    const response = await reading(premium, { spreadType: 'pair', a: bo, b: jo });
    expect(response.statusCode).toBe(200);
    const text = textOf(eventsOf(response));
    expect(text).toContain('## Bo and Jo, side by side');
    expect(text).toContain(JOKER_OUTSIDE_SPREADS);
  });

  it('reads a December 31 person (the Joker) as what there is: both cards and the Joker’s note, no 5xx', async () => {
    const response = await reading(premium, { spreadType: 'pair', a: 'me', b: jo });
    expect(response.statusCode).toBe(200);
    const events = eventsOf(response);
    expect(events.at(-1)).toEqual({ type: 'done' });
    const text = textOf(events);
    expect(text).toContain(JOKER_OUTSIDE_SPREADS);
    expect([...symbolsIn(text)]).toEqual(['J♥']);
  });

  it.each([
    ['another user’s person', () => strangersPerson],
    ['an unknown id', () => '00000000-0000-4000-8000-000000000000'],
    ['no id at all', () => 'not-an-id'],
  ])('refuses %s with the pair page’s 404, before any session', async (_what, ref) => {
    const response = await reading(premium, { spreadType: 'pair', a: 'me', b: ref() });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: CONNECTION_NOT_FOUND });
  });

  it('refuses the same person twice, and a pair without sides', async () => {
    const same = await reading(premium, { spreadType: 'pair', a: bo, b: bo });
    expect(same.statusCode).toBe(400);
    expect(same.json()).toEqual({ error: PAIR_NEEDS_DIFFERENT_PEOPLE });
    const none = await reading(premium, { spreadType: 'piar', a: 'me', b: bo });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toEqual({ error: AI_NO_CONTEXT });
  });

  it('asks for the user’s birthdate before reading "me"', async () => {
    const person = await addPerson(stranger, 'Lu', '1990-06-29');
    const response = await reading(stranger, { spreadType: 'pair', a: 'me', b: person });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: IN_YOUR_CARDS_NEEDS_BIRTHDATE });
  });

  it('is premium only', async () => {
    expect((await reading(plain, { spreadType: 'pair', a: 'me', b: bo })).statusCode).toBe(403);
  });

  it('answers a follow-up about a person deleted since with the same clear 404', async () => {
    const gone = await addPerson(premium, 'Gone', '1975-04-02');
    const response = await reading(premium, { spreadType: 'pair', a: 'me', b: gone });
    const id = sessionIdOf(eventsOf(response));
    const removed = await suite.app.inject({
      method: 'DELETE',
      url: `/api/connections/${gone}`,
      headers: { origin: ORIGIN, cookie: premium.cookie },
    });
    expect(removed.statusCode).toBe(204);
    const chat = await post('/api/ai/chat', premium, { sessionId: id, message: 'And now?' });
    expect(chat.statusCode).toBe(404);
    expect(chat.json()).toEqual({ error: CONNECTION_NOT_FOUND });
    const again = await reading(premium, { spreadType: 'pair', a: 'me', b: gone });
    expect(again.statusCode).toBe(404);
  });
});
