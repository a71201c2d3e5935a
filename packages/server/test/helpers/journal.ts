import { JOURNAL_PAGE_SIZE, type JournalEntry, journalEntry, journalPage } from '@cardology/contract/journal';
import { parseIsoDate } from '@cardology/engine/dates';
import { dayCards } from '@cardology/engine/day-cards';
import { expect } from 'vitest';
import { journalEntries } from '../../src/db/schema.js';
import { ORIGIN, signUp, type TestUser } from './app.js';
import { setBirthdate } from './profile.js';
import type { TestAppFixture } from './test-app.js';

// Calls of the journal's routes for test/journal*.test.ts, as one signed-in reader.

/** The birthdate the journal tests' readers have unless a test says otherwise. */
export const BIRTH = '1990-05-17';

/** The journal's calls on one test app. */
export function journalCalls(suite: TestAppFixture) {
  type Headers = Record<string, string>;

  function send(
    method: string,
    url: string,
    user: TestUser | undefined,
    payload?: unknown,
    headers: Headers = {},
  ) {
    return suite.app.inject({
      method: method as 'GET',
      url,
      headers: {
        origin: ORIGIN,
        ...(user ? { cookie: user.cookie } : {}),
        ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
    });
  }

  async function reader(birthdate: string | null = BIRTH): Promise<TestUser> {
    const user = await signUp(suite.app);
    if (birthdate) await setBirthdate(suite.app, user, birthdate);
    return user;
  }

  async function write(user: TestUser, date: string, text: string): Promise<JournalEntry> {
    const response = await send('POST', '/api/journal', user, { date, text });
    if (response.statusCode !== 201) throw new Error(`write: ${response.statusCode} ${response.body}`);
    return journalEntry.parse(response.json<{ entry: unknown }>().entry);
  }

  /** Stores entries straight in the table (the list's tests are about reading, not writing). */
  async function seed(user: TestUser, rows: { date: string; text: string }[]): Promise<void> {
    for (let i = 0; i < rows.length; i += 1000) {
      await suite.db
        .insert(journalEntries)
        .values(
          rows.slice(i, i + 1000).map((row) => ({ userId: user.id, entryDate: row.date, text: row.text })),
        );
    }
  }

  /** Every entry a filter lists, following `next` to the end. */
  async function walk(user: TestUser, query: string): Promise<JournalEntry[]> {
    const entries: JournalEntry[] = [];
    let cursor: string | null = null;
    for (let pages = 0; pages < 500; pages++) {
      const url = `/api/journal?${query}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
      const response = await send('GET', url, user);
      if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
      const page = journalPage.parse(response.json());
      expect(page.entries.length).toBeLessThanOrEqual(JOURNAL_PAGE_SIZE);
      entries.push(...page.entries);
      if (!page.next) return entries;
      cursor = page.next;
    }
    throw new Error('more than 500 pages');
  }

  return { send, reader, write, seed, walk };
}

/** The engine's cards for a day of a life: what an entry must carry. */
export const cardsOn = (birth: string, date: string) => {
  const b = parseIsoDate(birth);
  const d = parseIsoDate(date);
  if (!b.ok || !d.ok) throw new Error('test date');
  return dayCards(b.value, d.value);
};

/** The list's order: newest date first, then id descending. */
export const newestFirst = (a: JournalEntry, b: JournalEntry) =>
  a.date === b.date ? (a.id < b.id ? 1 : -1) : a.date < b.date ? 1 : -1;
