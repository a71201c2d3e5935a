import { PEOPLE_LIMIT_REACHED, PEOPLE_MAX } from '@cardology/contract/account-piles';
import { TEXT_NOT_STORABLE } from '@cardology/contract/clean-text';
import { birthCard } from '@cardology/engine/birth-card';
import { parseIsoDate } from '@cardology/engine/dates';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { userConnections } from '../src/db/schema.js';
import { ORIGIN, signUp, type TestUser } from './helpers/app.js';
import { testDatabaseKind } from './helpers/database.js';
import { useTestApp } from './helpers/test-app.js';

/** "Today" for every request in this file: 15 June 2025, 23:30 UTC (already the 16th east of UTC). */
const NOW = new Date(Date.UTC(2025, 5, 15, 23, 30, 0));

type ConnectionDto = { id: string; name: string; birthdate: string; created_at: string };

// The first account is the admin; the tests use later, ordinary ones.
const suite = useTestApp({ clock: () => NOW, signUpAdmin: true });

const list = (cookie?: string) =>
  suite.app.inject({ method: 'GET', url: '/api/connections', headers: cookie ? { cookie } : {} });

const add = (cookie: string | undefined, payload: unknown) =>
  suite.app.inject({
    method: 'POST',
    url: '/api/connections',
    headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}) },
    payload: payload as Record<string, unknown>,
  });

const edit = (cookie: string | undefined, id: string, payload: unknown) =>
  suite.app.inject({
    method: 'PUT',
    url: `/api/connections/${id}`,
    headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}) },
    payload: payload as Record<string, unknown>,
  });

const remove = (cookie: string | undefined, id: string) =>
  suite.app.inject({
    method: 'DELETE',
    url: `/api/connections/${id}`,
    headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}) },
  });

async function added(user: TestUser, name: string, birthdate: string): Promise<ConnectionDto> {
  const response = await add(user.cookie, { name, birthdate });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<ConnectionDto>();
}

const namesOf = async (user: TestUser) =>
  (await list(user.cookie)).json<ConnectionDto[]>().map((c) => c.name);

