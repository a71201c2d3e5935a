import { readIsoDate } from '@cardology/contract/iso-date';
import { JOURNAL_TEXT_MAX } from '@cardology/contract/journal';
import type { CivilDate } from '@cardology/engine/dates';
import { compareDates, toIsoDate } from '@cardology/engine/dates';
import { httpError } from '../../http/errors.js';

/** An entry as it will be stored: a real date within the reader's life so far, and trimmed text. */
export type JournalEntryInput = { readonly date: string; readonly text: string };

/**
 * Checks what a reader sent for an entry (docs/decisions/040-journal.md): a real 'YYYY-MM-DD' from their
 * birthdate to their today, and text that is not empty once trimmed and at most JOURNAL_TEXT_MAX
 * characters (code points, as a person counts them). Anything else is a 400 in the journal's words.
 */
export function journalEntryInput(
  sent: { date: string; text: string },
  readerDay: CivilDate,
  birth: CivilDate,
): JournalEntryInput {
  const parsed = readIsoDate(sent.date, 'JOURNAL_DATE_INVALID');
  if (!parsed.ok) throw httpError(400, parsed.error);
  if (compareDates(parsed.value, readerDay) > 0) throw httpError(400, 'JOURNAL_DATE_IN_FUTURE');
  if (compareDates(parsed.value, birth) < 0) throw httpError(400, 'JOURNAL_DATE_BEFORE_BIRTH');
  const text = sent.text.trim();
  if (text === '') throw httpError(400, 'JOURNAL_TEXT_REQUIRED');
  if (codePoints(text) > JOURNAL_TEXT_MAX) throw httpError(400, 'JOURNAL_TEXT_TOO_LONG');
  return { date: toIsoDate(parsed.value), text };
}

/** Characters as a person counts them: an emoji is one, not two UTF-16 units. */
function codePoints(text: string): number {
  let count = 0;
  for (const _ of text) count++;
  return count;
}
