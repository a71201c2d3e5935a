import {
  JOURNAL_BIRTHDATE_REQUIRED,
  JOURNAL_DATE_BEFORE_BIRTH,
  JOURNAL_DATE_IN_FUTURE,
  JOURNAL_DATE_INVALID,
  JOURNAL_ENTRIES_MAX,
  JOURNAL_ENTRY_NOT_FOUND,
  JOURNAL_FULL,
  JOURNAL_TEXT_MAX,
  JOURNAL_TEXT_REQUIRED,
  JOURNAL_TEXT_TOO_LONG,
  journalEntry,
  journalPage,
} from '@cardology/contract/journal';
import { READER_DATE_HEADER } from '@cardology/contract/reader-date';
import { BODY_NOT_OBJECT } from '@cardology/contract/request-body';
import { parseIsoDate } from '@cardology/engine/dates';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { journalEntries } from '../src/db/schema.js';
import { entriesOfPeriod, PERIOD_ENTRIES_MAX } from '../src/services/journal/journal-page.js';
import { PASSWORD, type TestUser } from './helpers/app.js';
import { testDatabaseKind } from './helpers/database.js';
import { BIRTH, cardsOn, journalCalls } from './helpers/journal.js';
import { setBirthdate } from './helpers/profile.js';
import { useTestApp } from './helpers/test-app.js';

/** "Today" for every request: 15 June 2025, 23:30 UTC (already the 16th east of UTC). */
const NOW = new Date(Date.UTC(2025, 5, 15, 23, 30, 0));

const suite = useTestApp({ clock: () => NOW, signUpAdmin: true });
const { send, reader, write, seed, walk } = journalCalls(suite);

