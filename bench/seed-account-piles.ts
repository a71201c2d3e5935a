// Fills one account to its caps straight in the database, in a few statements, for the benchmarks of what
// one account can pile up (bench/piles-http-bench.ts, and any abuse benchmark): going through
// POST /api/connections would take 500 requests and trip the API rate limit.
import { PEOPLE_MAX } from '@cardology/contract/account-piles';
import type { Db } from '../packages/server/src/db/client.js';
import { aiSessions, savedReadings, userConnections } from '../packages/server/src/db/schema.js';

const ROWS_PER_INSERT = 100;

async function insertInBatches<T>(
  count: number,
  row: (index: number) => T,
  insert: (rows: T[]) => Promise<unknown>,
) {
  for (let start = 0; start < count; start += ROWS_PER_INSERT) {
    const size = Math.min(ROWS_PER_INSERT, count - start);
    await insert(Array.from({ length: size }, (_, offset) => row(start + offset)));
  }
}

/** The user's people up to the cap: distinct names, birthdates over every month and ages 1..90, no Joker. */
export async function seedPeopleToCap(db: Db, userId: string, count = PEOPLE_MAX): Promise<void> {
  await insertInBatches(
    count,
    (i) => ({
      userId,
      name: `Person${i} Surname`,
      birthdate: `${1936 + (i % 90)}-${String(1 + (i % 12)).padStart(2, '0')}-${String(1 + (i % 28)).padStart(2, '0')}`,
    }),
    (rows) => db.insert(userConnections).values(rows),
  );
}

export interface AssistantPile {
  readonly sessions: number;
  /** Characters of each session's interpretation (and of its saved copy). */
  readonly readingLength: number;
  /** Chat turns (a question and its answer are two) in each session. */
  readonly turns: number;
  readonly turnLength: number;
}

/** Assistant sessions with interpretations and chat history, each one saved, as years of daily use leave. */
export async function seedAssistantPile(db: Db, userId: string, pile: AssistantPile): Promise<void> {
  const text = (length: number) =>
    'The Eight of Clubs speaks through your thoughts. '.repeat(length / 50 + 1).slice(0, length);
  const history = Array.from({ length: pile.turns }, (_, i) => ({
    role: i % 2 === 0 ? ('user' as const) : ('model' as const),
    text: text(pile.turnLength),
  }));
  const ids: string[] = [];
  await insertInBatches(
    pile.sessions,
    () => ({
      userId,
      spreadType: 'yearly',
      personName: 'Me',
      request: { spreadType: 'yearly' as const, person: { name: 'Me', birthdate: '1980-06-15' }, age: 40 },
      readingText: text(pile.readingLength),
      history,
    }),
    async (rows) => {
      const inserted = await db.insert(aiSessions).values(rows).returning({ id: aiSessions.id });
      ids.push(...inserted.map((row) => row.id));
    },
  );
  await insertInBatches(
    ids.length,
    (i) => ({
      userId,
      sessionId: ids[i] ?? null,
      spreadType: 'yearly',
      readingText: text(pile.readingLength),
    }),
    (rows) => db.insert(savedReadings).values(rows),
  );
}
