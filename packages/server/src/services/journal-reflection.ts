import {
  JOURNAL_REFLECTION_TYPE,
  type JournalReflectionRequest,
} from '@cardology/contract/journal-reflection';
import type { Db } from '../db/client.js';
import { aiSessions } from '../db/schema.js';
import type { AiSessionRow } from './ai-sessions.js';

/**
 * A new assistant session for a reflection about to be written (docs/decisions/041-journal-reflection.md):
 * it keeps which period was asked and, when the stream ends, the text, so the reflection is saved, listed,
 * exported and deleted like an interpretation. It has no person: the reflection names nobody.
 */
export async function createReflectionSession(
  db: Db,
  userId: string,
  asked: JournalReflectionRequest,
): Promise<AiSessionRow> {
  const [row] = await db
    .insert(aiSessions)
    .values({
      userId,
      spreadType: JOURNAL_REFLECTION_TYPE,
      personName: '',
      request: { spreadType: JOURNAL_REFLECTION_TYPE, period: asked.period, on: asked.on },
    })
    .returning();
  if (!row) throw new Error('ai_sessions insert returned no row');
  return row;
}
