import { setImmediate as nextTurn } from 'node:timers/promises';
import { cleanText } from '@cardology/contract/clean-text';
import type { CivilDate } from '@cardology/engine/dates';
import { parseIsoDate } from '@cardology/engine/dates';
import { dayCards } from '@cardology/engine/day-cards';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { journalEntries } from '../../db/schema.js';
import { EXPORT_PAGE_ROWS } from '../account-export.js';
import type { JournalRow } from './journal-cards.js';
import { journalColumns } from './journal-entries.js';
import { cardsLine, ENGLISH_WORDS, type JournalWords, say } from './journal-language.js';

// The journal alone as Markdown (issue 24 item 5), oldest entry first as a diary reads: a `## <date>`
// section per entry, a line with its cards (in the reader's language: journal-language.ts), then the text as written. Read EXPORT_PAGE_ROWS entries at a
// time with a turn of the event loop between pages, as the account export (decision 031): memory and each
// turn are bounded by one page, whatever the journal holds (at most JOURNAL_ENTRIES_MAX entries).

/** The download's file name for the reader's day. */
export const journalFileName = (day: string) => `cardology-journal-${day}.md`;

function section(row: JournalRow, birth: CivilDate | null, words: JournalWords): string {
  const date = parseIsoDate(row.entryDate);
  const cards = birth && date.ok ? `*${cardsLine(dayCards(birth, date.value), words)}*\n\n` : '';
  // Cleaned again as the body rule cleans: a note written before it may hold a control character (issue 31),
  // and a Markdown file is read in editors and terminals that act on them.
  return `## ${row.entryDate}\n\n${cards}${cleanText(row.text)}\n\n`;
}

function page(db: Db, userId: string, after: { date: string; id: string } | null): Promise<JournalRow[]> {
  return db
    .select(journalColumns)
    .from(journalEntries)
    .where(
      and(
        eq(journalEntries.userId, userId),
        after
          ? sql`(${journalEntries.entryDate}, ${journalEntries.id}) > (${after.date}::date, ${after.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(asc(journalEntries.entryDate), asc(journalEntries.id))
    .limit(EXPORT_PAGE_ROWS);
}

/**
 * The whole journal as Markdown text, one page of entries per piece. Without a birthdate on the profile
 * the entries are still all there, without their cards: a reader can always take their words away.
 */
export async function* journalMarkdown(
  db: Db,
  userId: string,
  birth: CivilDate | null,
  words: JournalWords = ENGLISH_WORDS,
): AsyncGenerator<string> {
  yield `# ${say(words, 'JOURNAL_MARKDOWN_TITLE')}\n\n`;
  let after: { date: string; id: string } | null = null;
  for (;;) {
    const rows = await page(db, userId, after);
    if (rows.length > 0) yield rows.map((row) => section(row, birth, words)).join('');
    const last = rows.at(-1);
    if (rows.length < EXPORT_PAGE_ROWS || !last) return;
    after = { date: last.entryDate, id: last.id };
    await nextTurn();
  }
}
