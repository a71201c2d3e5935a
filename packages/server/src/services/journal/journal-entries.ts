import { JOURNAL_ENTRIES_MAX } from '@cardology/contract/journal';
import type { Language } from '@cardology/contract/languages';
import { and, count, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { journalEntries, user } from '../../db/schema.js';
import type { JournalRow } from './journal-cards.js';
import type { JournalEntryInput } from './journal-entry-input.js';
import { searchConfigurationOf } from './journal-search.js';

// A reader's journal entries, their own only: every statement filters on the user id from the session.

export const journalColumns = {
  id: journalEntries.id,
  entryDate: journalEntries.entryDate,
  text: journalEntries.text,
  createdAt: journalEntries.createdAt,
  updatedAt: journalEntries.updatedAt,
};

/**
 * The list's order, newest day first and, within a day, by id: a total order a keyset can resume. NULLS LAST
 * as the index on (user_id, entry_date, id) is declared (drizzle's `.desc()` in an index), so a page reads
 * that index in order and stops after it: a plain DESC means NULLS FIRST, which no index served, and every page
 * (a search's too) sorted all the reader's matching notes first (126 ms for a common word at 5,000 notes on
 * PostgreSQL, 0.3 ms in index order). Both columns are NOT NULL: the order is the same.
 */
export const newestFirst = [
  sql`${journalEntries.entryDate} DESC NULLS LAST`,
  sql`${journalEntries.id} DESC NULLS LAST`,
];

/**
 * Adds an entry, or 'full' when the reader already keeps JOURNAL_ENTRIES_MAX. The count and the insert run
 * under a lock on the owner's user row (as the people cap, docs/decisions/031-account-piles.md), so adds
 * sent at once, to any number of processes, cannot pass the cap together. The note is searched in `language`,
 * the reader's as they write it (journal-search.ts); an edit keeps it.
 */
export async function addJournalEntry(
  db: Db,
  userId: string,
  entry: JournalEntryInput,
  language: Language,
): Promise<JournalRow | 'full'> {
  return db.transaction(async (tx) => {
    await tx.select({ id: user.id }).from(user).where(eq(user.id, userId)).for('update');
    const [stored] = await tx
      .select({ count: count() })
      .from(journalEntries)
      .where(eq(journalEntries.userId, userId));
    if ((stored?.count ?? 0) >= JOURNAL_ENTRIES_MAX) return 'full';
    const [row] = await tx
      .insert(journalEntries)
      .values({ userId, entryDate: entry.date, text: entry.text, language: searchConfigurationOf(language) })
      .returning(journalColumns);
    if (!row) throw new Error('journal insert returned no row');
    return row;
  });
}

/** Rewrites one of the reader's entries; null when they have none with this id. */
export async function updateJournalEntry(
  db: Db,
  userId: string,
  id: string,
  entry: JournalEntryInput,
): Promise<JournalRow | null> {
  const [row] = await db
    .update(journalEntries)
    .set({ entryDate: entry.date, text: entry.text })
    .where(and(eq(journalEntries.id, id), eq(journalEntries.userId, userId)))
    .returning(journalColumns);
  return row ?? null;
}

/** Deletes one of the reader's entries; false when they have none with this id. */
export async function deleteJournalEntry(db: Db, userId: string, id: string): Promise<boolean> {
  const deleted = await db
    .delete(journalEntries)
    .where(and(eq(journalEntries.id, id), eq(journalEntries.userId, userId)))
    .returning({ id: journalEntries.id });
  return deleted.length > 0;
}

/** The oldest and newest dates of the reader's entries (two reads of the list's index), null when none. */
export async function journalDateSpan(
  db: Db,
  userId: string,
): Promise<{ oldest: string; newest: string } | null> {
  const [row] = await db
    .select({
      oldest: sql<string | null>`min(${journalEntries.entryDate})::text`,
      newest: sql<string | null>`max(${journalEntries.entryDate})::text`,
    })
    .from(journalEntries)
    .where(eq(journalEntries.userId, userId));
  return row?.oldest && row.newest ? { oldest: row.oldest, newest: row.newest } : null;
}

/** The reader's entries matching `where` (their id is added here), newest first, at most `limit`. */
export async function journalRows(
  db: Db,
  userId: string,
  where: readonly (SQL | undefined)[],
  limit: number,
): Promise<JournalRow[]> {
  return db
    .select(journalColumns)
    .from(journalEntries)
    .where(and(eq(journalEntries.userId, userId), ...where))
    .orderBy(...newestFirst)
    .limit(limit);
}

/** Entries dated from `start` to `end`, both 'YYYY-MM-DD' and inclusive. */
export const datedBetween = (start: string, end: string): SQL =>
  sql`${journalEntries.entryDate} BETWEEN ${start}::date AND ${end}::date`;

/** Entries dated on a day of the set (a PostgreSQL multirange literal, see journal-date-sets.ts). */
export const datedIn = (multirange: string): SQL =>
  sql`${journalEntries.entryDate} <@ ${multirange}::datemultirange`;
