import type { AiReadingRequest, AiSession, ChatTurnWire } from '@cardology/contract/assistant';
import { storableText } from '@cardology/contract/clean-text';
import { JOURNAL_REFLECTION_TYPE } from '@cardology/contract/journal-reflection';
import { type Language, supportedLanguage } from '@cardology/contract/languages';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { aiSessions, savedReadings } from '../db/schema.js';

export type AiSessionRow = typeof aiSessions.$inferSelect;
/** A session of a reading (a spread or a pair), which can be restored and chatted in; not a reflection. */
export type ReadingSessionRow = AiSessionRow & { request: AiReadingRequest };

const isReadingSession = (row: AiSessionRow): row is ReadingSessionRow =>
  row.request.spreadType !== JOURNAL_REFLECTION_TYPE;

/**
 * A new session for a reading about to be interpreted; its text is written when the stream ends.
 * `personName` is the context's own: the person read, or both names of a pair (read from the database).
 * `language` is the one the text is written in; its narrations and follow-up answers keep it (without one,
 * as for a session from before it was kept, they follow the request).
 */
export async function createAiSession(
  db: Db,
  userId: string,
  request: AiReadingRequest,
  personName: string,
  language?: Language,
): Promise<AiSessionRow> {
  const [row] = await db
    .insert(aiSessions)
    .values({ userId, spreadType: request.spreadType, personName, request, language: language ?? null })
    .returning();
  if (!row) throw new Error('ai_sessions insert returned no row');
  return row;
}

/**
 * The language a session's text was written in, which its narrations and follow-up answers use; `reader`'s
 * (the request's) for a session stored before the language was kept.
 */
export function sessionLanguage(row: AiSessionRow, reader: Language): Language {
  return supportedLanguage(row.language) ?? reader;
}

/** The user's own session with this id, or null (another user's session is null too). */
export async function findAiSession(db: Db, userId: string, id: string): Promise<AiSessionRow | null> {
  const [row] = await db
    .select()
    .from(aiSessions)
    .where(and(eq(aiSessions.id, id), eq(aiSessions.userId, userId)));
  return row ?? null;
}

/**
 * The user's own reading session with this id, or null: a journal reflection has no reading to restore or
 * chat about (docs/decisions/041-journal-reflection.md), so it is not found here, as another user's is not.
 */
export async function findReadingSession(
  db: Db,
  userId: string,
  id: string,
): Promise<ReadingSessionRow | null> {
  const row = await findAiSession(db, userId, id);
  return row && isReadingSession(row) ? row : null;
}

/**
 * What the model wrote for the reading: complete, or what arrived before a failure. The model's text is
 * made storable here (contract/clean-text.ts); what the user sent was refused already if it was not.
 */
export async function setReadingText(db: Db, id: string, text: string): Promise<void> {
  await db
    .update(aiSessions)
    .set({ readingText: storableText(text) })
    .where(eq(aiSessions.id, id));
}

/**
 * Appends a completed exchange in one statement, so two answers finishing together both stay (a read,
 * then a write of the whole array, would lose one).
 */
export async function appendTurns(db: Db, id: string, turns: readonly ChatTurnWire[]): Promise<void> {
  await db
    .update(aiSessions)
    .set({ history: sql`${aiSessions.history} || ${JSON.stringify(turns.map(storableTurn))}::jsonb` })
    .where(eq(aiSessions.id, id));
}

const storableTurn = (turn: ChatTurnWire): ChatTurnWire => ({ ...turn, text: storableText(turn.text) });

/** The wire shape of a session (GET /api/ai/sessions/:id), with its saved interpretation's id. */
export async function aiSessionView(db: Db, row: ReadingSessionRow): Promise<AiSession> {
  const [saved] = await db
    .select({ id: savedReadings.id })
    .from(savedReadings)
    .where(and(eq(savedReadings.userId, row.userId), eq(savedReadings.sessionId, row.id)));
  return {
    sessionId: row.id,
    spreadType: row.request.spreadType,
    personName: row.personName,
    request: row.request,
    text: row.readingText,
    history: row.history,
    savedReadingId: saved?.id ?? null,
  };
}