describe(`the journal on ${testDatabaseKind}`, () => {
  describe('writing', () => {
    it('keeps a note with its cards, lists it, edits it and deletes it', async () => {
      const user = await reader();
      const entry = await write(user, '2025-06-01', '  The **first** note.\n');
      expect(entry).toMatchObject({ date: '2025-06-01', text: 'The **first** note.' });
      expect(entry.cards).toEqual(cardsOn(BIRTH, '2025-06-01'));

      const listed = journalPage.parse((await send('GET', '/api/journal', user)).json());
      expect(listed).toEqual({ entries: [entry], next: null });

      const edited = await send('PUT', `/api/journal/${entry.id}`, user, {
        date: '2025-05-20',
        text: 'Moved.',
      });
      expect(edited.statusCode).toBe(200);
      const after = journalEntry.parse(edited.json<{ entry: unknown }>().entry);
      expect(after).toMatchObject({ id: entry.id, date: '2025-05-20', text: 'Moved.' });
      expect(after.cards).toEqual(cardsOn(BIRTH, '2025-05-20'));

      expect((await send('DELETE', `/api/journal/${entry.id}`, user)).statusCode).toBe(204);
      expect((await send('DELETE', `/api/journal/${entry.id}`, user)).json()).toEqual({
        error: JOURNAL_ENTRY_NOT_FOUND,
      });
      expect(journalPage.parse((await send('GET', '/api/journal', user)).json()).entries).toEqual([]);
    });

    it('keeps several notes for one day, and one on the birthdate and one on today', async () => {
      const user = await reader();
      await write(user, '2025-06-15', 'Morning.');
      await write(user, '2025-06-15', 'Evening.');
      await write(user, BIRTH, 'Born.');
      expect((await walk(user, '')).map((e) => e.text).sort()).toEqual(['Born.', 'Evening.', 'Morning.']);
    });

    it('takes the reader’s own date for today: the Reader-Date header, else the UTC date', async () => {
      const user = await reader();
      const tomorrowInUtc = { date: '2025-06-16', text: 'Already the 16th in Auckland.' };
      expect((await send('POST', '/api/journal', user, tomorrowInUtc)).json()).toEqual({
        error: JOURNAL_DATE_IN_FUTURE,
      });
      const auckland = await send('POST', '/api/journal', user, tomorrowInUtc, {
        [READER_DATE_HEADER]: '2025-06-16',
      });
      expect(auckland.statusCode).toBe(201);
    });

    it('counts the text in characters: 10,000 emoji fit, one more does not', async () => {
      const user = await reader();
      const full = '🌙'.repeat(JOURNAL_TEXT_MAX);
      expect((await write(user, '2025-01-01', full)).text).toBe(full);
      const over = await send('POST', '/api/journal', user, { date: '2025-01-01', text: `${full}🌙` });
      expect({ status: over.statusCode, body: over.json() }).toEqual({
        status: 400,
        body: { error: JOURNAL_TEXT_TOO_LONG },
      });
    });

    const refusals: [string, unknown, number, string][] = [
      ['no date', { text: 'Hi' }, 400, JOURNAL_DATE_INVALID],
      ['a date as a number', { date: 20250101, text: 'Hi' }, 400, JOURNAL_DATE_INVALID],
      ['not a date', { date: 'yesterday', text: 'Hi' }, 400, JOURNAL_DATE_INVALID],
      ['a date that does not exist', { date: '2025-02-30', text: 'Hi' }, 400, JOURNAL_DATE_INVALID],
      ['a date in another format', { date: '06/01/2025', text: 'Hi' }, 400, JOURNAL_DATE_INVALID],
      ['a future date', { date: '2025-07-01', text: 'Hi' }, 400, JOURNAL_DATE_IN_FUTURE],
      ['a date before birth', { date: '1990-05-16', text: 'Hi' }, 400, JOURNAL_DATE_BEFORE_BIRTH],
      ['no text', { date: '2025-01-01' }, 400, JOURNAL_TEXT_REQUIRED],
      ['empty text', { date: '2025-01-01', text: '' }, 400, JOURNAL_TEXT_REQUIRED],
      ['blank text', { date: '2025-01-01', text: ' \n\t ' }, 400, JOURNAL_TEXT_REQUIRED],
      ['text as a list', { date: '2025-01-01', text: ['Hi'] }, 400, JOURNAL_TEXT_REQUIRED],
      ['a list for a body', [{ date: '2025-01-01', text: 'Hi' }], 400, BODY_NOT_OBJECT],
    ];
    it.each(refusals)(
      'refuses %s on a write and on an edit, and stores nothing',
      async (_, body, status, error) => {
        const user = await reader();
        const kept = await write(user, '2025-01-02', 'Kept.');
        const added = await send('POST', '/api/journal', user, body);
        expect({ status: added.statusCode, body: added.json() }).toEqual({ status, body: { error } });
        const edited = await send('PUT', `/api/journal/${kept.id}`, user, body);
        expect({ status: edited.statusCode, body: edited.json() }).toEqual({ status, body: { error } });
        expect(await walk(user, '')).toEqual([kept]);
      },
    );

    it('refuses a NUL or a lone surrogate in the text before anything is read', async () => {
      const user = await reader();
      for (const text of ['a\u0000b', 'a\ud800b']) {
        const response = await send('POST', '/api/journal', user, { date: '2025-01-01', text });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ error: expect.any(String) });
      }
      expect(await walk(user, '')).toEqual([]);
    });

    it('asks for a birthdate first: 409 on a write and on the list, the look-back has nothing', async () => {
      const user = await reader(null);
      for (const response of [
        await send('POST', '/api/journal', user, { date: '2025-01-01', text: 'Hi' }),
        await send('GET', '/api/journal', user),
      ]) {
        expect({ status: response.statusCode, body: response.json() }).toEqual({
          status: 409,
          body: { error: JOURNAL_BIRTHDATE_REQUIRED },
        });
      }
      expect((await send('GET', '/api/journal/look-back', user)).json()).toEqual({ look_back: null });
    });

    it('re-reads every entry’s cards after the birthdate changes; nothing about them is stored', async () => {
      const user = await reader();
      const entry = await write(user, '2024-11-03', 'Autumn.');
      await setBirthdate(suite.app, user, '1985-02-11');
      const [after] = await walk(user, '');
      expect(after?.cards).toEqual(cardsOn('1985-02-11', '2024-11-03'));
      expect(after?.cards).not.toEqual(entry.cards);
      // An entry now dated before the (later) birthdate is still listed, with cards counted back from it.
      await setBirthdate(suite.app, user, '2024-12-01');
      const [early] = await walk(user, '');
      expect(early?.cards).toEqual(cardsOn('2024-12-01', '2024-11-03'));
    });
  });

  describe('the entries of one period (for the reflection)', () => {
    it(`gives the period's dates and at most ${PERIOD_ENTRIES_MAX} of its entries, the newest`, async () => {
      const user = await reader();
      const week = cardsOn(BIRTH, '2024-04-10').weekly;
      const inside = Array.from({ length: PERIOD_ENTRIES_MAX + 10 }, (_, i) => ({
        date: i % 2 === 0 ? week.start : week.end,
        text: `In the week ${i}`,
      }));
      await seed(user, [...inside, { date: '2023-01-01', text: 'Outside' }]);
      const birth = parseIsoDate(BIRTH);
      const on = parseIsoDate('2024-04-10');
      if (!birth.ok || !on.ok) throw new Error('test dates');
      const found = await entriesOfPeriod(suite.db, user.id, birth.value, 'weekly', on.value);
      expect({ start: found.start, end: found.end }).toEqual({ start: week.start, end: week.end });
      expect(found.entries).toHaveLength(PERIOD_ENTRIES_MAX);
      const listed = await walk(user, `period=weekly&on=2024-04-10`);
      expect(found.entries).toEqual(listed.slice(0, PERIOD_ENTRIES_MAX));
    });
  });

  describe('privacy', () => {
    it('answers another reader’s entry exactly as a missing one, and changes nothing', async () => {
      const owner = await reader();
      const other = await reader();
      const entry = await write(owner, '2025-03-03', 'Mine alone.');
      const unknown = '00000000-0000-4000-8000-000000000000';
      for (const id of [entry.id, unknown, 'not-a-uuid']) {
        const put = await send('PUT', `/api/journal/${id}`, other, {
          date: '2025-03-03',
          text: 'Theirs now.',
        });
        const del = await send('DELETE', `/api/journal/${id}`, other);
        for (const response of [put, del]) {
          expect({ status: response.statusCode, body: response.json() }).toEqual({
            status: 404,
            body: { error: JOURNAL_ENTRY_NOT_FOUND },
          });
        }
      }
      expect(await walk(other, '')).toEqual([]);
      expect(await walk(owner, '')).toEqual([entry]);
      expect((await send('GET', '/api/journal/export.md', other)).body).not.toContain('Mine alone.');
    });

    it('answers 401 to nobody on every journal route', async () => {
      for (const [method, url] of [
        ['GET', '/api/journal'],
        ['POST', '/api/journal'],
        ['PUT', '/api/journal/00000000-0000-4000-8000-000000000000'],
        ['DELETE', '/api/journal/00000000-0000-4000-8000-000000000000'],
        ['GET', '/api/journal/look-back'],
        ['GET', '/api/journal/export.md'],
      ] as const) {
        const response = await send(
          method,
          url,
          undefined,
          method === 'POST' || method === 'PUT' ? {} : undefined,
        );
        expect(response.statusCode, url).toBe(401);
      }
    });

    it('deletes the entries with the account', async () => {
      const user = await reader();
      await write(user, '2025-03-03', 'Gone with me.');
      expect((await send('DELETE', '/api/me', user, { password: PASSWORD })).statusCode).toBe(204);
      const [left] = await suite.db
        .select({ count: count() })
        .from(journalEntries)
        .where(eq(journalEntries.userId, user.id));
      expect(left?.count).toBe(0);
    });
  });

  describe(`at the cap of ${JOURNAL_ENTRIES_MAX} entries`, () => {
    const fill = (user: TestUser, n: number) =>
      seed(
        user,
        Array.from({ length: n }, (_, i) => ({ date: '2020-01-01', text: `Seed ${i}` })),
      );
    const stored = async (user: TestUser) =>
      (
        await suite.db
          .select({ count: count() })
          .from(journalEntries)
          .where(eq(journalEntries.userId, user.id))
      )[0]?.count;

    it('lets notes sent at once fill the journal to the cap, never past it', async () => {
      const user = await reader();
      await fill(user, JOURNAL_ENTRIES_MAX - 2);
      const responses = await Promise.all(
        Array.from({ length: 6 }, (_, i) =>
          send('POST', '/api/journal', user, { date: '2025-06-01', text: `Racer ${i}` }),
        ),
      );
      expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 201, 409, 409, 409, 409]);
      expect(responses.find((r) => r.statusCode === 409)?.json()).toEqual({ error: JOURNAL_FULL });
      expect(await stored(user)).toBe(JOURNAL_ENTRIES_MAX);
      // A full journal still edits and deletes, and takes a note again after a delete.
      const [newest] = await walk(user, 'q=racer').then((entries) => entries.slice(0, 1));
      if (!newest) throw new Error('no racer stored');
      expect(
        (await send('PUT', `/api/journal/${newest.id}`, user, { date: '2025-06-02', text: 'Edited' }))
          .statusCode,
      ).toBe(200);
      expect((await send('DELETE', `/api/journal/${newest.id}`, user)).statusCode).toBe(204);
      await write(user, '2025-06-03', 'Room again.');
      expect(await stored(user)).toBe(JOURNAL_ENTRIES_MAX);
    }, 120_000);
  });
});
