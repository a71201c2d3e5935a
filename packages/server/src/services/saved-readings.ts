import type { SavedReading } from '@cardology/contract/assistant';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { savedReadings } from '../db/schema.js';
import type { AiSessionRow } from './ai-sessions.js';

type SavedReadingRow = typeof savedReadings.$inferSelect;

const columns = {
  id: savedReadings.id,
  sessionId: savedReadings.sessionId,
  spreadType: savedReadings.spreadType,
  readingText: savedReadings.readingText,
  createdAt: savedReadings.createdAt,
};

export function savedReadingDto(row: Omit<SavedReadingRow, 'userId'>): SavedReading {
  return {
    id: row.id,
    session_id: row.sessionId,
    spread_type: row.spreadType,
    reading_text: row.readingText,
    created_at: row.createdAt.toISOString(),
  };
}

/**
 * Saves the session's own text for its owner. Saving a session already saved returns the existing row
 * (`created: false`); the unique (user_id, session_id) index decides, so racing saves keep one row.
 */
export async function saveSessionReading(
  db: Db,
  session: AiSessionRow,
): Promise<{ row: SavedReading; created: boolean }> {
  const [inserted] = await db
    .insert(savedReadings)
    .values({
      userId: session.userId,
      sessionId: session.id,
      spreadType: session.spreadType,
      readingText: session.readingText,
    })
    .onConflictDoNothing()
    .returning(columns);
  if (inserted) return { row: savedReadingDto(inserted), created: true };
  const [existing] = await db
    .select(columns)
    .from(savedReadings)
    .where(and(eq(savedReadings.userId, session.userId), eq(savedReadings.sessionId, session.id)));
  if (!existing) throw new Error('saved reading conflicted but was not found');
  return { row: savedReadingDto(existing), created: false };
}

/** The user's saved interpretations, newest first. */
export async function listSavedReadings(db: Db, userId: string): Promise<SavedReading[]> {
  const rows = await db
    .select(columns)
    .from(savedReadings)
    .where(eq(savedReadings.userId, userId))
    .orderBy(desc(savedReadings.createdAt), desc(savedReadings.id));
  return rows.map(savedReadingDto);
}

/** Deletes one of the user's own saved interpretations; false when the user has none with this id. */
export async function deleteSavedReading(db: Db, userId: string, id: string): Promise<boolean> {
  const deleted = await db
    .delete(savedReadings)
    .where(and(eq(savedReadings.id, id), eq(savedReadings.userId, userId)))
    .returning({ id: savedReadings.id });
  return deleted.length > 0;
}
