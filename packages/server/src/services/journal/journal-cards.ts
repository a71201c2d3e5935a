import type { JournalEntry } from '@cardology/contract/journal';
import type { CivilDate } from '@cardology/engine/dates';
import { parseIsoDate } from '@cardology/engine/dates';
import { dayCards } from '@cardology/engine/day-cards';
import type { journalEntries } from '../../db/schema.js';

/** A stored entry as the reader's queries read it (not the owner's id, nor the search document). */
export type JournalRow = Omit<typeof journalEntries.$inferSelect, 'userId' | 'search' | 'language'>;

/**
 * An entry as the journal sends it: its cards computed by the engine from its date and the reader's current
 * birthdate, never stored, so an edited birthdate re-reads every entry.
 */
export function journalEntryDto(row: JournalRow, birth: CivilDate): JournalEntry {
  const date = parseIsoDate(row.entryDate);
  // The database's `date` column always holds a real date; a failure here is a bug, not bad input.
  if (!date.ok) throw new Error(`journal entry ${row.id} has an unreadable date`);
  return {
    id: row.id,
    date: row.entryDate,
    text: row.text,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    cards: dayCards(birth, date.value),
  };
}
