import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { profiles, user, userConnections } from '../src/db/schema.js';
import { ORIGIN, SESSION_COOKIE, signUp } from './helpers/app.js';
import { testDatabaseKind } from './helpers/database.js';
import { useTestApp } from './helpers/test-app.js';

/** "Today" for every request in this file: 15 June 2025, noon UTC. */
const NOW = new Date(Date.UTC(2025, 5, 15, 12, 0, 0));

/** The first account of this database (admin); the tests below use later, ordinary accounts. */
const suite = useTestApp({ clock: () => NOW, signUpAdmin: true });

const getMe = (cookie?: string) =>
  suite.app.inject({ method: 'GET', url: '/api/me', headers: cookie ? { cookie } : {} });

const patchMe = (cookie: string | undefined, payload: unknown) =>
  suite.app.inject({
    method: 'PATCH',
    url: '/api/me',
    headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}) },
    payload: payload as Record<string, unknown>,
  });

describe(`GET /api/me on ${testDatabaseKind}`, () => {
  it('answers 200 null without a session, so the app learns "signed out" without an error', async () => {
    const response = await getMe();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toBeNull();
  });

  it('answers 200 null for a session token the server does not know', async () => {
    const response = await getMe(`${SESSION_COOKIE}=unknown.token`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toBeNull();
  });

  it("returns the signed-in user's profile", async () => {
    const someone = await signUp(suite.app, { name: 'Eve' });
    const response = await getMe(someone.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: someone.id,
      name: 'Eve',
      email: someone.email,
      birthdate: null,
      age: null,
      tts_credits: 0,
      isPremium: false,
      isAdmin: false,
      timeZone: null,
      language: null,
    });
  });

  it('reports admin and premium for the first account', async () => {
    expect((await getMe(suite.admin.cookie)).json()).toMatchObject({ isAdmin: true, isPremium: true });
  });

  it('computes the age from the birthdate on the clock’s date when no age is stored', async () => {
    const someone = await signUp(suite.app);
    // Birthday tomorrow (16 June): still 24 on 15 June 2025.
    await suite.db.update(profiles).set({ birthdate: '2000-06-16' }).where(eq(profiles.id, someone.id));
    expect((await getMe(someone.cookie)).json()).toMatchObject({ birthdate: '06/16/2000', age: 24 });
    // Birthday today: 25.
    await suite.db.update(profiles).set({ birthdate: '2000-06-15' }).where(eq(profiles.id, someone.id));
    expect((await getMe(someone.cookie)).json()).toMatchObject({ birthdate: '06/15/2000', age: 25 });
  });

  it('reports a stored age only for a profile without a birthdate', async () => {
    const someone = await signUp(suite.app);
    await suite.db.update(profiles).set({ age: 40 }).where(eq(profiles.id, someone.id));
    expect((await getMe(someone.cookie)).json()).toMatchObject({ birthdate: null, age: 40 });
  });

  it('reports credits from the profile', async () => {
    const someone = await signUp(suite.app);
    await suite.db.update(profiles).set({ ttsCredits: 120 }).where(eq(profiles.id, someone.id));
    expect((await getMe(someone.cookie)).json()).toMatchObject({ tts_credits: 120 });
  });

  describe('name (docs/product.md §3)', () => {
    it('is the profile username when there is one', async () => {
      const someone = await signUp(suite.app, { name: 'Uma' });
      await suite.db
        .insert(userConnections)
        .values({ userId: someone.id, name: 'Friend', birthdate: '1990-01-01' });
      expect((await getMe(someone.cookie)).json()).toMatchObject({ name: 'Uma' });
    });

    it("falls back to the latest connection's name, then to 'User'", async () => {
      const someone = await signUp(suite.app, { name: 'Vic' });
      await suite.db.update(profiles).set({ username: null }).where(eq(profiles.id, someone.id));
      expect((await getMe(someone.cookie)).json()).toMatchObject({ name: 'User' });

      await suite.db.insert(userConnections).values([
        {
          userId: someone.id,
          name: 'Older',
          birthdate: '1990-01-01',
          createdAt: new Date('2024-01-01T00:00:00Z'),
        },
        {
          userId: someone.id,
          name: 'Newer',
          birthdate: '1991-01-01',
          createdAt: new Date('2024-06-01T00:00:00Z'),
        },
      ]);
      // Another user's newer connection must not leak in.
      await suite.db.insert(userConnections).values({
        userId: suite.admin.id,
        name: 'Not mine',
        birthdate: '1992-01-01',
        createdAt: new Date('2025-01-01T00:00:00Z'),
      });
      expect((await getMe(someone.cookie)).json()).toMatchObject({ name: 'Newer' });

      // A blank username counts as none.
      await suite.db.update(profiles).set({ username: '   ' }).where(eq(profiles.id, someone.id));
      expect((await getMe(someone.cookie)).json()).toMatchObject({ name: 'Newer' });
    });
  });
});

