// The words and bounds of the journal reflection (docs/decisions/041-journal-reflection.md), without zod, so
// the web's saved list and the journal page can name them without loading the schemas; journal-reflection.ts
// re-exports them beside its schemas.
import { message } from './message.js';

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
  message('JOURNAL_REFLECTION_BOUND', { given, total });
