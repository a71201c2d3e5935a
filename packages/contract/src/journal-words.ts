// The journal's limits and words (issue 24; docs/decisions/040-journal.md), apart from its schemas in journal.ts
// so the web's journal page can show them without bringing zod into its script. journal.ts re-exports them.
import { message } from './message.js';
import type { Planet } from './wire.js';

/** The longest note a reader may keep, in characters (code points): a long page of writing. */
export const JOURNAL_TEXT_MAX = 10_000;
/** Entries per page of the list, newest first. */
export const JOURNAL_PAGE_SIZE = 20;
/** Entries one account may keep: more than one a day for thirteen years. */
export const JOURNAL_ENTRIES_MAX = 5_000;
/** The longest search text, in characters. */
export const JOURNAL_QUERY_MAX = 200;

export const JOURNAL_TEXT_REQUIRED = 'Please write something before saving.';
export const JOURNAL_TEXT_TOO_LONG = `A note can be at most ${JOURNAL_TEXT_MAX.toLocaleString('en-US')} characters.`;
export const JOURNAL_DATE_INVALID = 'Please choose a date written YYYY-MM-DD.';
export const JOURNAL_DATE_IN_FUTURE = 'A note can be written for today or a past day, not a future one.';
export const JOURNAL_DATE_BEFORE_BIRTH = 'A note can’t be dated before your birthdate.';
export const JOURNAL_BIRTHDATE_REQUIRED = 'Add your birthdate on your profile to keep a journal.';
export const JOURNAL_ENTRY_NOT_FOUND = 'Journal entry not found.';
export const JOURNAL_FULL = `You can keep up to ${JOURNAL_ENTRIES_MAX.toLocaleString('en-US')} journal entries. Delete an old one to write another.`;
export const JOURNAL_CURSOR_INVALID =
  'This page link is no longer valid. Please start from the newest entries.';
export const JOURNAL_FILTER_INVALID = 'This filter is not one the journal knows.';
export const JOURNAL_QUERY_TOO_LONG = `Search text can be at most ${JOURNAL_QUERY_MAX} characters.`;
export const JOURNAL_DELETE_CONFIRM = 'Delete this journal entry? This can’t be undone.';
export const JOURNAL_SAVED = 'Your note is saved.';
export const JOURNAL_DELETED = 'The note is deleted.';
/** Said on the page, beside the reflection button: the notes leave the server only when asked. */
export const JOURNAL_PRIVACY_NOTE =
  'Your notes stay on this server. They are sent to the assistant’s model only when you ask for a reflection.';

export const LOOK_BACK_YEAR_AGO = 'A year ago today';
/** The look back's title (English; the server writes it in the reader's language with the planet's name). */
export const lookBackLastPeriod = (p: Planet) => message('LOOK_BACK_LAST_PERIOD', { planet: p });
