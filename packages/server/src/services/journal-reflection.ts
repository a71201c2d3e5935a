import type { JournalPeriodKind } from '@cardology/contract/journal';
import {
  JOURNAL_REFLECTION_ENTRIES_MAX,
  JOURNAL_REFLECTION_TYPE,
  type JournalReflectionRequest,
} from '@cardology/contract/journal-reflection';
import type { Language } from '@cardology/contract/languages';
import { type CivilDate, compareDates, parseIsoDate } from '@cardology/engine/dates';
import { and, between, count, eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { aiSessions, journalEntries } from '../db/schema.js';
import { httpError } from '../http/errors.js';
import { type ReflectionContext, reflectionContext } from '../providers/ai/reflection-context.js';
import type { AiSessionRow } from './ai-sessions.js';
import { requireBirthdate } from './journal/journal-birthdate.js';
import { entriesOfPeriod } from './journal/journal-page.js';

/** How many notes the reader keeps in the period: one count on the (user_id, entry_date) index. */
async function notesInPeriod(db: Db, userId: string, start: string, end: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(journalEntries)
    .where(and(eq(journalEntries.userId, userId), between(journalEntries.entryDate, start, end)));
  return row?.n ?? 0;
}

/**
 * What the assistant may read for a reflection on the period of `kind` containing `on`: the period's card
 * and the reader's own notes in it, the most recent JOURNAL_REFLECTION_ENTRIES_MAX at most (the user id is
 * the session's, so no one else's note can be among them). Null when the period holds none. A day after
 * the reader's today or before their birth is a 400 in the journal's words; no birthdate, its 409.
 */
export async function reflectionContextFor(
  db: Db,
  userId: string,
  kind: JournalPeriodKind,
  on: string,
  readerDay: CivilDate,
): Promise<ReflectionContext | null> {
  const day = parseIsoDate(on);
  if (!day.ok) throw httpError(400, 'JOURNAL_REFLECTION_PERIOD_INVALID');
  if (compareDates(day.value, readerDay) > 0) throw httpError(400, 'JOURNAL_DATE_IN_FUTURE');
  const birth = await requireBirthdate(db, userId);
  if (compareDates(day.value, birth) < 0) throw httpError(400, 'JOURNAL_DATE_BEFORE_BIRTH');
  const period = await entriesOfPeriod(db, userId, birth, kind, day.value, JOURNAL_REFLECTION_ENTRIES_MAX);
  if (period.entries.length === 0) return null;
  const total =
    period.entries.length < JOURNAL_REFLECTION_ENTRIES_MAX
      ? period.entries.length
      : await notesInPeriod(db, userId, period.start, period.end);
  return reflectionContext(kind, period.entries, total);
}

/**
 * A new assistant session for a reflection about to be written (docs/decisions/041-journal-reflection.md):
 * it keeps which period was asked and, when the stream ends, the text, so the reflection is saved, listed,
 * exported and deleted like an interpretation. It has no person: the reflection names nobody.
 */
export async function createReflectionSession(
  db: Db,
  userId: string,
  asked: JournalReflectionRequest,
  language: Language,
  read: Pick<ReflectionContext, 'start' | 'end' | 'planet'>,
): Promise<AiSessionRow> {
  // The period's dates and planet are kept as read: a saved reflection is titled by them (issue 34), and a
  // birthdate edited later must not rename what was written about those days.
  const period = { start: read.start, end: read.end, ...(read.planet && { planet: read.planet }) };
  const [row] = await db
    .insert(aiSessions)
    .values({
      userId,
      spreadType: JOURNAL_REFLECTION_TYPE,
      personName: '',
      language,
      request: { spreadType: JOURNAL_REFLECTION_TYPE, period: asked.period, on: asked.on, ...period },
    })
    .returning();
  if (!row) throw new Error('ai_sessions insert returned no row');
  return row;
}
