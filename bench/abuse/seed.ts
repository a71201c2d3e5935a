/**
 * Fills the bench's accounts to the caps, straight into the stopped server's database (a PGlite folder is
 * one process's at a time; PostgreSQL is seeded the same way for one code path): the first account's
 * birthdate, the most credits an admin may set, PEOPLE_CAP people, and assistant sessions whose readings are
 * written, for the narration hammer to read aloud; and the journal reader's 5,000 long notes (issue 31).
 */

import { JOURNAL_ENTRIES_MAX, JOURNAL_TEXT_MAX } from '@cardology/contract/journal';
import { CREDIT_TOTAL_MAX } from '@cardology/contract/limits';
import { eq } from 'drizzle-orm';
import { createDatabase, type DatabaseTarget, type Db } from '../../packages/server/src/db/client.js';
import { journalEntries, profiles, userConnections } from '../../packages/server/src/db/schema.js';
import { createOfflineProvider } from '../../packages/server/src/providers/ai/offline-provider.js';
import { createAiSession, setReadingText } from '../../packages/server/src/services/ai-sessions.js';
import { setCredits } from '../../packages/server/src/services/credit-ledger.js';
import { readingContext } from '../../packages/server/test/ai/contexts.js';

/** The people cap (issue 22: "a number a real user would never meet"); seeded, not added through the API. */
export const PEOPLE_CAP = 500;

export interface SeedPlan {
  people: number;
  /** Sessions with a written reading, each narrated at most once by the hammer (a replay costs nothing). */
  readings: number;
  /**
   * Characters of each reading kept, cut at a sentence's end: a whole interpretation (~6,000) takes
   * minutes to narrate four at a time on a busy 2-core machine, and what the event loop goes through
   * per second does not depend on the length.
   */
  readingLength: number;
  /** The journal reader's notes (the cap, JOURNAL_ENTRIES_MAX, in the full run). */
  journalEntries: number;
  /** Characters of each note (the most a note may hold, JOURNAL_TEXT_MAX, in the full run). */
  noteLength: number;
}

/** The reading's sentences that fit in `length` characters (at least the first). */
function cut(text: string, length: number): string {
  const sentences = text.match(/[^.!?\n]*[.!?\n]+/g) ?? [text];
  let kept = sentences[0] ?? text;
  for (const sentence of sentences.slice(1)) {
    if (kept.length + sentence.length > length) break;
    kept += sentence;
  }
  return kept;
}

export const BIRTHDATE = '1990-02-28';

/** Offline interpretations as the assistant writes them, for a few people. */
async function readingTexts(length: number): Promise<string[]> {
  const provider = createOfflineProvider({ timeoutMs: 30_000 });
  const texts: string[] = [];
  for (const birthdate of ['02/28/1990', '07/04/1982', '11/03/1975', '05/17/2001']) {
    let text = '';
    for await (const delta of provider.interpret(readingContext('weekly', birthdate, 'Bench', 30)))
      text += delta;
    texts.push(cut(text, length));
  }
  return texts;
}

/** Distinct people: names and birthdates vary, as the unique index on both requires. */
function people(userId: string, count: number) {
  return Array.from({ length: count }, (_, i) => ({
    userId,
    name: `Person ${i + 1}`,
    birthdate: `${1930 + (i % 80)}-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 28) + 1).padStart(2, '0')}`,
  }));
}

/** Seeds the first account; returns the ids of the sessions with a reading. */
async function seedFirstAccount(db: Db, userId: string, plan: SeedPlan): Promise<string[]> {
  await db.update(profiles).set({ birthdate: BIRTHDATE }).where(eq(profiles.id, userId));
  await setCredits(db, { userId, total: CREDIT_TOTAL_MAX });
  if (plan.people > 0) await db.insert(userConnections).values(people(userId, plan.people));
  const texts = await readingTexts(plan.readingLength);
  const sessions: string[] = [];
  for (let i = 0; i < plan.readings; i++) {
    const session = await createAiSession(
      db,
      userId,
      { spreadType: 'weekly', person: { name: 'Bench', birthdate: BIRTHDATE } },
      'Bench',
    );
    await setReadingText(db, session.id, texts[i % texts.length] ?? '');
    sessions.push(session.id);
  }
  return sessions;
}

const NOTE_WORDS = (
  'morning walk sea garden letter mother work quiet venus evening friend rain money trust travel house ' +
  'dream music anger joy patience sister promise river bread light door change window autumn market ' +
  'winter silence laughter candle harbour orchard lantern meadow thunder journey kitchen bridge story'
).split(' ');

/** A note of `length` characters at most, different for each i (so the search reads real documents). */
export function longNote(i: number, length: number): string {
  const words: string[] = [`Note ${i}:`];
  let size = words[0]?.length ?? 0;
  for (let w = 0; size < length - 12; w++) {
    const word = NOTE_WORDS[(i * 7 + w * 13 + ((i * w) % 11)) % NOTE_WORDS.length] as string;
    words.push(word);
    size += word.length + 1;
  }
  return `${words.join(' ')}.`.slice(0, Math.min(length, JOURNAL_TEXT_MAX));
}

const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);
const DAY = 86_400_000;

/**
 * The journal reader: born 119 years ago (the card filter then walks the longest span the profile allows),
 * one note on the birthdate and every other in the last year, about 14 a day, so that the current planetary
 * period holds far more notes than a reflection reads. Premium (the reflection is premium; a search costs
 * the same for any reader). Returns the birthdate.
 */
async function seedJournalReader(db: Db, userId: string, plan: SeedPlan): Promise<string> {
  const today = new Date();
  const birth = `${today.getUTCFullYear() - 119}-03-10`;
  await db.update(profiles).set({ birthdate: birth, isPremium: true }).where(eq(profiles.id, userId));
  const newest = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  const count = Math.min(plan.journalEntries, JOURNAL_ENTRIES_MAX);
  const dateOf = (i: number) =>
    i === 0 ? birth : isoDay(newest - Math.floor(((i - 1) * 365) / count) * DAY);
  // Small batches: each holds up to 100 notes of 10,000 characters (1 MB of SQL).
  for (let first = 0; first < count; first += 100) {
    const rows = Array.from({ length: Math.min(100, count - first) }, (_, k) => ({
      userId,
      entryDate: dateOf(first + k),
      text: longNote(first + k, plan.noteLength),
    }));
    await db.insert(journalEntries).values(rows);
  }
  return birth;
}

export interface Seeded {
  /** The first account's sessions with a written reading. */
  readings: string[];
  /** The journal reader's birthdate. */
  journalBirth: string;
}

/** Seeds both accounts in the stopped server's database. */
export async function seedAccounts(
  target: DatabaseTarget,
  ids: { first: string; journalReader: string },
  plan: SeedPlan,
): Promise<Seeded> {
  const database = await createDatabase(target);
  try {
    const readings = await seedFirstAccount(database.db, ids.first, plan);
    const journalBirth = await seedJournalReader(database.db, ids.journalReader, plan);
    return { readings, journalBirth };
  } finally {
    await database.close();
  }
}
