import { IMAGE_MAX_LENGTH, NAME_MAX_LENGTH } from '@cardology/contract/limits';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { profiles, user, userConnections } from '../src/db/schema.js';
import { ORIGIN, SESSION_COOKIE, signUp, signUpRequest, uniqueEmail } from './helpers/app.js';
import { testDatabaseKind } from './helpers/database.js';
import { useTestApp } from './helpers/test-app.js';

// Each attack below was reproduced against a running server before the fix; these replay them.

const EVIL = 'http://evil.example';
const CONTROL_CHARACTERS = 'Names cannot contain control characters.';

// The first account is the admin; the tests use later, ordinary ones.
const suite = useTestApp({ signUpAdmin: true });

async function connectionCount(userId: string): Promise<number> {
  const [row] = await suite.db
    .select({ n: count() })
    .from(userConnections)
    .where(eq(userConnections.userId, userId));
  return row?.n ?? 0;
}

async function accountNames(userId: string) {
  const [account] = await suite.db.select({ name: user.name }).from(user).where(eq(user.id, userId));
  const [profile] = await suite.db
    .select({ username: profiles.username })
    .from(profiles)
    .where(eq(profiles.id, userId));
  return { name: account?.name, username: profile?.username };
}

const updateUser = (cookie: string, payload: Record<string, unknown>) =>
  suite.app.inject({
    method: 'POST',
    url: '/api/auth/update-user',
    headers: { origin: ORIGIN, cookie },
    payload,
  });

const patchMe = (cookie: string, payload: Record<string, unknown>) =>
  suite.app.inject({ method: 'PATCH', url: '/api/me', headers: { origin: ORIGIN, cookie }, payload });

const addConnection = (cookie: string, payload: Record<string, unknown>) =>
  suite.app.inject({ method: 'POST', url: '/api/connections', headers: { origin: ORIGIN, cookie }, payload });

