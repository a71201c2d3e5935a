import { SAVED_PAGE_SIZE, type SavedReading, type SavedReadingPage } from '@cardology/contract/assistant';
import { JOURNAL_REFLECTION_TYPE } from '@cardology/contract/journal-reflection-words';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { aiSessions, savedReadings } from '../db/schema.js';
import { encodeCursor, type KeysetPosition, POSITION_TIME_FORMAT } from '../lib/keyset-cursor.js';
import type { AiSessionRow } from './ai-sessions.js';

type SavedReadingRow = typeof savedReadings.$inferSelect;

const columns = {
  id: savedReadings.id,
  sessionId: savedReadings.sessionId,
  spreadType: savedReadings.spreadType,
  readingText: savedReadings.readingText,
  createdAt: savedReadings.createdAt,
};

/** What a session asked, as the saved list reads it: a reflection's period is its title. */
type SessionRequest = (typeof aiSessions.$inferSelect)['request'];

/** A reflection's period as kept by its session, or nothing (a reading, or a reflection from before issue 34). */
function reflectionPeriod(request: SessionRequest | null | undefined): SavedReading['reflection_period'] {
  if (!request || request.spreadType !== JOURNAL_REFLECTION_TYPE) return undefined;
  if (!request.start || !request.end) return undefined;
  return {
    kind: request.period,
    start: request.start,
    end: request.end,
    ...(request.planet && { planet: request.planet }),
  };
}

export function savedReadingDto(
  row: Omit<SavedReadingRow, 'userId'>,
  request?: SessionRequest | null,
): SavedReading {
  const period = reflectionPeriod(request);
  return {
    id: row.id,
    session_id: row.sessionId,
    spread_type: row.spreadType,
    reading_text: row.readingText,
    created_at: row.createdAt.toISOString(),
    ...(period && { reflection_period: period }),
  };
}

/**
 * The session a saved reflection came from, for its period: by primary key, its owner's, and only for a
 * reflection (a reading's request is not needed by the list).
 */
const reflectionSession = and(
  eq(aiSessions.id, savedReadings.sessionId),
  eq(aiSessions.userId, savedReadings.userId),
  eq(savedReadings.spreadType, JOURNAL_REFLECTION_TYPE),
);

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
  if (inserted) return { row: savedReadingDto(inserted, session.request), created: true };
  const [existing] = await db
    .select(columns)
    .from(savedReadings)
    .where(and(eq(savedReadings.userId, session.userId), eq(savedReadings.sessionId, session.id)));
  if (!existing) throw new Error('saved reading conflicted but was not found');
  return { row: savedReadingDto(existing, session.request), created: false };
}

/**
 * One page of the user's saved interpretations, newest first, starting after `after` (from the newest
 * when null). Keyset paging: a save or a delete between two pages neither repeats nor skips a row.
 */
export async function savedReadingsPage(
  db: Db,
  userId: string,
  after: KeysetPosition | null,
): Promise<SavedReadingPage> {
  const rows = await db
    .select({
      ...columns,
      request: aiSessions.request,
      at: sql<string>`to_char(${savedReadings.createdAt} AT TIME ZONE 'UTC', ${POSITION_TIME_FORMAT})`,
    })
    .from(savedReadings)
    .leftJoin(aiSessions, reflectionSession)
    .where(
      and(
        eq(savedReadings.userId, userId),
        after
          ? sql`(${savedReadings.createdAt}, ${savedReadings.id}) < (${after.at}::timestamptz, ${after.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(savedReadings.createdAt), desc(savedReadings.id))
    .limit(SAVED_PAGE_SIZE + 1);
  const items = rows.slice(0, SAVED_PAGE_SIZE);
  const last = items.at(-1);
  return {
    items: items.map((row) => savedReadingDto(row, row.request)),
    next_cursor: rows.length > SAVED_PAGE_SIZE && last ? encodeCursor({ at: last.at, id: last.id }) : null,
  };
}

/** Deletes one of the user's own saved interpretations; false when the user has none with this id. */
export async function deleteSavedReading(db: Db, userId: string, id: string): Promise<boolean> {
  const deleted = await db
    .delete(savedReadings)
    .where(and(eq(savedReadings.id, id), eq(savedReadings.userId, userId)))
    .returning({ id: savedReadings.id });
  return deleted.length > 0;
}
