// A reflection on a period of the journal (issue 24 item 4; docs/decisions/041-journal-reflection.md): the
// assistant reads the period's cards and the reader's own notes of that period and writes a reflection. It
// streams like an interpretation and is kept as an assistant session of its own type, so it is saved,
// listed and deleted with the saved interpretations.
import { z } from 'zod';
import { journalPeriodKind } from './journal.js';
import { BODY_NOT_OBJECT } from './request-body.js';

/** The session's and the saved item's `spread_type`: a reflection is not a reading of a spread. */
export const JOURNAL_REFLECTION_TYPE = 'journal-reflection';
/** How the saved list titles it (the other types read '<type> Interpretation'). */
export const JOURNAL_REFLECTION_TITLE = 'Journal reflection';

/** Notes of one period the assistant reads at most: the most recent ones when the period holds more. */
export const JOURNAL_REFLECTION_ENTRIES_MAX = 40;
/** Characters of notes the assistant reads at most (about 8,000 words), whole notes, the most recent first. */
export const JOURNAL_REFLECTION_CHARS_MAX = 40_000;

export const JOURNAL_REFLECT_BUTTON = 'Reflect on this period';
export const JOURNAL_REFLECTION_HEADING = 'Reflection on this period';
export const JOURNAL_REFLECTION_GENERATING = 'Writing your reflection...';
export const JOURNAL_REFLECTION_SAVE = 'Save reflection';
export const JOURNAL_REFLECTION_NO_ENTRIES =
  'There are no notes in this period yet. Write one, then ask for a reflection.';
export const JOURNAL_REFLECTION_PERIOD_INVALID =
  'Please choose a period (planetary, seven-week or weekly) and a day written YYYY-MM-DD.';
export const JOURNAL_REFLECTION_FAILED = 'Failed to get a reflection from the Assistant.';
export const JOURNAL_REFLECTION_UNEXPECTED = 'An unexpected error occurred while writing the reflection.';
/** A reflection counts against the hourly interpretations allowance: it is one model answer like them. */
export const JOURNAL_REFLECTION_LIMIT =
  'You have asked for many interpretations and reflections this hour. Please try again later.';
/** Said under the reflection when some notes of the period were left out by the bounds above. */
export const journalReflectionBoundNote = (given: number, total: number) =>
  `This reflection reads the ${given} most recent of your ${total} notes of this period.`;

/** POST /api/journal/reflection: which period, named by its kind and a day in it. */
export const journalReflectionRequest = z.object(
  {
    period: z.enum(journalPeriodKind.options, { error: JOURNAL_REFLECTION_PERIOD_INVALID }),
    on: z.iso.date({ error: JOURNAL_REFLECTION_PERIOD_INVALID }),
  },
  { error: BODY_NOT_OBJECT },
);
export type JournalReflectionRequest = z.infer<typeof journalReflectionRequest>;

/** What the session keeps of the request (its `request`), told apart from a reading's by `spreadType`. */
export interface JournalReflectionAsked extends JournalReflectionRequest {
  spreadType: typeof JOURNAL_REFLECTION_TYPE;
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
