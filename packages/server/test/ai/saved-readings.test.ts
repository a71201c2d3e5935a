import {
  AI_NOTHING_TO_SAVE,
  AI_SESSION_NOT_FOUND,
  SAVED_CURSOR_INVALID,
  SAVED_PAGE_SIZE,
  SAVED_READING_NOT_FOUND,
  type SavedReading,
  savedReading,
  savedReadingPage,
} from '@cardology/contract/assistant';
import { desc, eq, sql } from 'drizzle-orm';
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
const list = (cookie: string | undefined, cursor?: string) =>
  suite.app.inject({
    method: 'GET',
    url: '/api/saved-readings',
    ...(cursor !== undefined ? { query: { cursor } } : {}),
    headers: withCookie(cookie),
  });
/** The ids on the first page of the user's list. */
const firstPageIds = async (user: TestUser) =>
  savedReadingPage.parse((await list(user.cookie)).json()).items.map((item) => item.id);
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
    const listed = savedReadingPage.parse(response.json());
    expect(listed.items.map((item) => item.id)).toEqual(saved.reverse());
    expect(listed.items.map((item) => item.spread_type)).toEqual(['seven-weekly', 'weekly', 'yearly']);
    expect(listed.next_cursor).toBeNull();
  });

  it('keeps users apart: another user’s session or saved item is not found', async () => {
    const adas = await interpretation(ada);
    const saved = (await save(ada.cookie, { sessionId: adas.id })).json<SavedReading>();

    // Ben cannot save Ada's session, see her items, or delete them.
    const stolen = await save(ben.cookie, { sessionId: adas.id });
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json()).toEqual({ error: AI_SESSION_NOT_FOUND });
    expect(await firstPageIds(ben)).not.toContain(saved.id);
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
    expect((await list(plain.cookie)).json()).toEqual({ items: [], next_cursor: null });
    expect((await save(plain.cookie, { sessionId: '00000000-0000-4000-8000-000000000000' })).statusCode).toBe(
      404,
    );
    expect((await save(plain.cookie, { sessionId: 'nope' })).statusCode).toBe(400);
  });

  describe('a long list, a page at a time', () => {
    let reader: TestUser;
    /** Inserts saved interpretations at the given instants (microseconds kept), returning their ids. */
    const insertAt = async (instants: readonly string[]) => {
      const rows = await suite.db
        .insert(savedReadings)
        .values(
          instants.map((at, i) => ({
            userId: reader.id,
            spreadType: 'weekly',
            readingText: `Reading ${i}`,
            createdAt: sql`${at}::timestamptz`,
          })),
        )
        .returning({ id: savedReadings.id });
      return rows.map((row) => row.id);
    };
    /** Every id, walking the pages from the first; also how many pages it took. */
    const walk = async (between?: (page: number) => Promise<void>) => {
      const ids: string[] = [];
      let cursor: string | undefined;
      let pages = 0;
      do {
        const response = await list(reader.cookie, cursor);
        expect(response.statusCode).toBe(200);
        const page = savedReadingPage.parse(response.json());
        expect(page.items.length).toBeLessThanOrEqual(SAVED_PAGE_SIZE);
        ids.push(...page.items.map((item) => item.id));
        cursor = page.next_cursor ?? undefined;
        pages += 1;
        await between?.(pages);
      } while (cursor !== undefined);
      return { ids, pages };
    };
    const newestFirst = async () =>
      (
        await suite.db
          .select({ id: savedReadings.id })
          .from(savedReadings)
          .where(eq(savedReadings.userId, reader.id))
          .orderBy(desc(savedReadings.createdAt), desc(savedReadings.id))
      ).map((row) => row.id);

    beforeAll(async () => {
      reader = await signUp(suite.app, { name: 'Reader' });
      // 45 rows: whole seconds, rows a few microseconds apart inside one millisecond (a Date would
      // round them together), and rows saved at the very same instant (ordered by id).
      const seconds = Array.from(
        { length: 35 },
        (_, i) =>
          `2025-06-${String(1 + (i % 28)).padStart(2, '0')}T10:${String(i).padStart(2, '0')}:00.000000Z`,
      );
      const withinOneMillisecond = Array.from(
        { length: 6 },
        (_, i) => `2025-06-10T12:00:00.123${String(100 + i * 7)}Z`,
      );
      const sameInstant = Array.from({ length: 4 }, () => '2025-06-10T12:00:00.123150Z');
      await insertAt([...seconds, ...withinOneMillisecond, ...sameInstant]);
    });

    it('gives every row once, newest first, twenty to a page', async () => {
      const { ids, pages } = await walk();
      expect(pages).toBe(3);
      expect(ids).toEqual(await newestFirst());
    });

    it('neither repeats nor skips a row when one is saved or deleted between pages', async () => {
      const before = await newestFirst();
      let deleted: string | undefined;
      let added: string[] = [];
      const { ids } = await walk(async (page) => {
        if (page !== 1) return;
        // After the first page: two new saves (newer than all) and a delete of a row already shown, so an
        // offset-based page 2 would start one row early and repeat one.
        added = await insertAt(['2026-01-01T00:00:00.000001Z', '2026-01-02T00:00:00.000001Z']);
        deleted = before[3];
        if (deleted) expect((await remove(reader.cookie, deleted)).statusCode).toBe(204);
      });
      expect(ids).toEqual(before);
      expect(ids).not.toEqual(expect.arrayContaining(added));
      expect(deleted).toBeDefined();
    });

    it.each([
      ['not one the server issued', 'bm90LWEtY3Vyc29y'],
      [
        'a forged instant',
        Buffer.from('2025-02-30T10:00:00.000000Z|0b9a3a52-4c1e-4f7e-9a43-5f0c3e1d2b7a').toString('base64url'),
      ],
      ['too long', 'x'.repeat(500)],
    ])('refuses a cursor that is %s with 400', async (_, cursor) => {
      const response = await list(reader.cookie, cursor);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: SAVED_CURSOR_INVALID });
    });

    it('pages only the caller’s own rows, whoever’s position a cursor names', async () => {
      const firstPage = savedReadingPage.parse((await list(reader.cookie)).json());
      const cursor = firstPage.next_cursor ?? '';
      const borrowed = savedReadingPage.parse((await list(plain.cookie, cursor)).json());
      expect(borrowed).toEqual({ items: [], next_cursor: null });
    });
  });
});
