/**
 * Fills the bench's one account to the caps, straight into the stopped server's PGlite folder (PGlite
 * is one process's at a time): its birthdate, the most credits an admin may set, PEOPLE_CAP people,
 * and assistant sessions whose readings are written, for the narration hammer to read aloud.
 */
import { CREDIT_TOTAL_MAX } from '@cardology/contract/limits';
import { eq } from 'drizzle-orm';
import { createDatabase } from '../../packages/server/src/db/client.js';
import { profiles, userConnections } from '../../packages/server/src/db/schema.js';
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

/** Seeds the account; returns the ids of the sessions with a reading. */
export async function seedAccount(dataDir: string, userId: string, plan: SeedPlan): Promise<string[]> {
  const database = await createDatabase({ kind: 'pglite', dataDir });
  try {
    const { db } = database;
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
  } finally {
    await database.close();
  }
}
