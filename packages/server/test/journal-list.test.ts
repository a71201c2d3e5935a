import {
  JOURNAL_CURSOR_INVALID,
  JOURNAL_FILTER_INVALID,
  JOURNAL_PAGE_SIZE,
  JOURNAL_QUERY_MAX,
  JOURNAL_QUERY_TOO_LONG,
  type JournalEntry,
  journalLookBack,
  journalPage,
  LOOK_BACK_YEAR_AGO,
  lookBackLastPeriod,
} from '@cardology/contract/journal';
import { READER_DATE_HEADER } from '@cardology/contract/reader-date';
import { addDays, parseIsoDate, toIsoDate } from '@cardology/engine/dates';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { profiles } from '../src/db/schema.js';
import { yearBefore } from '../src/services/journal/journal-look-back.js';
import type { TestUser } from './helpers/app.js';
import { english } from './helpers/catalogued-text.js';
import { testDatabaseKind } from './helpers/database.js';
import { BIRTH, cardsOn, journalCalls, newestFirst } from './helpers/journal.js';
import { useTestApp } from './helpers/test-app.js';

/** "Today" for every request: 15 June 2025, 12:00 UTC. */
const NOW = new Date(Date.UTC(2025, 5, 15, 12, 0, 0));
const TODAY = '2025-06-15';

const suite = useTestApp({ clock: () => NOW });
const { send, reader, write, seed, walk } = journalCalls(suite);

/** Days from the birthdate to today, every 9th (so every kind of period and many cards are hit), a note each. */
function spreadDates(): string[] {
  const birth = parseIsoDate(BIRTH);
  if (!birth.ok) throw new Error('birth');
  const dates: string[] = [];
  for (let day = birth.value; toIsoDate(day) <= TODAY; day = addDays(day, 9)) dates.push(toIsoDate(day));
  return dates;
}

const WORDS = ['walking by the sea', 'a quiet Venus evening', 'work and more work', 'the garden bloomed'];

/** A reader with a note every 9 days of their life, and three more on one day. */
let lifelong: TestUser;
let all: JournalEntry[];

beforeAll(async () => {
  lifelong = await reader();
  const dates = spreadDates();
  await seed(lifelong, [
    ...dates.map((date, i) => ({ date, text: `Day ${i}: ${WORDS[i % WORDS.length]}` })),
    ...['one', 'two', 'three'].map((n) => ({ date: '2020-02-02', text: `Same day ${n}` })),
  ]);
  all = await walk(lifelong, '');
}, 120_000);

const entriesWhere = (keep: (entry: JournalEntry) => boolean) => all.filter(keep);

