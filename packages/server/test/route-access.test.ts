import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { VIEWER_CACHE_MS } from '../src/auth/viewer-cache.js';
import { profiles, user } from '../src/db/schema.js';
import { makePremium } from './helpers/accounts.js';
import { buildTestApp, ORIGIN, SESSION_COOKIE, signUp, type TestUser } from './helpers/app.js';
import { testDatabaseKind } from './helpers/database.js';
import { useTestApp } from './helpers/test-app.js';

/** Moves the app's clock forward, to step past the viewer cache. */
let clockAheadMs = 0;

let admin: TestUser;
const suite = useTestApp({ clock: () => new Date(Date.now() + clockAheadMs) });

beforeAll(async () => {
  // Throwaway routes, one per access level, that echo the viewer the access check resolved.
  suite.app.get('/api/test/user', { config: { access: 'user' } }, async (request) => request.viewer);
  suite.app.get('/api/test/premium', { config: { access: 'premium' } }, async (request) => request.viewer);
  suite.app.get('/api/test/admin', { config: { access: 'admin' } }, async (request) => request.viewer);
  suite.app.get('/api/test/public', { config: { access: 'public' } }, async (request) => request.viewer);
  admin = await signUp(suite.app, { name: 'Root' });
});

const get = (url: string, cookie?: string) =>
  suite.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

const ROUTES = ['/api/test/user', '/api/test/premium', '/api/test/admin'];

describe(`route access on ${testDatabaseKind}`, () => {
  it.each(ROUTES)('%s answers 401 without a session', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: 'Please sign in to continue.' });
  });

  it.each(ROUTES)('%s answers 401 for an unknown session token', async (url) => {
    const response = await get(url, `${SESSION_COOKIE}=abc.def`);
    expect(response.statusCode).toBe(401);
  });

  it("lets a plain user through 'user' only", async () => {
    const plain = await signUp(suite.app, { name: 'Plain' });
    const ok = await get('/api/test/user', plain.cookie);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({
      id: plain.id,
      email: plain.email,
      name: 'Plain',
      isPremium: false,
      isAdmin: false,
      // The stored language (issue 26): none chosen yet.
      language: null,
    });

    const premium = await get('/api/test/premium', plain.cookie);
    expect(premium.statusCode).toBe(403);
    expect(premium.json()).toEqual({ error: 'Premium access required.' });

    const adminOnly = await get('/api/test/admin', plain.cookie);
    expect(adminOnly.statusCode).toBe(403);
    expect(adminOnly.json()).toEqual({
      error: 'Access Denied: You do not have permission to view this page.',
    });
  });

  it("lets a premium user through 'premium' but not 'admin'", async () => {
    const paying = await signUp(suite.app, { name: 'Paying' });
    await makePremium(suite.db, paying.id);

    const premium = await get('/api/test/premium', paying.cookie);
    expect(premium.statusCode).toBe(200);
    expect(premium.json()).toMatchObject({ id: paying.id, isPremium: true, isAdmin: false });
    expect((await get('/api/test/admin', paying.cookie)).statusCode).toBe(403);
  });

  it('lets the admin through every access level', async () => {
    for (const url of ROUTES) {
      const response = await get(url, admin.cookie);
      expect(response.statusCode, url).toBe(200);
      expect(response.json()).toMatchObject({ id: admin.id, isAdmin: true, isPremium: true });
    }
  });

  it('reads premium and admin from the database again within VIEWER_CACHE_MS', async () => {
    const promoted = await signUp(suite.app);
    expect((await get('/api/test/admin', promoted.cookie)).statusCode).toBe(403);
    await suite.db.update(user).set({ role: 'admin' }).where(eq(user.id, promoted.id));
    clockAheadMs += VIEWER_CACHE_MS + 1;
    expect((await get('/api/test/admin', promoted.cookie)).statusCode).toBe(200);
    await suite.db.update(user).set({ role: 'user' }).where(eq(user.id, promoted.id));
    clockAheadMs += VIEWER_CACHE_MS + 1;
    expect((await get('/api/test/admin', promoted.cookie)).statusCode).toBe(403);
  });

  it('revokes premium within VIEWER_CACHE_MS', async () => {
    const paying = await signUp(suite.app);
    await makePremium(suite.db, paying.id);
    expect((await get('/api/test/premium', paying.cookie)).statusCode).toBe(200);
    await suite.db.update(profiles).set({ isPremium: false }).where(eq(profiles.id, paying.id));
    // Still remembered: the cache is what keeps the database off every request.
    clockAheadMs += VIEWER_CACHE_MS / 2;
    expect((await get('/api/test/premium', paying.cookie)).statusCode).toBe(200);
    clockAheadMs += VIEWER_CACHE_MS / 2 + 1;
    expect((await get('/api/test/premium', paying.cookie)).statusCode).toBe(403);
  });

  it('recreates a missing profile instead of failing (not as admin: the instance has one)', async () => {
    const orphan = await signUp(suite.app, { name: 'Orphan' });
    await suite.db.delete(profiles).where(eq(profiles.id, orphan.id));
    const response = await get('/api/test/user', orphan.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ name: 'Orphan', isPremium: false, isAdmin: false });
  });

  it('answers 500 without internals when a public route reads request.viewer', async () => {
    const plain = await signUp(suite.app);
    const response = await get('/api/test/public', plain.cookie);
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ error: 'Internal Server Error' });
  });
});

describe('every route states its access', () => {
  it('refuses to start with a route that states none, or an unknown one, naming them', async () => {
    const loose = await buildTestApp(suite.db);
    loose.get('/api/test/forgotten', async () => 'open');
    loose.post('/api/test/misspelt', { config: { access: 'everyone' as 'public' } }, async () => 'open');
    await expect(loose.ready()).rejects.toThrow(
      /config\.access: GET \/api\/test\/forgotten.*POST \/api\/test\/misspelt/,
    );
    await loose.close();
  });

  it('starts with the built web app, whose files are public', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'cardology-access-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Cardology</title>');
    writeFileSync(join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
    const web = await buildTestApp(suite.db, { env: { WEB_DIST_DIR: dist } });
    try {
      await web.ready();
      expect((await web.inject({ method: 'GET', url: '/assets/app-abc123.js' })).statusCode).toBe(200);
      expect((await web.inject({ method: 'GET', url: '/' })).statusCode).toBe(200);
      const page = await web.inject({ method: 'GET', url: '/people', headers: { accept: 'text/html' } });
      expect(page.statusCode).toBe(200);
    } finally {
      await web.close();
      rmSync(dist, { recursive: true, force: true });
    }
  });

  it('checks access before reading the body, on every level', async () => {
    const plain = await signUp(suite.app);
    for (const [url, cookie, status] of [
      ['/api/connections', undefined, 401],
      ['/api/card-reading', undefined, 401],
      ['/api/card-reading', plain.cookie, 403],
    ] as const) {
      const response = await suite.app.inject({
        method: 'POST',
        url,
        headers: { origin: ORIGIN, 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
        payload: '{not json',
      });
      expect(response.statusCode, url).toBe(status);
    }
  });

  it('answers 404 to an unknown /api path whether signed in or not', async () => {
    expect((await get('/api/no-such-thing')).statusCode).toBe(404);
    expect((await get('/api/no-such-thing', admin.cookie)).statusCode).toBe(404);
  });

  it('leaves the public routes open: health and better-auth', async () => {
    expect((await get('/api/health')).statusCode).toBe(200);
    const session = await get('/api/auth/get-session');
    expect(session.statusCode).toBe(200);
    expect(session.body).toBe('null');
  });
});
