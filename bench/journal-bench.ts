// The journal at its cap (issue 24; docs/decisions/040-journal.md): one reader with JOURNAL_ENTRIES_MAX entries
// over 65 years, asked through the whole app (inject, PGlite in memory, or PostgreSQL with DATABASE_URL). Prints
// the time per request of the list's first and a deep page, the planet, card and period filters, a search,
// all of them at once, the look-back and the Markdown download. Part of `npm run bench`; alone:
// node --conditions=source --import tsx bench/journal-bench.ts [--smoke]
import { JOURNAL_ENTRIES_MAX, type JournalPage } from '@cardology/contract/journal';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { journalEntries } from '../packages/server/src/db/schema.js';
import { buildTestApp, ORIGIN, signUp } from '../packages/server/test/helpers/app.js';
import { createTestDatabase } from '../packages/server/test/helpers/database.js';
import { setBirthdate } from '../packages/server/test/helpers/profile.js';
import { isSmoke } from './smoke.js';

const BIRTH = '1960-03-10';
const NOW = new Date(Date.UTC(2025, 5, 15, 12));
const WORDS = (
  'morning walk sea garden letter mother work quiet venus evening friend rain money trust travel house ' +
  'dream music anger joy patience sister promise river bread light door change'
).split(' ');

/** A note of about 40 words, the same for the same i, so runs compare. */
function note(i: number): string {
  const words: string[] = [];
  for (let w = 0; w < 40; w++) words.push(WORDS[(i * 7 + w * 13 + ((i * w) % 5)) % WORDS.length] as string);
  return `${words.join(' ')}.`;
}

/** `count` entries spread evenly from the birthdate to today (a few days share a date). */
async function seed(app: FastifyInstance, userId: string, count: number): Promise<void> {
  const first = Date.UTC(1960, 2, 10);
  const span = NOW.getTime() - first;
  const rows = Array.from({ length: count }, (_, i) => ({
    userId,
    entryDate: new Date(first + Math.floor((span * i) / count)).toISOString().slice(0, 10),
    text: note(i),
  }));
  for (let i = 0; i < rows.length; i += 500)
    await app.db.insert(journalEntries).values(rows.slice(i, i + 500));
}

async function measure(label: string, runs: number, request: () => Promise<LightMyRequestResponse>) {
  const times: number[] = [];
  let last: LightMyRequestResponse | undefined;
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    last = await request();
    times.push(performance.now() - started);
  }
  if (last?.statusCode !== 200) throw new Error(`${label}: ${last?.statusCode} ${last?.body.slice(0, 200)}`);
  const sorted = [...times].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)] ?? 0;
  const page = String(last.headers['content-type']).startsWith('application/json')
    ? last.json<Partial<JournalPage>>().entries
    : undefined;
  const entries = page ? `${page.length} entries, ` : '';
  console.log(
    `journal ${label}: ${entries}${(last.rawPayload.length / 1e3).toFixed(0)} kB, median ${median.toFixed(1)} ms, ` +
      `first ${times[0]?.toFixed(1)} ms (${runs} runs)`,
  );
}

export async function runJournalBench({ smoke }: { smoke: boolean }): Promise<void> {
  const count = smoke ? 200 : JOURNAL_ENTRIES_MAX;
  const runs = smoke ? 2 : 15;
  const database = await createTestDatabase();
  const app = await buildTestApp(database.db, { clock: () => NOW });
  try {
    const reader = await signUp(app, { name: 'Journal' });
    await setBirthdate(app, reader, BIRTH);
    const seeded = performance.now();
    await seed(app, reader.id, count);
    console.log(
      `journal: seeded ${count} entries in ${(performance.now() - seeded).toFixed(0)} ms (${database.kind})`,
    );
    const headers = { origin: ORIGIN, cookie: reader.cookie };
    const get = (url: string) => () => app.inject({ method: 'GET', url, headers });

    await measure('list, first page', runs, get('/api/journal'));
    let deep = '/api/journal';
    for (let page = 0; page < 10; page++) {
      const next = (await app.inject({ method: 'GET', url: deep, headers })).json<JournalPage>().next;
      if (!next) break;
      deep = `/api/journal?cursor=${next}`;
    }
    await measure('list, 11th page', runs, get(deep));
    await measure('planet=Venus', runs, get('/api/journal?planet=Venus'));
    await measure('card=7♥', runs, get(`/api/journal?card=${encodeURIComponent('7♥')}`));
    await measure('period=planetary', runs, get('/api/journal?period=planetary&on=2001-05-05'));
    await measure('q=garden', runs, get('/api/journal?q=garden'));
    await measure('q="river bread" (a phrase, rare)', runs, get('/api/journal?q=%22river%20bread%22'));
    await measure(
      'planet+card+q',
      runs,
      get(`/api/journal?planet=Saturn&card=${encodeURIComponent('7♥')}&q=music`),
    );
    await measure('look-back', runs, get('/api/journal/look-back'));
    await measure(`export.md, ${count} entries`, smoke ? 1 : 3, get('/api/journal/export.md'));
  } finally {
    await app.close();
    await database.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await runJournalBench({ smoke: isSmoke() });
