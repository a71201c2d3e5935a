import {
  AI_READING_LIMIT,
  AI_SESSION_NOT_FOUND,
  savedReading,
  savedReadingPage,
} from '@cardology/contract/assistant';
import { JOURNAL_DATE_IN_FUTURE, type JournalEntry } from '@cardology/contract/journal';
import {
  JOURNAL_REFLECTION_ENTRIES_MAX,
  JOURNAL_REFLECTION_LIMIT,
  JOURNAL_REFLECTION_NO_ENTRIES,
  JOURNAL_REFLECTION_PERIOD_INVALID,
  JOURNAL_REFLECTION_TYPE,
  type JournalReflectionEvent,
  journalReflectionBoundNote,
  journalReflectionEvent,
} from '@cardology/contract/journal-reflection';
import { and, count, eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Nodes } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aiSessions, aiUsage, journalEntries } from '../src/db/schema.js';
import { AiError } from '../src/providers/ai/ai-error.js';
import type { AiProvider } from '../src/providers/ai/ai-provider.js';
import { createOfflineProvider } from '../src/providers/ai/offline-provider.js';
import { offlineReflection } from '../src/providers/ai/offline-reflection.js';
import { type ReflectionContext, reflectionContext } from '../src/providers/ai/reflection-context.js';
import { collect } from './ai/contexts.js';
import { signUpPremium } from './helpers/accounts.js';
import { buildTestApp, ORIGIN, signUp, type TestUser } from './helpers/app.js';
import { english } from './helpers/catalogued-text.js';
import { call } from './helpers/credits.js';
import { testDatabaseKind } from './helpers/database.js';
import { setBirthdate } from './helpers/profile.js';
import { useTestApp } from './helpers/test-app.js';

// POST /api/journal/reflection (docs/decisions/041-journal-reflection.md). The attacks first: another
// reader's notes never reach the assistant, a failed reflection gives its allowance back, and a period
// without notes is a plain 4xx that takes nothing.

/** "Today": 15 June 2025. */
const NOW = new Date(Date.UTC(2025, 5, 15, 12, 0, 0));
const BIRTHDATE = '1990-02-28';

/** The offline assistant, remembering every context it was asked to reflect on. */
function recordingProvider(): AiProvider & { seen: ReflectionContext[] } {
  const offline = createOfflineProvider({ timeoutMs: 10_000 });
  const seen: ReflectionContext[] = [];
  return {
    ...offline,
    seen,
    reflect: (context, signal) => {
      seen.push(context);
      return offline.reflect(context, signal);
    },
  };
}

const ai = recordingProvider();
const suite = useTestApp({ clock: () => NOW, ai, signUpAdmin: true });

let ada: TestUser;
let bea: TestUser;
let adaNotes: JournalEntry[];
let beaNote: JournalEntry;

const post = (app: FastifyInstance, url: string, cookie: string | undefined, payload: unknown) =>
  app.inject({
    method: 'POST',
    url,
    headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}) },
    payload: payload as Record<string, unknown>,
  });

const reflect = (cookie: string | undefined, payload: unknown, app = suite.app) =>
  post(app, '/api/journal/reflection', cookie, payload);

async function write(user: TestUser, date: string, text: string): Promise<JournalEntry> {
  const response = await call(suite.app, 'POST', '/api/journal', user.cookie, { date, text });
  if (response.statusCode >= 300) throw new Error(`a note: ${response.statusCode} ${response.body}`);
  return response.json<{ entry: JournalEntry }>().entry;
}

function eventsOf(response: LightMyRequestResponse): JournalReflectionEvent[] {
  return response.body
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => journalReflectionEvent.parse(JSON.parse(line)));
}

const textOf = (events: readonly JournalReflectionEvent[]) =>
  events.map((event) => (event.type === 'text' ? event.text : '')).join('');

function sessionOf(events: readonly JournalReflectionEvent[]) {
  const first = events[0];
  if (first?.type !== 'session') throw new Error('the first event is not the session');
  return first;
}

async function usageOf(userId: string): Promise<number> {
  const [row] = await suite.db
    .select({ n: count() })
    .from(aiUsage)
    .where(and(eq(aiUsage.userId, userId), eq(aiUsage.kind, 'reading')));
  return row?.n ?? 0;
}

