// The routes whose cost grows with what one account piles up, at the caps (docs/decisions/031-account-piles.md):
// one account with PEOPLE_MAX people and years of assistant use, asked through the whole app (inject, PGlite
// in memory). Prints each route's time per request, answer size and the event loop's delay meanwhile.
// Run: node --conditions=source --import tsx bench/piles-http-bench.ts (PILE_ROUTES=feed,cards,people,saved,export
// picks routes; PILE_SESSIONS sets the assistant sessions, 2,000 by default)
import type { CalendarCreated } from '@cardology/contract/calendar';
import type { LightMyRequestResponse } from 'fastify';
import { buildTestApp, ORIGIN, PUBLIC_URL, signUp } from '../packages/server/test/helpers/app.js';
import { createTestDatabase } from '../packages/server/test/helpers/database.js';
import { setBirthdate } from '../packages/server/test/helpers/profile.js';
import { seedAssistantPile, seedPeopleToCap } from './seed-account-piles.js';

const PILE = {
  sessions: Number(process.env.PILE_SESSIONS ?? 2_000),
  readingLength: 4_000,
  turns: 10,
  turnLength: 2_000,
};

const database = await createTestDatabase();
const app = await buildTestApp(database.db);
const reader = await signUp(app, { name: 'Piles' });
await setBirthdate(app, reader, '1980-06-15');
let seeded = performance.now();
await seedPeopleToCap(database.db, reader.id);
console.log(`seeded 500 people in ${(performance.now() - seeded).toFixed(0)} ms`);
seeded = performance.now();
await seedAssistantPile(database.db, reader.id, PILE);
console.log(
  `seeded ${PILE.sessions} assistant sessions (and as many saved) in ${(performance.now() - seeded).toFixed(0)} ms`,
);

const headers = { origin: ORIGIN, cookie: reader.cookie };
const created = await app.inject({ method: 'POST', url: '/api/calendar', headers });
const feedUrl = created.json<CalendarCreated>().url.slice(PUBLIC_URL.length);
await app.inject({ method: 'PATCH', url: '/api/calendar', headers, payload: { include_people: true } });

async function measure(label: string, runs: number, request: () => Promise<LightMyRequestResponse>) {
  // The longest the event loop went without turning (PGlite runs in this thread, so its queries count too).
  let longestHold = 0;
  let lastTick = performance.now();
  const ticker = setInterval(() => {
    const tick = performance.now();
    longestHold = Math.max(longestHold, tick - lastTick);
    lastTick = tick;
  }, 1);
  const times: number[] = [];
  let bytes = 0;
  let status = 0;
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    const response = await request();
    times.push(performance.now() - started);
    bytes = response.rawPayload.length;
    status = response.statusCode;
  }
  clearInterval(ticker);
  longestHold = Math.max(longestHold, performance.now() - lastTick);
  const mean = times.reduce((a, b) => a + b, 0) / runs;
  console.log(
    `${label}: ${status}, ${(bytes / 1e6).toFixed(2)} MB, first ${times[0]?.toFixed(0)} ms, mean ${mean.toFixed(0)} ms (${runs} runs); ` +
      `longest event loop hold ${longestHold.toFixed(0)} ms`,
  );
}

const get =
  (url: string, extra: Record<string, string> = {}) =>
  (): Promise<LightMyRequestResponse> =>
    app.inject({ method: 'GET', url, headers: { ...headers, ...extra } });

const only = process.env.PILE_ROUTES?.split(',');
const wanted = (name: string) => !only || only.includes(name);
if (wanted('feed')) await measure('calendar feed, 500 people', 3, get(feedUrl));
const etag = String((await app.inject({ method: 'GET', url: feedUrl })).headers.etag ?? '');
if (wanted('feed')) await measure('calendar feed, If-None-Match', 5, get(feedUrl, { 'if-none-match': etag }));
if (wanted('cards')) await measure('in your cards, 500 people', 3, get('/api/in-your-cards'));
if (wanted('people')) await measure('people list, 500 people', 3, get('/api/connections'));
if (wanted('saved')) await measure('saved interpretations, first page', 3, get('/api/saved-readings'));
if (wanted('export')) await measure(`data export, ${PILE.sessions} sessions`, 2, get('/api/me/export'));

await app.close();
await database.close();
