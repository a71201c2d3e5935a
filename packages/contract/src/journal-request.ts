// What the server parses from journal requests (issue 24; docs/decisions/040-journal.md), beside the wire
// shapes of journal.ts. Every field that can be wrong says so in the journal's own words.
import { z } from 'zod';
import { JOURNAL_QUERY_MAX } from './journal.js';
import { body } from './request-body.js';

/** POST /api/journal and PUT /api/journal/:id: the date and text are checked further by the server. */
export const journalEntryBody = body({
  date: z.string({ error: 'JOURNAL_DATE_INVALID' }),
  text: z.string({ error: 'JOURNAL_TEXT_REQUIRED' }),
});

const filterField = z
  .string({ error: 'JOURNAL_FILTER_INVALID' })
  .max(100, 'JOURNAL_FILTER_INVALID')
  .optional();

/**
 * GET /api/journal's query string (JournalFilter): each field once. The values are read by the server (a
 * planet's name, a card, a period kind, a date); an unknown one is JOURNAL_FILTER_INVALID.
 */
export const journalListQuery = z.object({
  planet: filterField,
  card: filterField,
  period: filterField,
  on: filterField,
  q: z
    .string({ error: 'JOURNAL_FILTER_INVALID' })
    .max(JOURNAL_QUERY_MAX * 2, 'JOURNAL_QUERY_TOO_LONG')
    .optional(),
  cursor: z.string({ error: 'JOURNAL_CURSOR_INVALID' }).max(200, 'JOURNAL_CURSOR_INVALID').optional(),
});
export type JournalListQuery = z.infer<typeof journalListQuery>;

/** A card as a URL may carry it: '7♥' (percent-encoded), '7H', '10d', 'QS', 'Joker'. */
export const JOURNAL_CARD_LETTERS = { H: '♥', C: '♣', D: '♦', S: '♠' } as const;
