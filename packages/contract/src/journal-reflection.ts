// A reflection on a period of the journal (issue 24 item 4; docs/decisions/041-journal-reflection.md): the
// assistant reads the period's cards and the reader's own notes of that period and writes a reflection. It
// streams like an interpretation and is kept as an assistant session of its own type, so it is saved,
// listed and deleted with the saved interpretations. The web takes the words from journal-reflection-words.ts.
import { z } from 'zod';
import { isoDateText } from './iso-date.js';
import { journalPeriodKind } from './journal.js';
import type { JOURNAL_REFLECTION_TYPE } from './journal-reflection-words.js';
import type { Planet } from './wire.js';

export {
  JOURNAL_REFLECT_BUTTON,
  JOURNAL_REFLECTION_CHARS_MAX,
  JOURNAL_REFLECTION_ENTRIES_MAX,
  JOURNAL_REFLECTION_FAILED,
  JOURNAL_REFLECTION_GENERATING,
  JOURNAL_REFLECTION_HEADING,
  JOURNAL_REFLECTION_LIMIT,
  JOURNAL_REFLECTION_NO_ENTRIES,
  JOURNAL_REFLECTION_PERIOD_INVALID,
  JOURNAL_REFLECTION_SAVE,
  JOURNAL_REFLECTION_TITLE,
  JOURNAL_REFLECTION_TYPE,
  JOURNAL_REFLECTION_UNEXPECTED,
  journalReflectionBoundNote,
} from './journal-reflection-words.js';

/** POST /api/journal/reflection: which period, named by its kind and a day in it. */
export const journalReflectionRequest = z.object(
  {
    period: z.enum(journalPeriodKind.options, { error: 'JOURNAL_REFLECTION_PERIOD_INVALID' }),
    on: isoDateText('JOURNAL_REFLECTION_PERIOD_INVALID'),
  },
  { error: 'BODY_NOT_OBJECT' },
);
export type JournalReflectionRequest = z.infer<typeof journalReflectionRequest>;

/** What the session keeps of the request (its `request`), told apart from a reading's by `spreadType`. */
export interface JournalReflectionAsked extends JournalReflectionRequest {
  spreadType: typeof JOURNAL_REFLECTION_TYPE;
  /** The period read, first and last day (issue 34: the saved item's title); absent in older sessions. */
  start?: string;
  end?: string;
  /** A planetary period's planet. */
  planet?: Planet;
}

/**
 * One line of the streamed reflection (`application/x-ndjson`), as the interpretation's: `session` first
 * (the id to save it with, and the period read), then text, then `done` or `error`.
 */
export const journalReflectionEvent = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('session'),
    sessionId: z.uuid(),
    period: journalPeriodKind,
    start: z.string(),
    end: z.string(),
    /** Notes read, and notes the period holds (more when the bounds left some out). */
    entries: z.int(),
    total: z.int(),
  }),
  z.object({ type: z.literal('text'), text: z.string() }),
  z.object({ type: z.literal('done') }),
  z.object({ type: z.literal('error'), error: z.string() }),
]);
export type JournalReflectionEvent = z.infer<typeof journalReflectionEvent>;
