import type { JournalLookBack } from '@cardology/contract/journal';
import type { CivilDate, Day } from '@cardology/engine/dates';
import { daysInMonth, fromEpochDay, toEpochDay, toIsoDate } from '@cardology/engine/dates';
import { periodContaining } from '@cardology/engine/day-cards';
import type { Db } from '../../db/client.js';
import { journalEntryDto } from './journal-cards.js';
import { datedBetween, journalRows } from './journal-entries.js';
import { ENGLISH_WORDS, type JournalWords, planetIn, say } from './journal-language.js';
import { entriesOfPeriod } from './journal-page.js';

/** Entries a look-back shows at most: a glimpse on the home page, the rest one click away. */
const LOOK_BACK_ENTRIES = 3;

/** A planetary period's year of life is 365 or 366 days, so this many days back lands in the same planet's previous period. */
const DAYS_IN_COMMON_YEAR = 365;

/**
 * The same month and day a year before `today`. February 29 has no such day in the year before (a leap
 * year is never followed by one), so it looks back to February 28.
 */
export function yearBefore(today: CivilDate): CivilDate {
  const year = today.year - 1;
  return { year, month: today.month, day: Math.min(today.day, daysInMonth(year, today.month)) as Day };
}

/**
 * One gentle look back for the home page (issue 24 item 3): the entries written for this day a year ago;
 * else those of the reader's previous period of the planet ruling now; else null. At most
 * LOOK_BACK_ENTRIES entries, newest first; two bounded reads of the list's index. Titled in `words`' language.
 */
export async function journalLookBack(
  db: Db,
  userId: string,
  birth: CivilDate,
  today: CivilDate,
  words: JournalWords = ENGLISH_WORDS,
): Promise<JournalLookBack> {
  const yearAgo = toIsoDate(yearBefore(today));
  const sameDay = await journalRows(db, userId, [datedBetween(yearAgo, yearAgo)], LOOK_BACK_ENTRIES);
  if (sameDay.length > 0) {
    return {
      look_back: {
        kind: 'year-ago',
        title: say(words, 'LOOK_BACK_YEAR_AGO'),
        filter: { on: yearAgo },
        entries: sameDay.map((row) => journalEntryDto(row, birth)),
      },
    };
  }
  const now = periodContaining(birth, 'planetary', toEpochDay(today));
  const before = fromEpochDay(now.first - DAYS_IN_COMMON_YEAR);
  const last = await entriesOfPeriod(db, userId, birth, 'planetary', before, LOOK_BACK_ENTRIES);
  if (last.entries.length === 0 || !now.planet) return { look_back: null };
  return {
    look_back: {
      kind: 'last-period',
      title: say(words, 'LOOK_BACK_LAST_PERIOD', { planet: planetIn(words, now.planet) }),
      filter: { period: 'planetary', on: last.start },
      entries: last.entries,
    },
  };
}
