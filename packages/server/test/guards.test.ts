import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VIEWER_CACHE_MS } from '../src/auth/viewer-cache.js';
import type { Database } from '../src/db/client.js';
import { profiles, user } from '../src/db/schema.js';
import { buildTestApp, SESSION_COOKIE, signUp, type TestUser } from './helpers/app.js';
import { createTestDatabase, testDatabaseKind } from './helpers/database.js';

let database: Database;
let app: FastifyInstance;
let admin: TestUser;
/** Moves the app's clock forward, to step past the guards' viewer cache. */
let clockAheadMs = 0;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database.db, { clock: () => new Date(Date.now() + clockAheadMs) });
  // Throwaway routes, one per guard, that echo the viewer the guard resolved.
  app.get('/api/test/user', { preHandler: app.requireUser }, async (request) => request.viewer);
  app.get('/api/test/premium', { preHandler: app.requirePremium }, async (request) => request.viewer);
  app.get('/api/test/admin', { preHandler: app.requireAdmin }, async (request) => request.viewer);
  app.get('/api/test/unguarded', async (request) => request.viewer);
  admin = await signUp(app, { name: 'Root' });
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

const get = (url: string, cookie?: string) =>
  app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

const ROUTES = ['/api/test/user', '/api/test/premium', '/api/test/admin'];

describe(`guards on ${testDatabaseKind}`, () => {
  it.each(ROUTES)('%s answers 401 without a session', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: 'Please sign in to continue.' });
  });

  it.each(ROUTES)('%s answers 401 for an unknown session token', async (url) => {
    const response = await get(url, `${SESSION_COOKIE}=abc.def`);
    expect(response.statusCode).toBe(401);
  });

  it('lets a plain user through requireUser only', async () => {
    const plain = await signUp(app, { name: 'Plain' });
    const ok = await get('/api/test/user', plain.cookie);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({
      id: plain.id,
      email: plain.email,
      name: 'Plain',
      isPremium: false,
      isAdmin: false,
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

  it('lets a premium user through requirePremium but not requireAdmin', async () => {
    const paying = await signUp(app, { name: 'Paying' });
    await database.db.update(profiles).set({ isPremium: true }).where(eq(profiles.id, paying.id));

    const premium = await get('/api/test/premium', paying.cookie);
    expect(premium.statusCode).toBe(200);
    expect(premium.json()).toMatchObject({ id: paying.id, isPremium: true, isAdmin: false });
    expect((await get('/api/test/admin', paying.cookie)).statusCode).toBe(403);
  });

  it('lets the admin through every guard', async () => {
    for (const url of ROUTES) {
      const response = await get(url, admin.cookie);
      expect(response.statusCode, url).toBe(200);
      expect(response.json()).toMatchObject({ id: admin.id, isAdmin: true, isPremium: true });
    }
  });

  it('reads premium and admin from the database again within VIEWER_CACHE_MS', async () => {
    const promoted = await signUp(app);
    expect((await get('/api/test/admin', promoted.cookie)).statusCode).toBe(403);
    await database.db.update(user).set({ role: 'admin' }).where(eq(user.id, promoted.id));
    clockAheadMs += VIEWER_CACHE_MS;
    expect((await get('/api/test/admin', promoted.cookie)).statusCode).toBe(200);
    await database.db.update(user).set({ role: 'user' }).where(eq(user.id, promoted.id));
    clockAheadMs += VIEWER_CACHE_MS;
    expect((await get('/api/test/admin', promoted.cookie)).statusCode).toBe(403);
  });

  it('revokes premium within VIEWER_CACHE_MS', async () => {
    const paying = await signUp(app);
    await database.db.update(profiles).set({ isPremium: true }).where(eq(profiles.id, paying.id));
    expect((await get('/api/test/premium', paying.cookie)).statusCode).toBe(200);
    await database.db.update(profiles).set({ isPremium: false }).where(eq(profiles.id, paying.id));
    // Still remembered: the cache is what keeps the database off every request.
    clockAheadMs += VIEWER_CACHE_MS / 2;
    expect((await get('/api/test/premium', paying.cookie)).statusCode).toBe(200);
    clockAheadMs += VIEWER_CACHE_MS / 2;
    expect((await get('/api/test/premium', paying.cookie)).statusCode).toBe(403);
  });

  it('recreates a missing profile instead of failing (not as admin: the instance has one)', async () => {
    const orphan = await signUp(app, { name: 'Orphan' });
    await database.db.delete(profiles).where(eq(profiles.id, orphan.id));
    const response = await get('/api/test/user', orphan.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ name: 'Orphan', isPremium: false, isAdmin: false });
  });

  it('answers 500 without internals when an unguarded route reads request.viewer', async () => {
    const plain = await signUp(app);
    const response = await get('/api/test/unguarded', plain.cookie);
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ error: 'Internal Server Error' });
  });
});
