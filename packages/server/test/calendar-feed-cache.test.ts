import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { CalendarCreated } from '@cardology/contract/calendar';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { profiles, userConnections, user as userTable } from '../src/db/schema.js';
import { buildTestApp, ORIGIN, PUBLIC_URL, signUp, type TestUser } from './helpers/app.js';
import { testDatabaseKind } from './helpers/database.js';
import { addPerson, setBirthdate } from './helpers/profile.js';
import { useTestApp } from './helpers/test-app.js';

// The feed is rendered once per change and reused (docs/decisions/031-account-piles.md): the same body and
// ETag until what it is made of changes in the database, whichever process wrote it.

const START = new Date(Date.UTC(2025, 5, 15, 12, 0, 0));
let now = START;
const clock = () => now;
const suite = useTestApp({ clock, signUpAdmin: true });
/** A second server on the same database, as another process behind the load balancer: its own cache. */
let other: FastifyInstance;

beforeAll(async () => {
  other = await buildTestApp(suite.db, { clock });
});
afterAll(async () => {
  await other?.close();
});
beforeEach(() => {
  now = START;
});

const later = (ms: number) => new Date(START.getTime() + ms);
const HOUR = 60 * 60 * 1000;

const fetchFeed = (url: string, headers: Record<string, string> = {}, app = suite.app) =>
  app.inject({ method: 'GET', url: url.slice(PUBLIC_URL.length), headers });

async function feedOf(user: TestUser, includePeople: boolean): Promise<string> {
  const created = await suite.app.inject({
    method: 'POST',
    url: '/api/calendar',
    headers: { origin: ORIGIN, cookie: user.cookie },
  });
  const { url } = created.json<CalendarCreated>();
  if (includePeople) {
    await suite.app.inject({
      method: 'PATCH',
      url: '/api/calendar',
      headers: { origin: ORIGIN, cookie: user.cookie },
      payload: { include_people: true },
    });
  }
  return url;
}

async function readerWithFeed(includePeople = true) {
  const user = await signUp(suite.app, { name: 'Maya Lin' });
  await setBirthdate(suite.app, user, '1988-10-24');
  await addPerson(suite.app, user, 'Bo Berg', '1992-03-28');
  return { user, url: await feedOf(user, includePeople) };
}