describe(`security on ${testDatabaseKind}`, () => {
  describe('viewer cache', () => {
    // Cookies an attacker could plant (a sibling subdomain can set them) next to the victim's real one.
    const PLANTED = [
      `__Secure-${SESSION_COOKIE}=attacker-chosen.key`,
      `${SESSION_COOKIE}=attacker-chosen.key`,
      `${SESSION_COOKIE.toUpperCase()}=attacker-chosen.key`,
    ];

    it.each(PLANTED)('never lets %s stand in for the session better-auth verified', async (planted) => {
      const victim = await signUp(suite.app, { name: 'Victim' });
      // The victim's browser sends the planted cookie ahead of and behind its real one.
      for (const cookie of [`${planted}; ${victim.cookie}`, `${victim.cookie}; ${planted}`]) {
        const response = await suite.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
        expect([200, 401]).toContain(response.statusCode);
      }

      // Anyone sending only the planted cookie must not act as the victim: /api/me sees nobody.
      const me = await suite.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: planted } });
      expect(me.statusCode).toBe(200);
      expect(me.json()).toBeNull();
      const added = await suite.app.inject({
        method: 'POST',
        url: '/api/connections',
        headers: { cookie: planted, origin: ORIGIN },
        payload: { name: 'Mallory', birthdate: '1990-01-01' },
      });
      expect(added.statusCode).toBe(401);
      const renamed = await suite.app.inject({
        method: 'PATCH',
        url: '/api/me',
        headers: { cookie: planted, origin: ORIGIN },
        payload: { name: 'Owned', birthdate: '01/01/1990' },
      });
      expect(renamed.statusCode).toBe(401);
      expect(await connectionCount(victim.id)).toBe(0);
      expect(await accountNames(victim.id)).toEqual({ name: 'Victim', username: 'Victim' });
    });
  });

  describe('origin check on the routed path', () => {
    it.each([
      ['POST', '/%61pi/connections', { name: 'Eve', birthdate: '1990-01-01' }],
      ['PATCH', '/%61pi/me', { name: 'Eve', birthdate: '01/01/1990' }],
      ['POST', '/api/%63onnections', { name: 'Eve', birthdate: '1990-01-01' }],
    ])('refuses %s %s from a foreign origin', async (method, url, payload) => {
      const someone = await signUp(suite.app, { name: 'Someone' });
      const response = await suite.app.inject({
        method: method as 'POST' | 'PATCH',
        url,
        headers: { cookie: someone.cookie, origin: EVIL },
        payload,
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ error: 'Invalid origin' });
      expect(await connectionCount(someone.id)).toBe(0);
      expect(await accountNames(someone.id)).toEqual({ name: 'Someone', username: 'Someone' });
    });

    it('refuses DELETE /%61pi/connections/:id from a foreign origin and keeps the row', async () => {
      const someone = await signUp(suite.app);
      const created = await addConnection(someone.cookie, { name: 'Kept', birthdate: '1990-01-01' });
      expect(created.statusCode).toBe(201);
      const { id } = created.json<{ id: string }>();
      const response = await suite.app.inject({
        method: 'DELETE',
        url: `/%61pi/connections/${id}`,
        headers: { cookie: someone.cookie, origin: EVIL },
      });
      expect(response.statusCode).toBe(403);
      expect(await connectionCount(someone.id)).toBe(1);
    });
  });

  describe('names', () => {
    // A NUL is refused before any route, with its own words, and every other control character but tab and
    // newline is removed there, a CR made a newline (clean-text.test.ts): what is left for a name to refuse.
    const CONTROL_NAMES = ['Line\nbreak', 'CR\rbreak', 'CRLF\r\nbreak', 'Tab\there'];

    it.each(CONTROL_NAMES)('PATCH /api/me refuses %j with 400', async (name) => {
      const someone = await signUp(suite.app, { name: 'Before' });
      const response = await patchMe(someone.cookie, { name, birthdate: '01/01/1990' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: CONTROL_CHARACTERS });
      expect(await accountNames(someone.id)).toEqual({ name: 'Before', username: 'Before' });
    });

    it.each(CONTROL_NAMES)('POST /api/connections refuses %j with 400', async (name) => {
      const someone = await signUp(suite.app);
      const response = await addConnection(someone.cookie, { name, birthdate: '1990-01-01' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: CONTROL_CHARACTERS });
      expect(await connectionCount(someone.id)).toBe(0);
    });

    it.each(CONTROL_NAMES)('update-user refuses %j with 400', async (name) => {
      const someone = await signUp(suite.app, { name: 'Before' });
      const response = await updateUser(someone.cookie, { name });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: CONTROL_CHARACTERS });
      expect(await accountNames(someone.id)).toEqual({ name: 'Before', username: 'Before' });
    });

    it.each(CONTROL_NAMES)('sign-up refuses %j with 400 and creates no account', async (name) => {
      const email = uniqueEmail('control');
      const response = await signUpRequest(suite.app, { name, email });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: CONTROL_CHARACTERS });
      expect(await suite.db.select().from(user).where(eq(user.email, email))).toEqual([]);
    });

    it.each([null, 42, { first: 'A' }, ['A']])('update-user refuses name %j with 400', async (name) => {
      const someone = await signUp(suite.app, { name: 'Before' });
      const response = await updateUser(someone.cookie, { name });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toHaveProperty('error');
      expect(await accountNames(someone.id)).toEqual({ name: 'Before', username: 'Before' });
    });

    it.each([null, 42, { first: 'A' }])(
      'sign-up refuses name %j with 400 and creates no account',
      async (name) => {
        const email = uniqueEmail('typed');
        const response = await suite.app.inject({
          method: 'POST',
          url: '/api/auth/sign-up/email',
          headers: { origin: ORIGIN },
          payload: { name, email, password: 'correct horse battery' },
        });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toHaveProperty('error');
        expect(await suite.db.select().from(user).where(eq(user.email, email))).toEqual([]);
      },
    );

    it.each([{ url: 'x' }, 42, 'x'.repeat(IMAGE_MAX_LENGTH + 1)])(
      'update-user refuses image %j with 400',
      async (image) => {
        const someone = await signUp(suite.app);
        const response = await updateUser(someone.cookie, { image });
        expect(response.statusCode).toBe(400);
        const [row] = await suite.db.select({ image: user.image }).from(user).where(eq(user.id, someone.id));
        expect(row?.image).toBeNull();
      },
    );

    it('caps the name at the same length on sign-up, update-user, PATCH /api/me and connections', async () => {
      const longest = '😀'.repeat(NAME_MAX_LENGTH);
      const tooLong = 'n'.repeat(NAME_MAX_LENGTH + 1);
      const huge = 'n'.repeat(60_000);

      const refused = await signUpRequest(suite.app, { name: huge, email: uniqueEmail('long') });
      expect(refused.statusCode).toBe(400);
      expect((await signUpRequest(suite.app, { name: tooLong, email: uniqueEmail('long') })).statusCode).toBe(
        400,
      );
      const someone = await signUp(suite.app, { name: longest });

      expect((await updateUser(someone.cookie, { name: huge })).statusCode).toBe(400);
      expect((await updateUser(someone.cookie, { name: tooLong })).statusCode).toBe(400);
      expect((await updateUser(someone.cookie, { name: longest })).statusCode).toBe(200);

      expect((await patchMe(someone.cookie, { name: tooLong, birthdate: '01/01/1990' })).statusCode).toBe(
        400,
      );
      expect((await patchMe(someone.cookie, { name: longest, birthdate: '01/01/1990' })).statusCode).toBe(
        200,
      );

      expect(
        (await addConnection(someone.cookie, { name: tooLong, birthdate: '1990-01-01' })).statusCode,
      ).toBe(400);
      expect(
        (await addConnection(someone.cookie, { name: longest, birthdate: '1990-01-01' })).statusCode,
      ).toBe(201);
      expect(await accountNames(someone.id)).toEqual({ name: longest, username: longest });
    });
  });

  describe('deeply nested JSON', () => {
    const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

    // Each as deep as the route's body limit allows: 20,000 levels (40 kB) where 64 kB is taken, 1,900
    // where a small body's 4 kB is (deeper is 413 before any parsing).
    it.each([
      ['POST', '/api/auth/sign-in/email', 20_000],
      ['POST', '/api/auth/sign-up/email', 20_000],
      ['POST', '/api/auth/update-user', 20_000],
      ['POST', '/api/connections', 1_900],
      ['PATCH', '/api/me', 1_900],
      ['POST', '/api/name-card', 1_900],
    ])('%s %s answers 400 to %i levels', async (method, url, depth) => {
      const someone = await signUp(suite.app);
      const response = await suite.app.inject({
        method: method as 'POST' | 'PATCH',
        url,
        headers: { origin: ORIGIN, cookie: someone.cookie, 'content-type': 'application/json' },
        payload: `{"name":${nested(depth)},"email":"x@example.com","password":"p"}`,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: 'Request body is nested too deeply.' });
    });

    it('takes a body nested as deep as the limit', async () => {
      const someone = await signUp(suite.app);
      // The object itself is one level; 63 more inside it make 64.
      const payload = `{"name":"Deep","birthdate":"1990-01-01","extra":${nested(63)}}`;
      const response = await suite.app.inject({
        method: 'POST',
        url: '/api/connections',
        headers: { origin: ORIGIN, cookie: someone.cookie, 'content-type': 'application/json' },
        payload,
      });
      expect(response.statusCode, response.body).toBe(201);
    });
  });

  describe('Cache-Control', () => {
    it('is no-store on signed-in API answers, refusals and better-auth answers', async () => {
      const someone = await signUp(suite.app);
      const requests = [
        { method: 'GET' as const, url: '/api/me', headers: { cookie: someone.cookie } },
        { method: 'GET' as const, url: '/api/connections', headers: { cookie: someone.cookie } },
        { method: 'GET' as const, url: '/api/me' },
        { method: 'GET' as const, url: '/api/auth/get-session', headers: { cookie: someone.cookie } },
        { method: 'GET' as const, url: '/api/no-such-route', headers: { cookie: someone.cookie } },
      ];
      for (const request of requests) {
        const response = await suite.app.inject(request);
        expect(response.headers['cache-control'], request.url).toBe('no-store');
      }
    });
  });
});
