import type { InYourCardsResponse, PairResponse } from '@cardology/contract/in-your-cards';
import {
  IN_YOUR_CARDS_NEEDS_BIRTHDATE,
  inYourCardsResponse,
  JOKER_OUTSIDE_SPREADS,
  karmaSentence,
  NO_PEOPLE_YET,
  PAIR_NEEDS_DIFFERENT_PEOPLE,
  PAIR_NEEDS_TWO_PEOPLE,
  pairResponse,
  placementSentence,
} from '@cardology/contract/in-your-cards';
import { describe, expect, it } from 'vitest';
import { ORIGIN, signUp } from './helpers/app.js';
import { testDatabaseKind } from './helpers/database.js';
import { addPerson, setBirthdate } from './helpers/profile.js';
import { useTestApp } from './helpers/test-app.js';

/** "Today" for every request: 15 June 2025, the day the engine's hand-worked pairs are read on. */
const NOW = new Date(Date.UTC(2025, 5, 15, 12, 0, 0));

const suite = useTestApp({ clock: () => NOW, signUpAdmin: true });

const get = (url: string, cookie?: string) =>
  suite.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

/** A user born 1988-10-24 (J♥) with two people: Bo, 1992-03-28 (8♣), and Jo, 1980-12-31 (the Joker). */
async function userWithPeople() {
  const user = await signUp(suite.app, { name: 'Ana' });
  await setBirthdate(suite.app, user, '1988-10-24');
  const bo = await addPerson(suite.app, user, 'Bo', '1992-03-28');
  const jo = await addPerson(suite.app, user, 'Jo', '1980-12-31');
  return { user, bo, jo };
}

describe(`GET /api/in-your-cards on ${testDatabaseKind}`, () => {
  it('needs a session', async () => {
    const response = await get('/api/in-your-cards');
    expect(response.statusCode).toBe(401);
  });

  it('refuses a profile without a birthdate in plain words', async () => {
    const user = await signUp(suite.app);
    const response = await get('/api/in-your-cards', user.cookie);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: IN_YOUR_CARDS_NEEDS_BIRTHDATE });
  });

  it('is empty with the kind line when no one is saved', async () => {
    const user = await signUp(suite.app);
    await setBirthdate(suite.app, user, '1988-10-24');
    const response = await get('/api/in-your-cards', user.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      date: '2025-06-15',
      you: { birth_card: { symbol: 'J♥', name: 'Jack of Hearts' } },
      people: [],
      message: NO_PEOPLE_YET,
    });
  });

  it('finds each person in the user’s cards and the user in theirs; the Joker has no place', async () => {
    const { user, bo, jo } = await userWithPeople();
    const response = await get('/api/in-your-cards', user.cookie);
    expect(response.statusCode, response.body).toBe(200);
    const body = inYourCardsResponse.parse(response.json()) satisfies InYourCardsResponse;
    expect(body.message).toBeNull();
    expect(body.people.map((p) => [p.id, p.name, p.birth_card.symbol])).toEqual([
      [bo, 'Bo', '8♣'],
      [jo, 'Jo', 'Joker'],
    ]);
    const [withBo, withJo] = body.people;
    // The 8♣ is the J♥'s Peak card in every spread (both cards are fixed; docs/cardology-rules.md §14).
    expect(withBo?.b_in_a.map((p) => [p.spread, p.spread_index, p.label])).toEqual([
      ['life', 1, 'Peak'],
      ['yearly', 37, 'Peak'],
      ['seven-week', 4, 'Peak'],
      ['weekly', 22, 'Peak'],
    ]);
    expect(withBo?.b_in_a[3]?.dates).toEqual({ start: '2025-06-09', end: '2025-06-15' });
    expect(withBo?.b_in_a[0]?.meaning).toMatch(/\w/);
    expect(withBo?.a_in_b).toEqual([]);
    expect(withBo?.note).toBeNull();
    expect(withJo).toMatchObject({
      a_in_b: [],
      b_in_a: [],
      karma: [],
      jokers: ['b'],
      note: JOKER_OUTSIDE_SPREADS,
    });
  });

  it('gives a Joker user a result for each person, never an error', async () => {
    const user = await signUp(suite.app, { name: 'Dee' });
    await setBirthdate(suite.app, user, '1990-12-31');
    await addPerson(suite.app, user, 'Bo', '1992-03-28');
    const response = await get('/api/in-your-cards', user.cookie);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<InYourCardsResponse>();
    expect(body.you.birth_card).toEqual({ symbol: 'Joker', name: 'Joker' });
    expect(body.people[0]).toMatchObject({
      b_in_a: [],
      a_in_b: [],
      jokers: ['a'],
      note: JOKER_OUTSIDE_SPREADS,
    });
  });

  it('reads the periods of the date asked for, and refuses a bad date', async () => {
    const { user } = await userWithPeople();
    const other = await get('/api/in-your-cards?date=2025-06-16', user.cookie);
    expect(other.statusCode).toBe(200);
    const weekly = other.json<InYourCardsResponse>().people[0]?.b_in_a.find((p) => p.spread === 'weekly');
    expect(weekly?.dates).toEqual({ start: '2025-06-16', end: '2025-06-22' });
    for (const date of ['2025-02-30', 'tomorrow', '']) {
      const response = await get(`/api/in-your-cards?date=${date}`, user.cookie);
      expect(response.statusCode, date).toBe(400);
      expect(response.json()).toEqual({ error: 'Invalid date' });
    }
  });
});