async function sessionsOf(userId: string): Promise<number> {
  const [row] = await suite.db.select({ n: count() }).from(aiSessions).where(eq(aiSessions.userId, userId));
  return row?.n ?? 0;
}

beforeAll(async () => {
  ada = await signUpPremium(suite.app, suite.db, { name: 'Ada Secretname' });
  bea = await signUpPremium(suite.app, suite.db, { name: 'Bea' });
  // The same birthdate: both readers' periods are the same days, so only ownership tells them apart.
  await setBirthdate(suite.app, ada, BIRTHDATE);
  await setBirthdate(suite.app, bea, BIRTHDATE);
  adaNotes = [
    await write(ada, '2025-06-13', 'Ada first: a long talk with my brother.'),
    await write(ada, '2025-06-14', 'Ada second: I let the old grudge go, and felt lighter.'),
  ];
  // Another period of Ada's: never part of this one's reflection.
  await write(ada, '2025-01-10', 'Ada in winter: another period entirely.');
  beaNote = await write(bea, '2025-06-13', 'Bea private: nobody else may read this.');
  const [first, second] = adaNotes;
  if (first?.cards.planetary.start !== second?.cards.planetary.start) {
    throw new Error('the test notes are meant to share a planetary period');
  }
});

describe(`POST /api/journal/reflection on ${testDatabaseKind}`, () => {
  it('reads the reader’s own notes of the period only, never another reader’s on the same days', async () => {
    ai.seen.length = 0;
    const response = await reflect(ada.cookie, { period: 'planetary', on: '2025-06-13' });
    expect(response.statusCode, response.body).toBe(200);
    const text = textOf(eventsOf(response));
    const [context] = ai.seen;
    expect(context?.notes.map((note) => note.text)).toEqual(adaNotes.map((note) => note.text));
    expect(text).not.toContain(beaNote.text);
    expect(text).not.toContain('Ada in winter');
    // Nothing of who the reader is: no name, no birthdate, no e-mail.
    expect(JSON.stringify(context)).not.toMatch(/Secretname|1990-02-28|@/);
    expect(text).not.toContain(ada.email);
  });

  it('streams the reflection like an interpretation and keeps it in a session of its own type', async () => {
    const response = await reflect(ada.cookie, { period: 'planetary', on: '2025-06-14' });
    expect(response.headers['content-type']).toBe('application/x-ndjson; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    const events = eventsOf(response);
    const session = sessionOf(events);
    expect(session).toMatchObject({ period: 'planetary', entries: 2, total: 2 });
    expect(session.start).toBe(adaNotes[0]?.cards.planetary.start);
    expect(events.at(-1)).toEqual({ type: 'done' });
    const context = ai.seen.at(-1);
    if (!context) throw new Error('no context');
    expect(textOf(events)).toBe(offlineReflection(context));
    const [row] = await suite.db.select().from(aiSessions).where(eq(aiSessions.id, session.sessionId));
    expect(row).toMatchObject({
      userId: ada.id,
      spreadType: JOURNAL_REFLECTION_TYPE,
      personName: '',
      readingText: textOf(events),
      request: { spreadType: JOURNAL_REFLECTION_TYPE, period: 'planetary', on: '2025-06-14' },
    });
  });

  it('is saved like an interpretation and listed with its type; it has no chat and no reading to reopen', async () => {
    const events = eventsOf(await reflect(ada.cookie, { period: 'weekly', on: '2025-06-14' }));
    const { sessionId } = sessionOf(events);
    const saved = await call(suite.app, 'POST', '/api/saved-readings', ada.cookie, { sessionId });
    expect(saved.statusCode, saved.body).toBe(201);
    const list = savedReadingPage.parse(
      (await call(suite.app, 'GET', '/api/saved-readings', ada.cookie)).json(),
    );
    expect(list.items[0]).toMatchObject({
      session_id: sessionId,
      spread_type: JOURNAL_REFLECTION_TYPE,
      reading_text: textOf(events),
    });
    const reopened = await call(suite.app, 'GET', `/api/ai/sessions/${sessionId}`, ada.cookie);
    expect({ status: reopened.statusCode, body: reopened.json() }).toEqual({
      status: 404,
      body: { error: AI_SESSION_NOT_FOUND },
    });
    const chat = await post(suite.app, '/api/ai/chat', ada.cookie, { sessionId, message: 'And then?' });
    expect({ status: chat.statusCode, body: chat.json() }).toEqual({
      status: 404,
      body: { error: AI_SESSION_NOT_FOUND },
    });
    // Another reader cannot save it.
    const stolen = await call(suite.app, 'POST', '/api/saved-readings', bea.cookie, { sessionId });
    expect(stolen.statusCode).toBe(404);
  });

  // Issue 34: a saved reflection was titled 'Journal reflection', with nothing to say which period it read.
  it('keeps the period it read, and names it on the saved item: its kind, dates and planet', async () => {
    const events = eventsOf(await reflect(ada.cookie, { period: 'planetary', on: '2025-06-14' }));
    const { sessionId, start, end } = sessionOf(events);
    const saved = await call(suite.app, 'POST', '/api/saved-readings', ada.cookie, { sessionId });
    const planet = adaNotes[0]?.cards.planetary.planet;
    const period = { kind: 'planetary', start, end, planet };
    expect(savedReading.parse(saved.json()).reflection_period).toEqual(period);
    const list = savedReadingPage.parse(
      (await call(suite.app, 'GET', '/api/saved-readings', ada.cookie)).json(),
    );
    expect(list.items.find((item) => item.session_id === sessionId)?.reflection_period).toEqual(period);
    // A week has no planet.
    const week = sessionOf(eventsOf(await reflect(ada.cookie, { period: 'weekly', on: '2025-06-14' })));
    const weekSaved = await call(suite.app, 'POST', '/api/saved-readings', ada.cookie, {
      sessionId: week.sessionId,
    });
    expect(savedReading.parse(weekSaved.json()).reflection_period).toEqual({
      kind: 'weekly',
      start: week.start,
      end: week.end,
    });
  });

  it('reads at most JOURNAL_REFLECTION_ENTRIES_MAX notes, the most recent, and says how many the period holds', async () => {
    const writer = await signUpPremium(suite.app, suite.db, { name: 'Writer' });
    await setBirthdate(suite.app, writer, BIRTHDATE);
    // A planetary period wholly past (52 days), filled from its first day: more notes than are read.
    const { start: first } = (await write(writer, '2025-05-01', 'Note of 2025-05-01.')).cards.planetary;
    const days = Array.from({ length: JOURNAL_REFLECTION_ENTRIES_MAX + 3 }, (_, i) =>
      new Date(Date.parse(`${first}T00:00:00Z`) + i * 86_400_000).toISOString().slice(0, 10),
    );
    for (const day of days) if (day !== '2025-05-01') await write(writer, day, `Note of ${day}.`);
    if (!days.includes('2025-05-01')) days.push('2025-05-01');
    days.sort();
    ai.seen.length = 0;
    const events = eventsOf(await reflect(writer.cookie, { period: 'planetary', on: first }));
    expect(sessionOf(events)).toMatchObject({ entries: JOURNAL_REFLECTION_ENTRIES_MAX, total: days.length });
    const read = ai.seen[0]?.notes.map((note) => note.date);
    expect(read).toEqual(days.slice(-JOURNAL_REFLECTION_ENTRIES_MAX));
    expect(textOf(events)).toContain(
      english(journalReflectionBoundNote(JOURNAL_REFLECTION_ENTRIES_MAX, days.length)),
    );
  });

  it('answers a period without notes with a 404 in words, taking no allowance and keeping no session', async () => {
    const usage = await usageOf(ada.id);
    const sessions = await sessionsOf(ada.id);
    const response = await reflect(ada.cookie, { period: 'weekly', on: '2025-03-03' });
    expect({ status: response.statusCode, body: response.json() }).toEqual({
      status: 404,
      body: { error: JOURNAL_REFLECTION_NO_ENTRIES },
    });
    // Bea's notes do not make Ada's period one with notes.
    const empty = await signUpPremium(suite.app, suite.db, { name: 'Empty' });
    await setBirthdate(suite.app, empty, BIRTHDATE);
    const none = await reflect(empty.cookie, { period: 'planetary', on: '2025-06-13' });
    expect(none.statusCode).toBe(404);
    expect(await usageOf(ada.id)).toBe(usage);
    expect(await sessionsOf(ada.id)).toBe(sessions);
  });

  it('answers bad input with a 400 in words', async () => {
    for (const body of [
      { period: 'monthly', on: '2025-06-13' },
      { period: 'weekly', on: 'yesterday' },
      { period: 'weekly', on: '2025-02-30' },
      { period: 'weekly' },
      { on: '2025-06-13' },
    ]) {
      const response = await reflect(ada.cookie, body);
      expect({ body, status: response.statusCode, error: response.json().error }).toEqual({
        body,
        status: 400,
        error: JOURNAL_REFLECTION_PERIOD_INVALID,
      });
    }
    const future = await reflect(ada.cookie, { period: 'weekly', on: '2025-06-20' });
    expect({ status: future.statusCode, body: future.json() }).toEqual({
      status: 400,
      body: { error: JOURNAL_DATE_IN_FUTURE },
    });
  });

  it('is premium only: 401 anonymous, 403 for a plain user', async () => {
    expect((await reflect(undefined, { period: 'weekly', on: '2025-06-13' })).statusCode).toBe(401);
    const plain = await signUp(suite.app, { name: 'Plain' });
    expect((await reflect(plain.cookie, { period: 'weekly', on: '2025-06-13' })).statusCode).toBe(403);
  });
});

describe(`a failed reflection on ${testDatabaseKind}`, () => {
  let failing: FastifyInstance;
  /** What the scripted model writes before it fails. */
  let before = '';

  beforeAll(async () => {
    const offline = createOfflineProvider({ timeoutMs: 10_000 });
    failing = await buildTestApp(suite.db, {
      clock: () => NOW,
      ai: {
        ...offline,
        async *reflect() {
          if (before !== '') yield before;
          throw new AiError('unavailable', 'reflection');
        },
      },
    });
  });

  afterAll(async () => {
    await failing?.close();
  });

  it('gives the allowance back when nothing was written, and keeps it when text was shown', async () => {
    before = '';
    const usage = await usageOf(ada.id);
    const response = await reflect(ada.cookie, { period: 'planetary', on: '2025-06-13' }, failing);
    const events = eventsOf(response);
    expect(events.at(-1)).toEqual({ type: 'error', error: new AiError('unavailable', 'reflection').message });
    expect(await usageOf(ada.id)).toBe(usage);

    before = 'A first line of the reflection. ';
    const partial = eventsOf(await reflect(ada.cookie, { period: 'planetary', on: '2025-06-13' }, failing));
    expect(textOf(partial)).toBe(before);
    expect(await usageOf(ada.id)).toBe(usage + 1);
  });
});

describe(`the reflection's hourly limit on ${testDatabaseKind}`, () => {
  let limited: FastifyInstance;

  beforeAll(async () => {
    limited = await buildTestApp(suite.db, { clock: () => NOW, env: { AI_READINGS_PER_HOUR: '2' } });
  });

  afterAll(async () => {
    await limited?.close();
  });

  it('shares the interpretations’ hourly allowance: one reading and one reflection fill an allowance of two', async () => {
    const reader = await signUpPremium(suite.app, suite.db, { name: 'Counted' });
    await setBirthdate(suite.app, reader, BIRTHDATE);
    await write(reader, '2025-06-13', 'A note to reflect on.');
    const asked = { period: 'weekly', on: '2025-06-13' };
    expect((await reflect(reader.cookie, asked, limited)).statusCode).toBe(200);
    const reading = await post(limited, '/api/ai/reading', reader.cookie, {
      spreadType: 'weekly',
      person: { name: 'Counted', birthdate: BIRTHDATE },
    });
    expect(reading.statusCode).toBe(200);
    const third = await reflect(reader.cookie, asked, limited);
    expect({ status: third.statusCode, body: third.json() }).toEqual({
      status: 429,
      body: { error: JOURNAL_REFLECTION_LIMIT },
    });
    const fourth = await post(limited, '/api/ai/reading', reader.cookie, {
      spreadType: 'weekly',
      person: { name: 'Counted', birthdate: BIRTHDATE },
    });
    expect(fourth.json()).toEqual({ error: AI_READING_LIMIT });
  });
});

// Issue 31 item 7: a lone CR is a line ending to Markdown, so `Ordinary day.\r## Heading` put a heading after a
// quote whose `>` only the first line had: the reader's words shown as the assistant's. Every line a note can
// have (any of Markdown's line endings) is quoted, so nothing of a note renders outside its quote.

/** A note written to escape: lone CRs, CRLF, and lines that start a heading, a link, a list, HTML, code. */
const ESCAPING_NOTE = [
  'Ordinary day.',
  '## Zq Heading',
  '[click](https://evil.example)',
  '- zq list item',
  '<div>zq html</div>',
  '```',
  'zq code',
  '[zq]: https://evil.example/definition',
  '    zq indented',
  'Zq setext',
  '===',
].join('\r');
/** Words of the note: each must be read inside the quote and nowhere else. */
const NOTE_WORDS = /zq|evil\.example/i;

/** What a Markdown text renders outside any block quote: its words and link addresses (CommonMark, as the web). */
function outsideQuotes(markdown: string): string[] {
  const found: string[] = [];
  const visit = (node: Nodes) => {
    if (node.type === 'blockquote') return;
    if ('value' in node) found.push(node.value);
    if ('url' in node) found.push(node.url);
    if ('children' in node) for (const child of node.children) visit(child);
  };
  visit(fromMarkdown(markdown));
  return found;
}

/** The same, inside block quotes only. */
function insideQuotes(markdown: string): string {
  const found: string[] = [];
  const visit = (node: Nodes, quoted: boolean) => {
    if (quoted && 'value' in node) found.push(node.value);
    if (quoted && 'url' in node) found.push(node.url);
    if ('children' in node)
      for (const child of node.children) visit(child, quoted || node.type === 'blockquote');
  };
  visit(fromMarkdown(markdown), false);
  return found.join('\n');
}

describe(`a note's quote in the offline reflection, on ${testDatabaseKind}`, () => {
  it('keeps a note stored with lone CRs (before the body rule) wholly inside its quote, in English and Spanish', async () => {
    const writer = await signUpPremium(suite.app, suite.db, { name: 'Quoted' });
    await setBirthdate(suite.app, writer, BIRTHDATE);
    // Straight into the table: the body rule now makes every CR an LF, so only a row from before holds one.
    await suite.db
      .insert(journalEntries)
      .values({ userId: writer.id, entryDate: '2025-06-10', text: ESCAPING_NOTE });
    for (const language of ['en', 'es']) {
      const response = await suite.app.inject({
        method: 'POST',
        url: '/api/journal/reflection',
        headers: { origin: ORIGIN, cookie: writer.cookie, 'accept-language': language },
        payload: { period: 'weekly', on: '2025-06-10' },
      });
      expect(response.statusCode, response.body).toBe(200);
      const text = textOf(eventsOf(response));
      expect(
        outsideQuotes(text).filter((value) => NOTE_WORDS.test(value)),
        language,
      ).toEqual([]);
      expect(insideQuotes(text), language).toContain('Zq Heading');
      expect(insideQuotes(text), language).toContain('https://evil.example');
    }
  });

  it('quotes every line, whatever Markdown line ending the note uses, in each language the offline assistant writes', async () => {
    const offline = createOfflineProvider({ timeoutMs: 10_000 });
    for (const ending of ['\r', '\n', '\r\n']) {
      const note = ESCAPING_NOTE.replaceAll('\r', ending);
      const context = reflectionContext('weekly', [
        {
          date: '2026-03-02',
          text: note,
          cards: {
            todays_card: { card: 'K♠', name: 'King of Spades', title: 'Day card title' },
            planetary: {
              planet: 'Venus',
              start: '2026-03-01',
              end: '2026-04-21',
              card: '7♥',
              card_name: 'x',
            },
            seven_week: { start: '2026-02-15', end: '2026-04-04', card: '3♣', card_name: 'x' },
            weekly: { start: '2026-03-01', end: '2026-03-07', card: 'A♦', card_name: 'x' },
          },
        },
      ]);
      if (!context) throw new Error('no context');
      for (const language of ['en', 'es', 'pt-BR'] as const) {
        const text = (await collect(offline.reflect(context, new AbortController().signal, language))).join(
          '',
        );
        const what = `${JSON.stringify(ending)} in ${language}`;
        expect(
          outsideQuotes(text).filter((value) => NOTE_WORDS.test(value)),
          what,
        ).toEqual([]);
        expect(insideQuotes(text), what).toContain('zq code');
      }
    }
  });
});