describe(`the journal's list on ${testDatabaseKind}`, () => {
  describe('paging', () => {
    it('lists every entry once, newest first, across pages with identical dates', () => {
      expect(all.length).toBe(spreadDates().length + 3);
      expect(new Set(all.map((entry) => entry.id)).size).toBe(all.length);
      expect(all).toEqual([...all].sort(newestFirst));
    });

    it('pages identical dates without a gap or a repeat, even at a page’s edge', async () => {
      const user = await reader();
      const n = JOURNAL_PAGE_SIZE * 2 + 5;
      await seed(
        user,
        Array.from({ length: n }, (_, i) => ({ date: '2024-04-04', text: `Twin ${i}` })),
      );
      const first = journalPage.parse((await send('GET', '/api/journal', user)).json());
      expect(first.entries).toHaveLength(JOURNAL_PAGE_SIZE);
      const walked = await walk(user, '');
      expect(walked).toHaveLength(n);
      expect(new Set(walked.map((entry) => entry.id)).size).toBe(n);
      expect(walked).toEqual([...walked].sort(newestFirst));
    });

    it('ends with next: null exactly on a full last page', async () => {
      const user = await reader();
      await seed(
        user,
        Array.from({ length: JOURNAL_PAGE_SIZE }, (_, i) => ({ date: '2024-04-04', text: `Note ${i}` })),
      );
      expect(journalPage.parse((await send('GET', '/api/journal', user)).json()).next).toBeNull();
    });

    const badCursors = [
      'not a cursor',
      Buffer.from('2024-02-30|00000000-0000-4000-8000-000000000000').toString('base64url'),
      Buffer.from('2024-02-03|not-a-uuid').toString('base64url'),
      Buffer.from('2024-02-03').toString('base64url'),
      Buffer.from("2024-02-03'); DROP TABLE journal_entries; --|x").toString('base64url'),
      'x'.repeat(500),
    ];
    it.each(badCursors)('refuses the cursor %s with 400', async (cursor) => {
      const response = await send('GET', `/api/journal?cursor=${encodeURIComponent(cursor)}`, lifelong);
      expect({ status: response.statusCode, body: response.json() }).toEqual({
        status: 400,
        body: { error: JOURNAL_CURSOR_INVALID },
      });
    });
  });

  describe('filters', () => {
    it('by planet: the entries dated in that planet’s periods, as the engine reads them', async () => {
      for (const planet of ['Venus', 'Neptune']) {
        const expected = entriesWhere((entry) => entry.cards.planetary.planet === planet);
        expect(expected.length).toBeGreaterThan(JOURNAL_PAGE_SIZE);
        expect(await walk(lifelong, `planet=${planet}`)).toEqual(expected);
      }
      expect(await walk(lifelong, 'planet=venus')).toEqual(await walk(lifelong, 'planet=Venus'));
    });

    it('by card: the days it is the day’s card or the card of one of their periods', async () => {
      const inPlay = (symbol: string) => (entry: JournalEntry) =>
        [
          entry.cards.todays_card.card,
          entry.cards.planetary.card,
          entry.cards.seven_week.card,
          entry.cards.weekly.card,
        ].includes(symbol);
      for (const symbol of ['7♥', 'Q♠', '10♦', 'A♣']) {
        const expected = entriesWhere(inPlay(symbol));
        expect(expected.length, symbol).toBeGreaterThan(0);
        expect(await walk(lifelong, `card=${encodeURIComponent(symbol)}`), symbol).toEqual(expected);
      }
      // The same card spelled as a URL typed by hand, or as its name.
      const sevenOfHearts = await walk(lifelong, `card=${encodeURIComponent('7♥')}`);
      for (const spelling of ['7H', '7h', 'seven%20of%20hearts', `7${encodeURIComponent('♥\uFE0F')}`]) {
        expect(await walk(lifelong, `card=${spelling}`), spelling).toEqual(sevenOfHearts);
      }
      expect(await walk(lifelong, 'card=10D')).toEqual(
        await walk(lifelong, `card=${encodeURIComponent('10♦')}`),
      );
    });

    it('by period: the entries of the period of that kind containing a day; a day alone without a kind', async () => {
      const on = '2020-02-02';
      const cards = cardsOn(BIRTH, on);
      for (const [kind, period] of [
        ['planetary', cards.planetary],
        ['seven-week', cards.seven_week],
        ['weekly', cards.weekly],
      ] as const) {
        const expected = entriesWhere((entry) => entry.date >= period.start && entry.date <= period.end);
        expect(expected.length, kind).toBeGreaterThanOrEqual(3);
        expect(await walk(lifelong, `period=${kind}&on=${on}`), kind).toEqual(expected);
      }
      expect((await walk(lifelong, `on=${on}`)).map((entry) => entry.text).sort()).toEqual([
        'Same day one',
        'Same day three',
        'Same day two',
      ]);
    });

    // Issue 34: the page says which period a filter lists, with its dates, and which card.
    it('names the period a filter lists, with its dates and planet, and its card however spelt', async () => {
      const on = '2020-02-02';
      const cards = cardsOn(BIRTH, on);
      const shown = async (query: string) =>
        journalPage.parse((await send('GET', `/api/journal?${query}`, lifelong)).json()).shown;
      const { planet, start, end } = cards.planetary;
      expect(await shown(`period=planetary&on=${on}`)).toEqual({
        period: { kind: 'planetary', start, end, planet },
      });
      for (const [kind, period] of [
        ['seven-week', cards.seven_week],
        ['weekly', cards.weekly],
      ] as const) {
        expect(await shown(`period=${kind}&on=${on}`)).toEqual({
          period: { kind, start: period.start, end: period.end },
        });
      }
      expect(await shown('card=7H&period=weekly&on=2020-02-02')).toEqual({
        period: { kind: 'weekly', start: cards.weekly.start, end: cards.weekly.end },
        card: '7♥',
      });
      expect(await shown('card=seven%20of%20hearts')).toEqual({ card: '7♥' });
      for (const query of ['', `on=${on}`, 'planet=Venus', 'q=walks'])
        expect(await shown(query)).toBeUndefined();
    });

    it('combines filters and search', async () => {
      const expected = entriesWhere(
        (entry) =>
          entry.cards.planetary.planet === 'Venus' &&
          [
            entry.cards.todays_card.card,
            entry.cards.planetary.card,
            entry.cards.seven_week.card,
            entry.cards.weekly.card,
          ].includes('7♥') &&
          /walking/.test(entry.text),
      );
      const found = await walk(lifelong, `planet=Venus&card=${encodeURIComponent('7♥')}&q=walks`);
      expect(found).toEqual(expected);
      const venusWalks = entriesWhere((e) => e.cards.planetary.planet === 'Venus' && /walking/.test(e.text));
      expect(venusWalks.length).toBeGreaterThan(0);
      expect(await walk(lifelong, 'planet=Venus&q=walks')).toEqual(venusWalks);
    });

    const badFilters = [
      'planet=Pluto',
      'planet=',
      'card=8X',
      'card=',
      'card=11H',
      'period=monthly&on=2020-01-01',
      'period=weekly',
      'on=2020-02-30',
      'on=yesterday',
      'planet=Venus&planet=Mars',
      `card=${'7'.repeat(101)}`,
    ];
    it.each(badFilters)('refuses %s with 400 in plain words', async (query) => {
      const response = await send('GET', `/api/journal?${query}`, lifelong);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toEqual({ error: JOURNAL_FILTER_INVALID });
    });

    it('answers a filter on an empty journal with an empty page', async () => {
      const user = await reader();
      for (const query of ['planet=Venus', 'card=7H', 'period=weekly&on=2020-01-01', 'q=anything']) {
        const page = journalPage.parse((await send('GET', `/api/journal?${query}`, user)).json());
        expect([page.entries, page.next]).toEqual([[], null]);
      }
    });
  });

  describe('search', () => {
    it('finds words by their stem, as PostgreSQL’s english text search does', async () => {
      const walking = entriesWhere((entry) => /walking/.test(entry.text));
      expect(walking.length).toBeGreaterThan(JOURNAL_PAGE_SIZE);
      expect(await walk(lifelong, 'q=walked')).toEqual(walking);
      expect(await walk(lifelong, 'q=%22quiet%20venus%22')).toEqual(
        entriesWhere((e) => /quiet Venus/.test(e.text)),
      );
      expect(await walk(lifelong, 'q=work%20-garden')).toEqual(entriesWhere((e) => /work/.test(e.text)));
      expect(await walk(lifelong, 'q=%20%20')).toEqual(all);
    });

    const hostile = [
      "'",
      '"',
      '""',
      '&',
      '|',
      '!',
      '!!',
      ':*',
      '(',
      ')',
      'a & | b',
      "walking' OR 1=1 --",
      '<->',
      'the',
      '\\',
      '%',
      '\u200b',
      '🌙',
    ];
    it.each(hostile)('searches %j as plain words, never a 500', async (q) => {
      const response = await send('GET', `/api/journal?q=${encodeURIComponent(q)}`, lifelong);
      expect(response.statusCode, response.body).toBe(200);
      journalPage.parse(response.json());
    });

    it('refuses a NUL in the search with 400, never a 500 (the route fuzz found one)', async () => {
      for (const q of ['%00', 'walk%00ed']) {
        const response = await send('GET', `/api/journal?q=${q}`, lifelong);
        expect(response.statusCode, response.body).toBe(400);
        expect(response.json()).toEqual({ error: expect.any(String) });
      }
    });

    it(`refuses search text over ${JOURNAL_QUERY_MAX} characters`, async () => {
      const ok = await send(
        'GET',
        `/api/journal?q=${encodeURIComponent('🌙'.repeat(JOURNAL_QUERY_MAX))}`,
        lifelong,
      );
      expect(ok.statusCode).toBe(200);
      const over = await send('GET', `/api/journal?q=${'a'.repeat(JOURNAL_QUERY_MAX + 1)}`, lifelong);
      expect({ status: over.statusCode, body: over.json() }).toEqual({
        status: 400,
        body: { error: JOURNAL_QUERY_TOO_LONG },
      });
    });
  });

  describe('look-back', () => {
    const lookBack = async (user: TestUser, today = TODAY) =>
      journalLookBack.parse(
        (
          await send('GET', '/api/journal/look-back', user, undefined, { [READER_DATE_HEADER]: today })
        ).json(),
      ).look_back;

    it('offers “A year ago today” when there are entries on this day a year ago, at most three', async () => {
      const user = await reader();
      for (const n of [1, 2, 3, 4]) await write(user, '2024-06-15', `A year ago ${n}`);
      await write(user, '2024-06-14', 'The day before');
      const found = await lookBack(user);
      expect(found).toMatchObject({
        kind: 'year-ago',
        title: LOOK_BACK_YEAR_AGO,
        filter: { on: '2024-06-15' },
      });
      expect(found?.entries).toHaveLength(3);
      expect(found?.entries.every((entry) => entry.date === '2024-06-15')).toBe(true);
    });

    it('on February 29 looks back to February 28 (a leap year never follows one)', () => {
      const leapDay = parseIsoDate('2024-02-29');
      if (!leapDay.ok) throw new Error('leap day');
      expect(toIsoDate(yearBefore(leapDay.value))).toBe('2023-02-28');
      const marchFirst = parseIsoDate('2025-03-01');
      if (!marchFirst.ok) throw new Error('march');
      expect(toIsoDate(yearBefore(marchFirst.value))).toBe('2024-03-01');
    });

    it('else offers the previous period of the planet ruling now', async () => {
      const user = await reader();
      const now = cardsOn(BIRTH, TODAY).planetary;
      const lastYear = cardsOn(BIRTH, '2024-06-15').planetary;
      expect(lastYear.planet).toBe(now.planet);
      await write(user, lastYear.start, 'Early in it');
      await write(user, lastYear.end, 'Late in it');
      const found = await lookBack(user);
      expect(found).toMatchObject({
        kind: 'last-period',
        title: english(lookBackLastPeriod(now.planet)),
        filter: { period: 'planetary', on: lastYear.start },
      });
      expect(found?.entries.map((entry) => entry.text)).toEqual(['Late in it', 'Early in it']);
      const listed = await walk(user, `period=planetary&on=${lastYear.start}`);
      expect(listed.map((entry) => entry.id)).toEqual(found?.entries.map((entry) => entry.id));
    });

    it('else offers nothing', async () => {
      const user = await reader();
      await write(user, '2025-06-14', 'Yesterday.');
      expect(await lookBack(user)).toBeNull();
    });
  });

  describe('the Markdown download', () => {
    it('holds every entry, oldest first, each with its date and cards, as an attachment', async () => {
      const response = await send('GET', '/api/journal/export.md', lifelong);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/markdown; charset=utf-8');
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="cardology-journal-${TODAY}.md"`,
      );
      const sections = response.body.split('\n## ').slice(1);
      expect(sections).toHaveLength(all.length);
      const oldestFirst = [...all].reverse();
      sections.forEach((section, i) => {
        const entry = oldestFirst[i] as JournalEntry;
        const { todays_card: today, planetary, seven_week: sevenWeek, weekly } = entry.cards;
        expect(section.startsWith(`${entry.date}\n\n*`)).toBe(true);
        for (const part of [
          today.card,
          planetary.planet,
          planetary.card,
          planetary.start,
          sevenWeek.card,
          weekly.card,
        ]) {
          expect(section).toContain(part);
        }
      });
      const texts = new Set(all.map((entry) => entry.text));
      expect(sections.every((section) => texts.has(section.split('\n\n')[2]?.trim() ?? ''))).toBe(true);
    });

    it('still holds the words without a birthdate, and is empty for an empty journal', async () => {
      const user = await reader();
      await write(user, '2025-01-01', 'Words to keep.');
      await suite.db.update(profiles).set({ birthdate: null }).where(eq(profiles.id, user.id));
      const body = (await send('GET', '/api/journal/export.md', user)).body;
      expect(body).toBe('# Journal\n\n## 2025-01-01\n\nWords to keep.\n\n');
      const empty = await reader();
      expect((await send('GET', '/api/journal/export.md', empty)).body).toBe('# Journal\n\n');
    });
  });
});