describe(`GET /api/pairs on ${testDatabaseKind}`, () => {
  it('needs a session', async () => {
    expect((await get('/api/pairs?a=me&b=me')).statusCode).toBe(401);
  });

  it('sets the user and a person side by side, both directions', async () => {
    const { user, bo } = await userWithPeople();
    const response = await get(`/api/pairs?a=${bo}&b=me`, user.cookie);
    expect(response.statusCode, response.body).toBe(200);
    const body = pairResponse.parse(response.json()) satisfies PairResponse;
    expect(body.a).toEqual({ ref: bo, name: 'Bo', birth_card: { symbol: '8♣', name: 'Eight of Clubs' } });
    expect(body.b).toEqual({ ref: 'me', name: 'Ana', birth_card: { symbol: 'J♥', name: 'Jack of Hearts' } });
    // a = Bo (8♣), b = the user (J♥): Bo's card stands in the user's spreads, not the other way round.
    expect(body.a_in_b.map((p) => p.position)).toEqual(['peak', 'peak', 'peak', 'peak']);
    expect(body.b_in_a).toEqual([]);
    expect(body.karma).toEqual([]);
  });

  it('sets two saved people side by side, and a Joker without an error', async () => {
    const { user, bo, jo } = await userWithPeople();
    const response = await get(`/api/pairs?a=${jo}&b=${bo}`, user.cookie);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      jokers: ['a'],
      a_in_b: [],
      b_in_a: [],
      note: JOKER_OUTSIDE_SPREADS,
    });
  });

  it('answers 404 for another user’s person or a deleted one, the same as for nonsense', async () => {
    const { user, bo } = await userWithPeople();
    const stranger = await userWithPeople();
    const gone = await addPerson(suite.app, user, 'Gone', '1970-12-29');
    const deleted = await suite.app.inject({
      method: 'DELETE',
      url: `/api/connections/${gone}`,
      headers: { origin: ORIGIN, cookie: user.cookie },
    });
    expect(deleted.statusCode).toBe(204);
    for (const ref of [stranger.bo, gone, 'not-an-id', '00000000-0000-4000-8000-000000000000']) {
      const response = await get(`/api/pairs?a=me&b=${ref}`, user.cookie);
      expect(response.statusCode, ref).toBe(404);
      expect(response.json()).toEqual({ error: 'Connection not found.' });
    }
    // The stranger still sees their own person.
    expect((await get(`/api/pairs?a=me&b=${stranger.bo}`, stranger.user.cookie)).statusCode).toBe(200);
    expect((await get(`/api/pairs?a=me&b=${bo}`, user.cookie)).statusCode).toBe(200);
  });

  it('asks for two different people, and for the user’s birthdate when "me" is one of them', async () => {
    const { user, bo } = await userWithPeople();
    for (const [query, message] of [
      ['?a=me', PAIR_NEEDS_TWO_PEOPLE],
      [`?a=${bo}&b=`, PAIR_NEEDS_TWO_PEOPLE],
      [`?a=${bo}&b=${bo}`, PAIR_NEEDS_DIFFERENT_PEOPLE],
      [`?a=me&b=${bo}&date=2025-13-01`, 'Invalid date'],
    ] as const) {
      const response = await get(`/api/pairs${query}`, user.cookie);
      expect(response.statusCode, query).toBe(400);
      expect(response.json()).toEqual({ error: message });
    }
    const noBirthdate = await signUp(suite.app);
    const person = await addPerson(suite.app, noBirthdate, 'Bo', '1992-03-28');
    const response = await get(`/api/pairs?a=me&b=${person}`, noBirthdate.cookie);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: IN_YOUR_CARDS_NEEDS_BIRTHDATE });
  });
});

describe('the sentences built from an answer', () => {
  it('name the person, the card, the owner, the position and the period', async () => {
    const { user } = await userWithPeople();
    const body = (await get('/api/in-your-cards', user.cookie)).json<InYourCardsResponse>();
    const bo = body.people[0];
    if (!bo) throw new Error('Bo is missing');
    expect(bo.b_in_a.map((p) => placementSentence(bo.name, bo.birth_card.symbol, null, p))).toEqual([
      'Bo’s card, the 8♣, is your Peak card for life.',
      'Bo’s card, the 8♣, is your Peak card this year.',
      'Bo’s card, the 8♣, is your Peak card these seven weeks.',
      'Bo’s card, the 8♣, is your Peak card this week.',
    ]);
    expect(karmaSentence('Maya', '8♦', 'Sam', 'supportive')).toBe(
      'Maya’s card, the 8♦, is Sam’s supportive karma card.',
    );
  });
});