describe(`connections on ${testDatabaseKind}`, () => {
  describe('without a session', () => {
    it('answers 401 to every route', async () => {
      for (const response of [
        await list(),
        await add(undefined, { name: 'Bo', birthdate: '1990-05-17' }),
        // Even an invalid body: an anonymous caller learns nothing about the form.
        await add(undefined, {}),
        await remove(undefined, '00000000-0000-4000-8000-000000000000'),
        await edit(undefined, '00000000-0000-4000-8000-000000000000', {
          name: 'Bo',
          birthdate: '1990-05-17',
        }),
      ]) {
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual({ error: 'Please sign in to continue.' });
      }
    });
  });

  describe('GET /api/connections', () => {
    it('is an empty list for a new user', async () => {
      const someone = await signUp(suite.app);
      const response = await list(someone.cookie);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual([]);
    });

    it('sorts by name regardless of case, then by when the person was added', async () => {
      const someone = await signUp(suite.app);
      await added(someone, 'charlie', '1980-01-02');
      await added(someone, 'Bea', '1991-03-04');
      await added(someone, 'alice', '1970-12-31');
      await added(someone, 'Bea', '1992-03-04');
      await added(someone, 'Álvaro', '2000-01-01');
      const names = await namesOf(someone);
      // lower() keeps accented letters after plain ones in the C collation and before 'b' in most
      // locales; either way the plain names keep their order.
      expect(names.filter((n) => n !== 'Álvaro')).toEqual(['alice', 'Bea', 'Bea', 'charlie']);
      const bea = (await list(someone.cookie)).json<ConnectionDto[]>().filter((c) => c.name === 'Bea');
      expect(bea.map((c) => c.birthdate)).toEqual(['1991-03-04', '1992-03-04']);
    });

    it('returns id, name, ISO birthdate and created_at only', async () => {
      const someone = await signUp(suite.app);
      const row = await added(someone, 'Dana', '1990-05-17');
      const [listed] = (await list(someone.cookie)).json<ConnectionDto[]>();
      expect(listed).toEqual(row);
      expect(Object.keys(row).sort()).toEqual(['birthdate', 'created_at', 'id', 'name']);
      expect(row.birthdate).toBe('1990-05-17');
      expect(new Date(row.created_at).toISOString()).toBe(row.created_at);
    });
  });

  describe('POST /api/connections', () => {
    it('adds a person with a trimmed name and answers 201 with the row', async () => {
      const someone = await signUp(suite.app);
      const response = await add(someone.cookie, { name: '  Dana Scully  ', birthdate: '1964-02-23' });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({ name: 'Dana Scully', birthdate: '1964-02-23' });
      expect(response.json<ConnectionDto>().id).toMatch(/^[0-9a-f-]{36}$/);
    });

    it('takes the owner from the session, never from the body', async () => {
      const owner = await signUp(suite.app);
      const victim = await signUp(suite.app);
      const response = await add(owner.cookie, {
        name: 'Mallory',
        birthdate: '1990-01-01',
        user_id: victim.id,
        userId: victim.id,
        id: '00000000-0000-4000-8000-000000000000',
        created_at: '2000-01-01T00:00:00.000Z',
      });
      expect(response.statusCode).toBe(201);
      const row = response.json<ConnectionDto>();
      expect(row.id).not.toBe('00000000-0000-4000-8000-000000000000');
      expect(row.created_at).not.toBe('2000-01-01T00:00:00.000Z');
      expect(await namesOf(victim)).toEqual([]);
      const [stored] = await suite.db.select().from(userConnections).where(eq(userConnections.id, row.id));
      expect(stored?.userId).toBe(owner.id);
    });

    it('accepts a person born on December 31 (the Joker) and on a leap day', async () => {
      const someone = await signUp(suite.app);
      expect((await add(someone.cookie, { name: 'Joker', birthdate: '1999-12-31' })).statusCode).toBe(201);
      expect((await add(someone.cookie, { name: 'Leap', birthdate: '2000-02-29' })).statusCode).toBe(201);
    });

    it.each([
      ['no body fields', {}],
      ['no name', { birthdate: '1990-05-17' }],
      ['no birthdate', { name: 'Dana' }],
      ['a blank name', { name: '   ', birthdate: '1990-05-17' }],
      ['a blank birthdate', { name: 'Dana', birthdate: ' ' }],
      ['a null name', { name: null, birthdate: '1990-05-17' }],
      ['a numeric name', { name: 42, birthdate: '1990-05-17' }],
      // Both missing and the name too long: the first thing to fix comes first.
      ['a long name and no birthdate', { name: 'x'.repeat(101) }],
    ])('refuses %s with the product message', async (_label, payload) => {
      const someone = await signUp(suite.app);
      const response = await add(someone.cookie, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: 'Please provide both name and birthdate' });
    });

    it.each([
      ['US format', '05/17/1990'],
      ['a day that does not exist', '1990-02-30'],
      ['29 February of a common year', '2023-02-29'],
      ['month 13', '1990-13-01'],
      ['one-digit month', '1990-5-17'],
      ['a timestamp', '1990-05-17T00:00:00Z'],
      ['words', 'yesterday'],
      ['year zero', '0000-01-01'],
      ['a number', 19900517],
    ])('refuses a birthdate in %s as not valid', async (_label, birthdate) => {
      const someone = await signUp(suite.app);
      const response = await add(someone.cookie, { name: 'Dana', birthdate });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error:
          typeof birthdate === 'number'
            ? 'Please provide both name and birthdate'
            : 'Please enter a valid birthdate.',
      });
    });

    it("refuses a birthdate after today's UTC date and accepts today's", async () => {
      const someone = await signUp(suite.app);
      const tomorrow = await add(someone.cookie, { name: 'Future', birthdate: '2025-06-16' });
      expect(tomorrow.statusCode).toBe(400);
      expect(tomorrow.json()).toEqual({ error: 'Birthdate cannot be in the future.' });
      expect((await add(someone.cookie, { name: 'Newborn', birthdate: '2025-06-15' })).statusCode).toBe(201);
      expect(await namesOf(someone)).toEqual(['Newborn']);
    });

    it('takes a name of 100 characters and refuses 101', async () => {
      const someone = await signUp(suite.app);
      expect((await add(someone.cookie, { name: 'n'.repeat(100), birthdate: '1990-05-17' })).statusCode).toBe(
        201,
      );
      // Surrounding spaces are trimmed before counting; an emoji is one character.
      expect(
        (await add(someone.cookie, { name: ` ${'😀'.repeat(100)} `, birthdate: '1990-05-17' })).statusCode,
      ).toBe(201);
      const tooLong = await add(someone.cookie, { name: 'n'.repeat(101), birthdate: '1990-05-17' });
      expect(tooLong.statusCode).toBe(400);
      expect(tooLong.json()).toEqual({ error: 'Name must be at most 100 characters.' });
    });

    it('refuses a body that is not an object', async () => {
      const someone = await signUp(suite.app);
      const response = await suite.app.inject({
        method: 'POST',
        url: '/api/connections',
        headers: { origin: ORIGIN, cookie: someone.cookie, 'content-type': 'application/json' },
        payload: '["Dana","1990-05-17"]',
      });
      expect(response.statusCode).toBe(400);
    });

    it('answers 409 to the same person added again, in any case, and keeps one row', async () => {
      const someone = await signUp(suite.app);
      await added(someone, 'Dana', '1990-05-17');
      for (const name of ['Dana', ' dana ', 'DANA']) {
        const again = await add(someone.cookie, { name, birthdate: '1990-05-17' });
        expect(again.statusCode).toBe(409);
        expect(again.json()).toEqual({ error: 'This person is already in your list.' });
      }
      expect(await namesOf(someone)).toEqual(['Dana']);
      // Same name, another birthdate: another person.
      expect((await add(someone.cookie, { name: 'Dana', birthdate: '1990-05-18' })).statusCode).toBe(201);
    });

    it('keeps one row when the same person is sent several times at once (double click)', async () => {
      const someone = await signUp(suite.app);
      const responses = await Promise.all(
        Array.from({ length: 5 }, () => add(someone.cookie, { name: 'Racer', birthdate: '1990-05-17' })),
      );
      expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
      expect(await namesOf(someone)).toEqual(['Racer']);
    });

    describe(`at the cap of ${PEOPLE_MAX} people`, () => {
      /** Stores `count` people for the user straight in the table: the cap is about the route, not the seeding. */
      const seedPeople = (user: TestUser, count: number) =>
        suite.db.insert(userConnections).values(
          Array.from({ length: count }, (_, i) => ({
            userId: user.id,
            name: `Seed ${i}`,
            birthdate: '1990-05-17',
          })),
        );

      it(`adds the ${PEOPLE_MAX}th person and refuses the next with 409 and the number, keeping every row`, async () => {
        const someone = await signUp(suite.app);
        await seedPeople(someone, PEOPLE_MAX - 1);
        await added(someone, 'Last', '1990-05-17');
        const refused = await add(someone.cookie, { name: 'One too many', birthdate: '1990-05-17' });
        expect(refused.statusCode).toBe(409);
        expect(refused.json()).toEqual({ error: PEOPLE_LIMIT_REACHED });
        expect(PEOPLE_LIMIT_REACHED).toContain(String(PEOPLE_MAX));
        expect(await namesOf(someone)).toHaveLength(PEOPLE_MAX);
        expect(await namesOf(someone)).not.toContain('One too many');
      });

      it('lets people sent at once fill the list to the cap, never past it', async () => {
        const someone = await signUp(suite.app);
        await seedPeople(someone, PEOPLE_MAX - 2);
        const responses = await Promise.all(
          Array.from({ length: 6 }, (_, i) =>
            add(someone.cookie, { name: `Racer ${i}`, birthdate: '1990-05-17' }),
          ),
        );
        expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 201, 409, 409, 409, 409]);
        expect(await namesOf(someone)).toHaveLength(PEOPLE_MAX);
      });

      it('still lets a full list edit and remove, and add again after a removal', async () => {
        const someone = await signUp(suite.app);
        await seedPeople(someone, PEOPLE_MAX - 1);
        const last = await added(someone, 'Last', '1990-05-17');
        expect(
          (await edit(someone.cookie, last.id, { name: 'Edited', birthdate: '1991-01-01' })).statusCode,
        ).toBe(200);
        expect((await remove(someone.cookie, last.id)).statusCode).toBe(204);
        await added(someone, 'Again', '1990-05-17');
      });

      it("counts each user's people apart", async () => {
        const full = await signUp(suite.app);
        await seedPeople(full, PEOPLE_MAX);
        const other = await signUp(suite.app);
        await added(other, 'Free', '1990-05-17');
      });
    });

    it('lets two users each add the same person', async () => {
      const a = await signUp(suite.app);
      const b = await signUp(suite.app);
      await added(a, 'Shared', '1990-05-17');
      await added(b, 'Shared', '1990-05-17');
      expect(await namesOf(a)).toEqual(['Shared']);
      expect(await namesOf(b)).toEqual(['Shared']);
    });
  });

  describe('DELETE /api/connections/:id', () => {
    it('deletes one of the viewer’s own people with 204, then 404', async () => {
      const someone = await signUp(suite.app);
      const dana = await added(someone, 'Dana', '1990-05-17');
      await added(someone, 'Eli', '1985-01-01');
      const response = await remove(someone.cookie, dana.id);
      expect(response.statusCode).toBe(204);
      expect(response.body).toBe('');
      expect(await namesOf(someone)).toEqual(['Eli']);
      const again = await remove(someone.cookie, dana.id);
      expect(again.statusCode).toBe(404);
      expect(again.json()).toEqual({ error: 'Connection not found.' });
    });

    it("cannot see or delete another user's people", async () => {
      const a = await signUp(suite.app);
      const b = await signUp(suite.app);
      const secret = await added(a, 'Secret', '1990-05-17');
      expect(await namesOf(b)).toEqual([]);
      const response = await remove(b.cookie, secret.id);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'Connection not found.' });
      expect(await namesOf(a)).toEqual(['Secret']);
    });

    it.each([
      'not-a-uuid',
      '1',
      "1'; DROP TABLE user_connections; --",
      '00000000-0000-4000-8000-00000000000g',
    ])('answers 404, not 500, to the malformed id %j', async (id) => {
      const someone = await signUp(suite.app);
      const response = await remove(someone.cookie, encodeURIComponent(id));
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'Connection not found.' });
    });

    it('answers 404 to an unknown id', async () => {
      const someone = await signUp(suite.app);
      const response = await remove(someone.cookie, '00000000-0000-4000-8000-000000000000');
      expect(response.statusCode).toBe(404);
    });
  });

  describe('PUT /api/connections/:id', () => {
    it('changes the name and birthdate of one of the viewer’s people, keeping its id and created_at', async () => {
      const someone = await signUp(suite.app);
      const ana = await added(someone, 'Ana', '1990-05-17');
      await added(someone, 'Bea', '1985-01-01');
      const response = await edit(someone.cookie, ana.id, { name: '  Zoe  ', birthdate: '1991-06-18' });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ ...ana, name: 'Zoe', birthdate: '1991-06-18' });
      // The list holds the edited row, in its new place by name.
      expect((await list(someone.cookie)).json()).toEqual([
        expect.objectContaining({ name: 'Bea' }),
        { ...ana, name: 'Zoe', birthdate: '1991-06-18' },
      ]);
    });

    it('takes the same values again, and a change of case in the name alone', async () => {
      const someone = await signUp(suite.app);
      const dana = await added(someone, 'dana', '1990-05-17');
      expect(
        (await edit(someone.cookie, dana.id, { name: 'dana', birthdate: '1990-05-17' })).statusCode,
      ).toBe(200);
      const recased = await edit(someone.cookie, dana.id, { name: 'Dana', birthdate: '1990-05-17' });
      expect(recased.statusCode, recased.body).toBe(200);
      expect(await namesOf(someone)).toEqual(['Dana']);
    });

    it.each([
      [{}, 'Please provide both name and birthdate'],
      [{ name: '  ', birthdate: '1990-05-17' }, 'Please provide both name and birthdate'],
      [{ name: 'Ana' }, 'Please provide both name and birthdate'],
      [{ name: 'Ana', birthdate: '1990-02-30' }, 'Please enter a valid birthdate.'],
      [{ name: 'Ana', birthdate: '05/17/1990' }, 'Please enter a valid birthdate.'],
      [{ name: 'Ana', birthdate: '2025-06-16' }, 'Birthdate cannot be in the future.'],
      [{ name: 'A'.repeat(101), birthdate: '1990-05-17' }, 'Name must be at most 100 characters.'],
      [{ name: 'A\tna', birthdate: '1990-05-17' }, 'Names cannot contain control characters.'],
      [{ name: 'A\u0000na', birthdate: '1990-05-17' }, TEXT_NOT_STORABLE],
      [{ name: 'A\ud800na', birthdate: '1990-05-17' }, TEXT_NOT_STORABLE],
    ])('refuses %j with the add form’s words and leaves the row as it was', async (payload, message) => {
      const someone = await signUp(suite.app);
      const ana = await added(someone, 'Ana', '1990-05-17');
      const response = await edit(someone.cookie, ana.id, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: message });
      expect((await list(someone.cookie)).json()).toEqual([ana]);
    });

    it('refuses a body that is not an object', async () => {
      const someone = await signUp(suite.app);
      const ana = await added(someone, 'Ana', '1990-05-17');
      const response = await suite.app.inject({
        method: 'PUT',
        url: `/api/connections/${ana.id}`,
        headers: { origin: ORIGIN, cookie: someone.cookie, 'content-type': 'application/json' },
        payload: '["Ana"]',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: 'Request body must be a JSON object.' });
    });

    it('answers 409 when another of the viewer’s people already has this name (any case) and birthdate', async () => {
      const someone = await signUp(suite.app);
      const ana = await added(someone, 'Ana', '1990-05-17');
      const bea = await added(someone, 'Bea', '1985-01-01');
      const response = await edit(someone.cookie, bea.id, { name: 'ANA', birthdate: '1990-05-17' });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ error: 'This person is already in your list.' });
      expect((await list(someone.cookie)).json()).toEqual([ana, bea]);
    });

    it("answers 404 to another user's person and leaves it as it was", async () => {
      const a = await signUp(suite.app);
      const b = await signUp(suite.app);
      const secret = await added(a, 'Secret', '1990-05-17');
      const response = await edit(b.cookie, secret.id, { name: 'Taken', birthdate: '1991-01-01' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'Connection not found.' });
      expect((await list(a.cookie)).json()).toEqual([secret]);
      expect(await namesOf(b)).toEqual([]);
    });

    it.each(['not-a-uuid', "1'; DROP TABLE user_connections; --", '00000000-0000-4000-8000-000000000000'])(
      'answers 404, not 500, to the id %j',
      async (id) => {
        const someone = await signUp(suite.app);
        const response = await edit(someone.cookie, encodeURIComponent(id), {
          name: 'Ana',
          birthdate: '1990-05-17',
        });
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ error: 'Connection not found.' });
      },
    );
  });

  describe('after an edit, every answer about the person is the edited one', () => {
    const get = (user: TestUser, url: string) =>
      suite.app.inject({ method: 'GET', url, headers: { cookie: user.cookie } });

    it('in your cards, the pair, the calendar and the /api/me fallback', async () => {
      const someone = await signUp(suite.app);
      const { profiles } = await import('../src/db/schema.js');
      // A birthdate of their own (for the pairs) and no username (so /api/me falls back to the person).
      await suite.db
        .update(profiles)
        .set({ username: null, birthdate: '1980-03-03' })
        .where(eq(profiles.id, someone.id));
      const ana = await added(someone, 'Ana', '1990-05-17');
      // Each answer asked for once before the edit, so anything remembered would be the old one.
      const before = {
        cards: (await get(someone, '/api/in-your-cards')).json(),
        pair: (await get(someone, `/api/pairs?a=me&b=${ana.id}`)).json(),
        calendar: (await get(someone, '/api/calendar/download.ics?include_people=true')).body,
      };
      expect(before.calendar).toContain('Ana:');
      expect((await get(someone, '/api/me')).json()).toMatchObject({ name: 'Ana' });

      const edited = await edit(someone.cookie, ana.id, { name: 'Zoe', birthdate: '1972-12-01' });
      expect(edited.statusCode, edited.body).toBe(200);
      const zoeBirthdate = parseIsoDate('1972-12-01');
      if (!zoeBirthdate.ok) throw new Error('1972-12-01 is a date');
      const zoeCard = birthCard(zoeBirthdate.value.month, zoeBirthdate.value.day);

      const cards = (await get(someone, '/api/in-your-cards')).json();
      expect(cards.people).toEqual([expect.objectContaining({ id: ana.id, name: 'Zoe' })]);
      expect(cards.people[0].birth_card).toEqual({ symbol: zoeCard.symbol, name: zoeCard.name });
      expect(cards.people[0].birth_card).not.toEqual(before.cards.people[0].birth_card);
      const pair = (await get(someone, `/api/pairs?a=me&b=${ana.id}`)).json();
      expect(pair.b).toMatchObject({ ref: ana.id, name: 'Zoe' });
      expect(pair.b.birth_card).toEqual({ symbol: zoeCard.symbol, name: zoeCard.name });
      expect(pair.b.birth_card).not.toEqual(before.pair.b.birth_card);
      const calendar = (await get(someone, '/api/calendar/download.ics?include_people=true')).body;
      expect(calendar).toContain('Zoe:');
      expect(calendar).not.toContain('Ana:');
      expect((await get(someone, '/api/me')).json()).toMatchObject({ name: 'Zoe' });
    });
  });

  describe('the /api/me name fallback (docs/product.md §3)', () => {
    it("uses the latest connection's name while the profile has no username", async () => {
      const someone = await signUp(suite.app);
      // Sign-up stores the name as the username; clear it to reach the fallback.
      const { profiles } = await import('../src/db/schema.js');
      await suite.db.update(profiles).set({ username: null }).where(eq(profiles.id, someone.id));
      const me = () =>
        suite.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: someone.cookie } });
      expect((await me()).json()).toMatchObject({ name: 'User' });
      await added(someone, 'Zed', '1990-05-17');
      expect((await me()).json()).toMatchObject({ name: 'Zed' });
    });
  });
});
