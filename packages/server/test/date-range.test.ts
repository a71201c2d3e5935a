// Issue 31, must show 1: no 5xx from any date. Every date the API reads is held to the days the rules can
// compute (0001-01-01 to 9999-12-31) before it reaches the database, and so is every date computed from one
// (the period containing a day can begin in year 0 when the day is in year 1). Outside, a 400 in words.
// The matrix (authorization-matrix.test.ts) and the fuzz (route-fuzz.test.ts) send the same dates to
// every route; here are the probes that found the 500s, and the log they left.
import { JOURNAL_CURSOR_INVALID, JOURNAL_FILTER_INVALID, journalPage } from '@cardology/contract/journal';
import { LANGUAGE_COOKIE } from '@cardology/contract/languages';
import { messageText } from '@cardology/contract/messages/translate';
import { DATE_OUT_OF_RANGE } from '@cardology/engine/input-errors';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { errorForLog } from '../src/lib/log-privacy.js';
import type { TestUser } from './helpers/app.js';
import { testDatabaseKind } from './helpers/database.js';
import { journalCalls } from './helpers/journal.js';
import { useTestApp } from './helpers/test-app.js';

const NOW = new Date(Date.UTC(2025, 5, 15, 12, 0, 0));
const lines: string[] = [];
const suite = useTestApp({
  clock: () => NOW,
  env: { LOG_LEVEL: 'info' },
  logStream: { write: (line) => lines.push(line) },
});
const { send, reader, seed } = journalCalls(suite);

/** A birth month and day no test date shares, so a date derived from it is recognisable in the log. */
const BIRTH = '1990-05-17';
const ENTRY_ID = '0b9f6f4e-0000-4000-8000-000000000000';
const cursorOf = (date: string) => Buffer.from(`${date}|${ENTRY_ID}`).toString('base64url');

beforeAll(() => {
  // A query as the journal's period filter sent one before the fix: the period of a day in year 1 begun on
  // the reader's birthday in year 0.
  suite.app.get('/api/test-date-out-of-range', { config: { access: 'public' } }, async () =>
    suite.db.execute(sql`SELECT ${'{[0000-05-17,0001-01-01]}'}::datemultirange`),
  );
});

const errorLines = () => lines.filter((line) => (JSON.parse(line) as { level: number }).level >= 50);

async function journalReader(): Promise<TestUser> {
  const user = await reader(BIRTH);
  await seed(user, [
    { date: '1990-05-17', text: 'Born.' },
    { date: '2025-06-01', text: 'A June day.' },
  ]);
  return user;
}

describe(`dates at the ends of the calendar on ${testDatabaseKind}`, () => {
  it('answers the journal probes that found the 500s with a 400 in words, and logs no error', async () => {
    const user = await journalReader();
    const outside = [
      ['on=0000-01-01', DATE_OUT_OF_RANGE],
      ['on=0000-03-01', DATE_OUT_OF_RANGE],
      ['period=weekly&on=0000-12-31', DATE_OUT_OF_RANGE],
      ['on=-0001-01-01', DATE_OUT_OF_RANGE],
      ['on=10000-01-01', DATE_OUT_OF_RANGE],
      ['on=%2B10000-01-01', DATE_OUT_OF_RANGE],
      [`cursor=${cursorOf('0000-01-01')}`, JOURNAL_CURSOR_INVALID],
      [`cursor=${cursorOf('-0001-01-01')}`, JOURNAL_CURSOR_INVALID],
      [`cursor=${cursorOf('10000-01-01')}`, JOURNAL_CURSOR_INVALID],
      ['on=2025-02-30', JOURNAL_FILTER_INVALID],
    ] as const;
    for (const [query, message] of outside) {
      const response = await send('GET', `/api/journal?${query}`, user);
      expect({ query, status: response.statusCode, body: response.json() }).toEqual({
        query,
        status: 400,
        body: { error: message },
      });
    }
    expect(errorLines()).toEqual([]);
  });

  it('lists the periods around the first and the last computable day, which begin or end outside them', async () => {
    const user = await journalReader();
    for (const period of ['planetary', 'seven-week', 'weekly']) {
      for (const on of ['0001-01-01', '0001-01-02', '9999-12-31', '9999-12-25']) {
        const response = await send('GET', `/api/journal?period=${period}&on=${on}`, user);
        expect({ period, on, status: response.statusCode, body: response.body.slice(0, 300) }).toMatchObject({
          status: 200,
        });
        expect(journalPage.parse(response.json()).entries).toEqual([]);
      }
    }
    for (const date of ['0001-01-01', '9999-12-31']) {
      const response = await send('GET', `/api/journal?cursor=${cursorOf(date)}`, user);
      expect({ date, status: response.statusCode }).toEqual({ date, status: 200 });
    }
    expect(errorLines()).toEqual([]);
  });

  it('still finds the entries of a period that holds them', async () => {
    const user = await journalReader();
    const response = await send('GET', '/api/journal?period=weekly&on=2025-06-03', user);
    expect(journalPage.parse(response.json()).entries.map((entry) => entry.date)).toEqual(['2025-06-01']);
  });

  it('says it in the reader’s language, from the catalog', async () => {
    const user = await journalReader();
    for (const language of ['es', 'pt-BR'] as const) {
      const response = await send('GET', '/api/journal?on=0000-01-01', user, undefined, {
        cookie: `${user.cookie}; ${LANGUAGE_COOKIE}=${language}`,
      });
      const words = messageText(language, 'DATE_OUT_OF_RANGE');
      expect(words).not.toBe(DATE_OUT_OF_RANGE);
      expect({ status: response.statusCode, body: response.json() }).toEqual({
        status: 400,
        body: { error: words },
      });
    }
  });
});

describe('the log of a date PostgreSQL refuses (defence in depth: no route sends one now)', () => {
  it('redacts the value quoted by out-of-range errors, in the message, the stack and every cause', () => {
    const refusals = [
      'date/time field value out of range: "0000-05-17"',
      'date out of range: "5874898-05-17"',
      'timestamp out of range: "0000-05-17T00:00:00Z"',
    ];
    for (const refusal of refusals) {
      const driver = new Error(refusal);
      const logged = JSON.stringify(errorForLog(new Error('Failed query: select …', { cause: driver })));
      expect(logged, refusal).not.toMatch(/05-17/);
      expect(logged).toContain('out of range');
    }
  });

  it('leaves nothing of a birthdate in the log when the database refuses a derived date', async () => {
    lines.length = 0;
    const response = await suite.app.inject({ method: 'GET', url: '/api/test-date-out-of-range' });
    expect(response.statusCode).toBe(500);
    const logged = errorLines().join('\n');
    expect(logged).toContain('out of range');
    expect(logged).not.toMatch(/05-17/);
  });
});