describe(`PATCH /api/me on ${testDatabaseKind}`, () => {
  it('saves name, birthdate and age and returns the GET shape', async () => {
    const someone = await signUp(suite.app, { name: 'Wes' });
    const response = await patchMe(someone.cookie, { name: '  Wesley  ', birthdate: '03/04/1990', age: 35 });
    expect(response.statusCode).toBe(200);
    const expected = {
      id: someone.id,
      name: 'Wesley',
      email: someone.email,
      birthdate: '03/04/1990',
      age: 35,
      tts_credits: 0,
      isPremium: false,
      isAdmin: false,
      timeZone: null,
      language: null,
    };
    expect(response.json()).toEqual(expected);
    expect((await getMe(someone.cookie)).json()).toEqual(expected);

    const [row] = await suite.db.select().from(profiles).where(eq(profiles.id, someone.id));
    // The age agreed with the birthdate, so the birthdate alone is kept: it gives the age every later day.
    expect(row).toMatchObject({ username: 'Wesley', birthdate: '1990-03-04', age: null });
  });

  it('without an age, stores none and reports the age computed from the birthdate', async () => {
    const someone = await signUp(suite.app);
    await patchMe(someone.cookie, { name: 'Xan', birthdate: '01/01/2000', age: 25 });
    for (const noAge of [{}, { age: null }, { age: '' }, { age: '   ' }]) {
      const response = await patchMe(someone.cookie, { name: 'Xan', birthdate: '06/16/2000', ...noAge });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ birthdate: '06/16/2000', age: 24 });
      const [row] = await suite.db.select().from(profiles).where(eq(profiles.id, someone.id));
      expect(row?.age).toBeNull();
    }
  });

  it('accepts an agreeing age sent as text, and the bounds 0 and 120', async () => {
    const someone = await signUp(suite.app);
    for (const [birthdate, sent, age] of [
      ['06/15/1983', '42', 42],
      ['06/15/2025', 0, 0],
      ['06/15/2025', '0', 0],
      ['06/15/1905', 120, 120],
    ] as const) {
      const response = await patchMe(someone.cookie, { name: 'Yin', birthdate, age: sent });
      expect(response.statusCode, `age ${JSON.stringify(sent)}`).toBe(200);
      expect(response.json()).toMatchObject({ birthdate, age });
    }
  });

  it('refuses an age the birthdate contradicts, naming the real one, and changes nothing', async () => {
    const someone = await signUp(suite.app);
    await patchMe(someone.cookie, { name: 'Ada', birthdate: '05/17/1990' });
    for (const [birthdate, sent, actual] of [
      ['05/17/1980', 35, 45],
      ['06/15/1905', 0, 120],
      ['06/15/2025', '120', 0],
    ] as const) {
      const response = await patchMe(someone.cookie, { name: 'Other', birthdate, age: sent });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: `Your birthdate makes you ${actual}, not ${Number(sent)}. Leave the age empty to count it from your birthdate.`,
      });
    }
    expect((await getMe(someone.cookie)).json()).toMatchObject({
      name: 'Ada',
      birthdate: '05/17/1990',
      age: 35,
    });
  });

  it('gives the age of a changed birthdate, whatever was saved before (the pinned-age bug)', async () => {
    const someone = await signUp(suite.app);
    const first = await patchMe(someone.cookie, { name: 'Ada', birthdate: '05/17/1990', age: '' });
    expect(first.json()).toMatchObject({ age: 35 });
    // Saving again with the computed age the form showed, then changing only the birthdate.
    expect(
      (await patchMe(someone.cookie, { name: 'Ada', birthdate: '05/17/1990', age: 35 })).statusCode,
    ).toBe(200);
    const changed = await patchMe(someone.cookie, { name: 'Ada', birthdate: '05/17/1980', age: '' });
    expect(changed.json()).toMatchObject({ birthdate: '05/17/1980', age: 45 });
    expect((await getMe(someone.cookie)).json()).toMatchObject({ birthdate: '05/17/1980', age: 45 });
  });

  it('takes the Joker day (December 31) as a birthdate, with its computed age', async () => {
    const someone = await signUp(suite.app);
    const response = await patchMe(someone.cookie, { name: 'Joker', birthdate: '12/31/1990', age: '' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ birthdate: '12/31/1990', age: 34 });
  });

  it('accepts 02/29 in a leap year', async () => {
    const someone = await signUp(suite.app);
    const response = await patchMe(someone.cookie, { name: 'Leap', birthdate: '02/29/2000' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ birthdate: '02/29/2000', age: 25 });
  });

  const invalid: Array<[string, Record<string, unknown>, string]> = [
    ['a missing name', { birthdate: '03/04/1990' }, 'Please enter your name'],
    ['an empty name', { name: '', birthdate: '03/04/1990' }, 'Please enter your name'],
    ['a blank name', { name: '   ', birthdate: '03/04/1990' }, 'Please enter your name'],
    ['a null name', { name: null, birthdate: '03/04/1990' }, 'Please enter your name'],
    ['a numeric name', { name: 42, birthdate: '03/04/1990' }, 'Please enter your name'],
    ['a missing birthdate', { name: 'Zed' }, 'Please enter your birthdate'],
    ['an empty birthdate', { name: 'Zed', birthdate: '' }, 'Please enter your birthdate'],
    ['a null birthdate', { name: 'Zed', birthdate: null }, 'Please enter your birthdate'],
    [
      'Feb 30',
      { name: 'Zed', birthdate: '02/30/2001' },
      'Please enter a valid birthdate in MM/DD/YYYY format',
    ],
    [
      'Feb 29 of a common year',
      { name: 'Zed', birthdate: '02/29/2001' },
      'Please enter a valid birthdate in MM/DD/YYYY format',
    ],
    [
      'month 13',
      { name: 'Zed', birthdate: '13/01/2001' },
      'Please enter a valid birthdate in MM/DD/YYYY format',
    ],
    [
      'day 00',
      { name: 'Zed', birthdate: '01/00/2001' },
      'Please enter a valid birthdate in MM/DD/YYYY format',
    ],
    [
      'an ISO date',
      { name: 'Zed', birthdate: '2001-02-03' },
      'Please enter a valid birthdate in MM/DD/YYYY format',
    ],
    [
      'single-digit parts',
      { name: 'Zed', birthdate: '2/3/2001' },
      'Please enter a valid birthdate in MM/DD/YYYY format',
    ],
    [
      'a two-digit year',
      { name: 'Zed', birthdate: '02/03/01' },
      'Please enter a valid birthdate in MM/DD/YYYY format',
    ],
    [
      'year 0000',
      { name: 'Zed', birthdate: '01/01/0000' },
      'Please enter a valid birthdate in MM/DD/YYYY format',
    ],
    ['words', { name: 'Zed', birthdate: 'yesterday' }, 'Please enter a valid birthdate in MM/DD/YYYY format'],
    ['age -1', { name: 'Zed', birthdate: '03/04/1990', age: -1 }, 'Please enter an age between 0 and 120'],
    ['age 121', { name: 'Zed', birthdate: '03/04/1990', age: 121 }, 'Please enter an age between 0 and 120'],
    [
      'a fractional age',
      { name: 'Zed', birthdate: '03/04/1990', age: 30.5 },
      'Please enter an age between 0 and 120',
    ],
    [
      'a non-numeric age',
      { name: 'Zed', birthdate: '03/04/1990', age: 'thirty' },
      'Please enter an age between 0 and 120',
    ],
    [
      'a boolean age',
      { name: 'Zed', birthdate: '03/04/1990', age: true },
      'Please enter an age between 0 and 120',
    ],
    [
      'an age like 1e2',
      { name: 'Zed', birthdate: '03/04/1990', age: '1e2' },
      'Please enter an age between 0 and 120',
    ],
  ];

  it.each(invalid)('refuses %s with 400 and the product message', async (_label, payload, message) => {
    const someone = await signUp(suite.app);
    const response = await patchMe(someone.cookie, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: message });
    const [row] = await suite.db.select().from(profiles).where(eq(profiles.id, someone.id));
    expect(row?.birthdate).toBeNull();
  });

  it('reports the name first when several fields are wrong', async () => {
    const someone = await signUp(suite.app);
    const response = await patchMe(someone.cookie, { name: '', birthdate: 'x', age: 500 });
    expect(response.json()).toEqual({ error: 'Please enter your name' });
  });

  it('refuses a body that is not an object', async () => {
    const someone = await signUp(suite.app);
    for (const payload of [[1, 2], 'text', 7]) {
      const response = await suite.app.inject({
        method: 'PATCH',
        url: '/api/me',
        headers: { cookie: someone.cookie, 'content-type': 'application/json' },
        payload: JSON.stringify(payload),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: 'Request body must be a JSON object.' });
    }
  });

  it('answers 401 to an anonymous caller, even with an invalid body', async () => {
    for (const payload of [{ name: 'Anon', birthdate: '03/04/1990' }, { name: '' }]) {
      const response = await patchMe(undefined, payload);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error: 'Please sign in to continue.' });
    }
  });

  it('ignores isPremium, role, tts_credits, id and userId in the body', async () => {
    const someone = await signUp(suite.app, { name: 'Mal' });
    const response = await patchMe(someone.cookie, {
      name: 'Mal',
      birthdate: '03/04/1990',
      isPremium: true,
      is_premium: true,
      isAdmin: true,
      role: 'admin',
      tts_credits: 9999,
      ttsCredits: 9999,
      id: suite.admin.id,
      userId: suite.admin.id,
      email: 'other@example.com',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: someone.id,
      email: someone.email,
      isPremium: false,
      isAdmin: false,
      tts_credits: 0,
    });

    const [mine] = await suite.db.select().from(profiles).where(eq(profiles.id, someone.id));
    expect(mine).toMatchObject({ isPremium: false, ttsCredits: 0, birthdate: '1990-03-04' });
    const [account] = await suite.db.select().from(user).where(eq(user.id, someone.id));
    expect(account?.role).not.toBe('admin');
    expect(account?.email).toBe(someone.email);
    // The admin named in the body is untouched.
    const [adminProfile] = await suite.db.select().from(profiles).where(eq(profiles.id, suite.admin.id));
    expect(adminProfile).toMatchObject({ username: 'Admin', birthdate: null });
  });

  it("changes only the caller's own profile", async () => {
    const a = await signUp(suite.app, { name: 'Ann' });
    const b = await signUp(suite.app, { name: 'Ben' });
    await patchMe(a.cookie, { name: 'Ann 2', birthdate: '01/02/1980' });
    expect((await getMe(b.cookie)).json()).toMatchObject({ name: 'Ben', birthdate: null });
  });
});