describe(`the calendar feed's cache on ${testDatabaseKind}`, () => {
  it('answers a repeated fetch with the body it rendered first, and the same ETag', async () => {
    const { url } = await readerWithFeed();
    const first = await fetchFeed(url);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers.etag).toMatch(/^W\/"[A-Za-z0-9_-]{20,}"$/);
    now = later(HOUR);
    const second = await fetchFeed(url);
    // Its DTSTAMP is still the first render's: nothing was rendered again.
    expect(second.body).toBe(first.body);
    expect(second.headers.etag).toBe(first.headers.etag);
  });

  it('sends the kept calendar compressed as the client accepts: brotli, else gzip, else plain', async () => {
    const { url } = await readerWithFeed();
    const plain = await fetchFeed(url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await fetchFeed(url, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gzip = await fetchFeed(url, { 'accept-encoding': 'br;q=0, gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect(gzip.headers.etag).toBe(plain.headers.etag);
    expect((await fetchFeed(url, { 'accept-encoding': 'identity' })).body).toBe(plain.body);
  });

  it('answers 304 with no body to If-None-Match of the current ETag, and 200 to any other', async () => {
    const { url } = await readerWithFeed();
    const etag = String((await fetchFeed(url)).headers.etag);
    const unchanged = await fetchFeed(url, { 'if-none-match': etag });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe('');
    expect(unchanged.headers.etag).toBe(etag);
    expect(unchanged.headers['cache-control']).toBe('private, max-age=300');
    expect((await fetchFeed(url, { 'if-none-match': `"${'x'.repeat(30)}", ${etag}` })).statusCode).toBe(304);
    expect((await fetchFeed(url, { 'if-none-match': 'W/"stale"' })).statusCode).toBe(200);
  });

  it('renders again when a person is added, edited or removed by another process (straight in the database)', async () => {
    const { user, url } = await readerWithFeed();
    const first = await fetchFeed(url);
    const etag = String(first.headers.etag);
    // Written as another process would: no event reaches this one.
    const [added] = await suite.db
      .insert(userConnections)
      .values({ userId: user.id, name: 'Cy Dahl', birthdate: '1970-01-05' })
      .returning();
    const withCy = await fetchFeed(url, { 'if-none-match': etag });
    expect(withCy.statusCode).toBe(200);
    expect(withCy.body).toContain('Cy: Mercury period');
    expect(withCy.headers.etag).not.toBe(etag);

    await suite.db
      .update(userConnections)
      .set({ name: 'Di Dahl' })
      .where(eq(userConnections.id, added?.id ?? ''));
    const renamed = await fetchFeed(url);
    expect(renamed.body).toContain('Di: Mercury period');
    expect(renamed.body).not.toContain('Cy: ');

    await suite.db.delete(userConnections).where(eq(userConnections.id, added?.id ?? ''));
    const removed = await fetchFeed(url);
    expect(removed.body).not.toContain('Di: ');
    expect(removed.headers.etag).toBe(etag);
  });

  it("renders again when the owner's birthdate changes on another process", async () => {
    const { user, url } = await readerWithFeed(false);
    const first = await fetchFeed(url);
    await setBirthdate(other, user, '1990-05-17');
    const second = await fetchFeed(url);
    expect(second.statusCode).toBe(200);
    expect(second.headers.etag).not.toBe(first.headers.etag);
    expect(second.body).not.toBe(first.body);
    // And the other process, which never rendered it, answers the same ETag.
    expect((await fetchFeed(url, {}, other)).headers.etag).toBe(second.headers.etag);
  });

  it('follows include_people changed on another process', async () => {
    const { user, url } = await readerWithFeed(false);
    expect((await fetchFeed(url)).body).not.toContain('Bo: ');
    await other.inject({
      method: 'PATCH',
      url: '/api/calendar',
      headers: { origin: ORIGIN, cookie: user.cookie },
      payload: { include_people: true },
    });
    expect((await fetchFeed(url)).body).toContain('Bo: ');
  });

  it('renders again on a new day, whose birthday years may differ', async () => {
    const { url } = await readerWithFeed();
    const first = await fetchFeed(url);
    now = later(24 * HOUR);
    const next = await fetchFeed(url);
    expect(next.body).not.toBe(first.body);
    expect(next.headers.etag).not.toBe(first.headers.etag);
  });

  it('never answers 304 for a revoked link or a banned account, whatever If-None-Match says', async () => {
    const { user, url } = await readerWithFeed();
    const etag = String((await fetchFeed(url)).headers.etag);
    await suite.db
      .update(userTable)
      .set({ banned: true, banReason: 'test' })
      .where(eq(userTable.id, user.id));
    const banned = await fetchFeed(url, { 'if-none-match': etag });
    expect(banned.statusCode).toBe(404);
    await suite.db.update(userTable).set({ banned: false }).where(eq(userTable.id, user.id));
    await suite.app.inject({
      method: 'DELETE',
      url: '/api/calendar',
      headers: { origin: ORIGIN, cookie: user.cookie },
    });
    expect((await fetchFeed(url, { 'if-none-match': etag })).statusCode).toBe(404);
  });

  it('keeps a deleted birthdate out of the cached feed', async () => {
    const { user, url } = await readerWithFeed(false);
    const first = await fetchFeed(url);
    await suite.db.update(profiles).set({ birthdate: null }).where(eq(profiles.id, user.id));
    const second = await fetchFeed(url);
    expect(second.body).not.toBe(first.body);
    expect(second.body).not.toContain('BEGIN:VEVENT');
  });
});
