// The journal (issue 24; docs/decisions/040-journal.md): a reader's notes on their days, each shown with the
// cards of its day and periods. The cards are computed by the engine from the entry's date and the reader's
// current birthdate on every read, never stored, so an edited birthdate re-reads old entries. The web imports
// the types with `import type` only and the words from journal-words.ts (zod stays out of its bundle).
import { z } from 'zod';
import { cardSymbol, isoDate, planet } from './wire.js';

export {
  JOURNAL_BIRTHDATE_REQUIRED,
  JOURNAL_CURSOR_INVALID,
  JOURNAL_DATE_BEFORE_BIRTH,
  JOURNAL_DATE_IN_FUTURE,
  JOURNAL_DATE_INVALID,
  JOURNAL_DELETE_CONFIRM,
  JOURNAL_DELETED,
  JOURNAL_ENTRIES_MAX,
  JOURNAL_ENTRY_NOT_FOUND,
  JOURNAL_FILTER_INVALID,
  JOURNAL_FULL,
  JOURNAL_PAGE_SIZE,
  JOURNAL_PRIVACY_NOTE,
  JOURNAL_QUERY_MAX,
  JOURNAL_QUERY_TOO_LONG,
  JOURNAL_SAVED,
  JOURNAL_TEXT_MAX,
  JOURNAL_TEXT_REQUIRED,
  JOURNAL_TEXT_TOO_LONG,
  LOOK_BACK_YEAR_AGO,
  lookBackLastPeriod,
} from './journal-words.js';

/** The three periods an entry falls in; `planetary` is one of the seven 52-day periods of the year of life. */
export const journalPeriodKind = z.enum(['planetary', 'seven-week', 'weekly']);
export type JournalPeriodKind = z.infer<typeof journalPeriodKind>;

/** One period an entry falls in, with the card in play for it. */
export const journalPeriod = z.strictObject({
  start: isoDate,
  end: isoDate,
  /** The card in play for this period (for `planetary`, the card at that planet's place of the yearly spread). */
  card: cardSymbol,
  /** The card's name, e.g. 'Seven of Hearts'. */
  card_name: z.string(),
});
export type JournalPeriod = z.infer<typeof journalPeriod>;

/** The cards of an entry's day, computed from its date and the reader's birthdate at read time. */
export const journalCards = z.strictObject({
  /** The card of the calendar day ('Joker' on December 31). */
  todays_card: z.strictObject({ card: cardSymbol, name: z.string(), title: z.string() }),
  planetary: journalPeriod.extend({ planet }),
  seven_week: journalPeriod,
  weekly: journalPeriod,
});
export type JournalCards = z.infer<typeof journalCards>;

export const journalEntry = z.strictObject({
  id: z.string(),
  /** The day the note is about (the reader's local calendar), not when it was written. */
  date: isoDate,
  /** Markdown, rendered with the assistant's safe rules. */
  text: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  cards: journalCards,
});

/** POST and PUT /api/journal: the entry as stored. */
export const journalEntryAnswer = z.strictObject({ entry: journalEntry });
export type JournalEntry = z.infer<typeof journalEntry>;

/**
 * What a filter names, as the server read it (issue 34), so the page can say what it lists: the period of
 * `period` + `on` with its dates (and a planetary period's planet), the card of `card=` however it was spelt.
 */
export const journalShown = z.strictObject({
  period: z
    .strictObject({ kind: journalPeriodKind, start: isoDate, end: isoDate, planet: planet.optional() })
    .optional(),
  card: cardSymbol.optional(),
});
export type JournalShown = z.infer<typeof journalShown>;

/**
 * GET /api/journal: a page, newest first; `next` is the cursor of the following page, or null. `shown` names
 * the filter's period or card, when it has one.
 */
export const journalPage = z.strictObject({
  entries: z.array(journalEntry),
  next: z.string().nullable(),
  shown: journalShown.optional(),
});
export type JournalPage = z.infer<typeof journalPage>;

/**
 * GET /api/journal's query: all optional and combinable. `period` with `on` keeps the entries of the period of
 * that kind containing the day `on` ("this Jupiter period": `period=planetary&on=<a day in it>`).
 */
export interface JournalFilter {
  planet?: z.infer<typeof planet>;
  card?: string;
  period?: JournalPeriodKind;
  on?: string;
  q?: string;
  cursor?: string;
}

/** POST /api/journal and PUT /api/journal/:id. */
export const journalEntryRequest = z.object(
  {
    date: isoDate,
    text: z.string({ error: 'JOURNAL_TEXT_REQUIRED' }),
  },
  { error: 'BODY_NOT_OBJECT' },
);
export type JournalEntryRequest = z.input<typeof journalEntryRequest>;

/** GET /api/journal/look-back: one gentle look back for the home page, or null when there is none. */
export const journalLookBack = z.strictObject({
  look_back: z
    .strictObject({
      kind: z.enum(['year-ago', 'last-period']),
      /** "A year ago today" or "Your last Jupiter period". */
      title: z.string(),
      /** The filter that lists these entries on /journal. */
      filter: z.strictObject({ period: journalPeriodKind.optional(), on: isoDate }),
      entries: z.array(journalEntry),
    })
    .nullable(),
});
export type JournalLookBack = z.infer<typeof journalLookBack>;
