/**
 * The routes `npm run bench:abuse` hammers, in order, each from the one seeded account: the worst
 * request it may send there today. Narration runs first; its chunks feed the two combine rows.
 */
import { JOURNAL_TEXT_MAX } from '@cardology/contract/journal';
import { TTS_COMBINE_MAX_FILES } from '@cardology/contract/limits';
import type { NarrationEvent } from '@cardology/contract/narration';
import type { NextShot, Shot } from './hammer.js';
import { BIRTHDATE, longNote } from './seed.js';

/** What the setup and earlier rows made for later ones. */
export interface AbuseContext {
  /** Sessions with a written reading never narrated yet: one per narration request. */
  freshReadings: string[];
  /** Chunks the narration row made (file name and seconds of audio). */
  chunks: { name: string; seconds: number }[];
  /** Each narration's chunk names, in order: what one combined download may join (decision 030). */
  narrations: string[][];
  /** The account's calendar feed (people included), as a path. */
  feedPath: string;
  /** The first account's address, for the sign-in guesses. */
  email: string;
  /** The journal reader's session (`name=value`): 5,000 notes of 10,000 characters over 120 years. */
  journalCookie: string;
  /** Today (UTC, as the server reads it without a Reader-Date): the day the adds and the reflection use. */
  today: string;
}

export interface AbuseRoute {
  name: string;
  /**
   * Its request is one the server should refuse once issue 22 is fixed (a 4xx is then the right
   * answer, shown as such; a smoke does not require a 2xx).
   */
  refusalExpected?: boolean;
  /** Requests at once, when not the bench's own number (issue 31's twenty journal adds at once). */
  concurrency?: number;
  /** The requests to send, or why the row cannot run (e.g. no chunk was narrated). */
  shots(context: AbuseContext): NextShot | string;
  /** Reads a 2xx answer (the narration's chunks). */
  onAnswer?(text: string, context: AbuseContext): void;
}

const always =
  (shot: Shot): NextShot =>
  () =>
    shot;

function chunksOf(text: string): AbuseContext['chunks'] {
  const chunks: AbuseContext['chunks'] = [];
  for (const line of text.split('\n')) {
    if (line === '') continue;
    const event = JSON.parse(line) as NarrationEvent;
    if (event.type === 'chunk') chunks.push({ name: event.filePath, seconds: event.duration });
  }
  return chunks;
}

const longest = (chunks: AbuseContext['chunks']) =>
  chunks.reduce((best, chunk) => (chunk.seconds > best.seconds ? chunk : best));

/** Searches a reader could type: a common word, two words, a phrase, a word left out. */
const SEARCHES = ['garden', 'quiet evening', '"river bread"', 'letter -anger'];

/**
 * Issue 31: the journal reader's rows (at its cap: 5,000 notes of 10,000 characters, bench/abuse/seed.ts), and
 * twenty adds at once from the first account.
 */
const JOURNAL_ROUTES: readonly AbuseRoute[] = [
  {
    name: 'GET /api/journal?q= (search, the journal reader)',
    shots: (context) => {
      let turn = 0;
      return () => ({
        method: 'GET',
        path: `/api/journal?q=${encodeURIComponent(SEARCHES[turn++ % SEARCHES.length] ?? '')}`,
        cookie: context.journalCookie,
      });
    },
  },
  {
    name: 'GET /api/journal?card=7H (notes over 120 years)',
    shots: (context) =>
      always({ method: 'GET', path: '/api/journal?card=7H', cookie: context.journalCookie }),
  },
  {
    name: 'POST /api/journal (20 at once, 10,000 characters)',
    concurrency: 20,
    shots: (context) => {
      let i = 0;
      return () => ({
        method: 'POST',
        path: '/api/journal',
        body: { date: context.today, text: longNote(i++, JOURNAL_TEXT_MAX) },
      });
    },
  },
  {
    name: 'POST /api/journal/reflection (offline, planetary)',
    shots: (context) =>
      always({
        method: 'POST',
        path: '/api/journal/reflection',
        cookie: context.journalCookie,
        body: { period: 'planetary', on: context.today },
      }),
  },
  {
    name: 'GET /api/journal/export.md (the journal reader)',
    shots: (context) =>
      always({ method: 'GET', path: '/api/journal/export.md', cookie: context.journalCookie }),
  },
  {
    name: 'GET /api/me/export (the journal reader)',
    shots: (context) => always({ method: 'GET', path: '/api/me/export', cookie: context.journalCookie }),
  },
];

export const ABUSE_ROUTES: readonly AbuseRoute[] = [
  {
    name: 'POST /api/tts (a new reading each)',
    shots: (context) => () => {
      const sessionId = context.freshReadings.shift();
      return sessionId ? { method: 'POST', path: '/api/tts', body: { sessionId } } : null;
    },
    onAnswer: (text, context) => {
      const chunks = chunksOf(text);
      context.chunks.push(...chunks);
      context.narrations.push(chunks.map((chunk) => chunk.name));
    },
  },
  {
    name: `POST /api/tts/combine (longest chunk ×${TTS_COMBINE_MAX_FILES})`,
    refusalExpected: true,
    shots: (context) =>
      context.chunks.length === 0
        ? 'no chunk was narrated'
        : always({
            method: 'POST',
            path: '/api/tts/combine',
            body: { filePaths: Array(TTS_COMBINE_MAX_FILES).fill(longest(context.chunks).name) },
          }),
  },
  {
    // The allowed request: one narration's chunks, each once, in turn (a repeat reuses the joined file).
    name: 'POST /api/tts/combine (one narration, each chunk once)',
    shots: (context) => {
      if (context.narrations.length === 0) return 'no chunk was narrated';
      let turn = 0;
      return () => {
        const filePaths = context.narrations[turn++ % context.narrations.length] ?? [];
        return { method: 'POST', path: '/api/tts/combine', body: { filePaths } };
      };
    },
  },
  {
    name: 'GET /api/calendar/feed/<token>.ics (people included)',
    shots: (context) => always({ method: 'GET', path: context.feedPath }),
  },
  {
    name: 'GET /api/share/reading.png (yearly)',
    shots: () => always({ method: 'GET', path: '/api/share/reading.png?type=yearly&person=me' }),
  },
  {
    name: 'POST /api/ai/reading (offline)',
    shots: () =>
      always({
        method: 'POST',
        path: '/api/ai/reading',
        body: { spreadType: 'weekly', person: { name: 'Bench', birthdate: BIRTHDATE } },
      }),
  },
  { name: 'GET /api/me/export', shots: () => always({ method: 'GET', path: '/api/me/export' }) },
  { name: 'GET /api/in-your-cards', shots: () => always({ method: 'GET', path: '/api/in-your-cards' }) },
  ...JOURNAL_ROUTES,
  {
    name: 'POST /api/auth/sign-in/email (wrong passwords)',
    refusalExpected: true,
    shots: (context) => {
      let guess = 0;
      return () => ({
        method: 'POST',
        path: '/api/auth/sign-in/email',
        cookie: '',
        body: { email: context.email, password: `wrong guess ${guess++}` },
      });
    },
  },
];
