import type { JournalEntry, JournalPage, JournalPeriodKind, JournalShown } from '@cardology/contract/journal';
import { JOURNAL_PAGE_SIZE } from '@cardology/contract/journal';
import type { CivilDate, EpochDay } from '@cardology/engine/dates';
import { parseIsoDate, toEpochDay, toIsoDate } from '@cardology/engine/dates';
import { periodContaining } from '@cardology/engine/day-cards';
import { isoDateOfDay } from '@cardology/engine/iso-dates';
import { type SQL, sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Db } from '../../db/client.js';
import { journalEntries } from '../../db/schema.js';
import { journalEntryDto } from './journal-cards.js';
import { encodeJournalCursor, type JournalPosition } from './journal-cursor.js';
import {
  cardDays,
  computableRange,
  type DayRange,
  type EntrySpan,
  multirangeText,
  periodDays,
  planetDays,
} from './journal-date-sets.js';
import { datedBetween, datedIn, journalDateSpan, journalRows } from './journal-entries.js';
import type { JournalFilter } from './journal-filter.js';
import { textMatches } from './journal-search.js';

/** The most entries of one period handed to a caller at once (the reflection's prompt, the look-back). */
export const PERIOD_ENTRIES_MAX = 60;

/** The longest span of entries a filter walks: 130 years of days. */
const MAX_SPAN_DAYS = 130 * 366;

const dayOf = (iso: string): EpochDay => {
  const parsed = parseIsoDate(iso);
  if (!parsed.ok) throw new Error(`not a date from the database: ${iso}`);
  return toEpochDay(parsed.value);
};

/** The filter's date conditions over the reader's entries' span; none when the filter has no planet, card or day. */
async function dateConditions(
  db: Db,
  userId: string,
  birth: CivilDate,
  filter: JournalFilter,
): Promise<SQL[]> {
  const conditions: SQL[] = [];
  if (filter.on) conditions.push(datedIn(multirangeText(periodDays(birth, filter.on.day, filter.on.kind))));
  if (!filter.planet && !filter.card) return conditions;
  const dates = await journalDateSpan(db, userId);
  // No entries: nothing can match, and there is no span to compute over.
  if (!dates) return [sql`false`];
  const to = dayOf(dates.newest);
  // Entries are written from the birthdate on, within the profile's 120 years; the clamp keeps the walk
  // bounded even for rows no route could write.
  const span: EntrySpan = { from: Math.max(dayOf(dates.oldest), to - MAX_SPAN_DAYS) as EpochDay, to };
  const key = `${birth.year}-${birth.month}-${birth.day}|${span.from}|${span.to}`;
  if (filter.planet) {
    const planet = filter.planet;
    conditions.push(datedIn(daySet(`${key}|${planet}`, () => planetDays(birth, planet, span))));
  }
  if (filter.card) {
    const card = filter.card;
    conditions.push(datedIn(daySet(`${key}|${card.symbol}`, () => cardDays(birth, card, span))));
  }
  return conditions;
}

/** The period a filter's `period` + `on` name, with its dates (cut to the computable days) and planet. */
function periodShown(birth: CivilDate, on: JournalFilter['on']): JournalShown['period'] {
  if (!on?.kind) return undefined;
  const span = periodContaining(birth, on.kind, toEpochDay(on.day));
  const days = computableRange([span.first, span.last]);
  if (!days) return undefined;
  const dates = { start: isoDateOfDay(days[0]), end: isoDateOfDay(days[1]) };
  return { kind: on.kind, ...dates, ...(span.planet && { planet: span.planet }) };
}

/** The period and the card the filter names, so the page can say what it lists; undefined when neither. */
function shownBy(birth: CivilDate, filter: JournalFilter): JournalShown | undefined {
  const period = periodShown(birth, filter.on);
  const card = filter.card?.symbol;
  if (!period && !card) return undefined;
  return { ...(period && { period }), ...(card && { card }) };
}

/**
 * The day sets filters asked for lately, as multirange text. A card over 120 years is about 650 ranges the
 * engine walks and writes in 2–30 ms of the event loop (a third of that writing the text); a reader paging or
 * asking again gets the same set until their birthdate or their entries' span changes (both in the key).
 * At most 200 sets of about 16 kB.
 */
const daySets = new LRUCache<string, string>({ max: 200 });

function daySet(key: string, ranges: () => DayRange[]): string {
  let text = daySets.get(key);
  if (text === undefined) {
    text = multirangeText(ranges());
    daySets.set(key, text);
  }
  return text;
}

/**
 * One page of the reader's journal, newest first by (date, id), after `after` (from the newest when null),
 * filtered by every part of `filter` at once. Bounded: one span read, one page read of at most
 * JOURNAL_PAGE_SIZE + 1 rows on the (user_id, entry_date, id) index, and the engine's walk over the
 * entries' span (at most about 120 years of weeks).
 */
export async function journalPage(
  db: Db,
  userId: string,
  birth: CivilDate,
  filter: JournalFilter,
  after: JournalPosition | null,
): Promise<JournalPage> {
  const where = await dateConditions(db, userId, birth, filter);
  if (filter.q) where.push(textMatches(filter.q));
  if (after) {
    where.push(
      sql`(${journalEntries.entryDate}, ${journalEntries.id}) < (${after.date}::date, ${after.id}::uuid)`,
    );
  }
  const rows = await journalRows(db, userId, where, JOURNAL_PAGE_SIZE + 1);
  const entries = rows.slice(0, JOURNAL_PAGE_SIZE);
  const last = entries.at(-1);
  const shown = shownBy(birth, filter);
  return {
    entries: entries.map((row) => journalEntryDto(row, birth)),
    next:
      rows.length > JOURNAL_PAGE_SIZE && last
        ? encodeJournalCursor({ date: last.entryDate, id: last.id })
        : null,
    ...(shown && { shown }),
  };
}

/** One period of a reader's life with their entries in it (newest first, at most PERIOD_ENTRIES_MAX). */
export type PeriodEntries = { start: string; end: string; entries: JournalEntry[] };

/**
 * The entries of the period of `kind` containing `on` (for the reflection of issue 24 item 4 and the
 * look-back): at most PERIOD_ENTRIES_MAX, the newest, so a prompt built from them stays bounded.
 */
export async function entriesOfPeriod(
  db: Db,
  userId: string,
  birth: CivilDate,
  kind: JournalPeriodKind,
  on: CivilDate,
  limit = PERIOD_ENTRIES_MAX,
): Promise<PeriodEntries> {
  const period = periodContaining(birth, kind, toEpochDay(on));
  // Cut to the computable days before PostgreSQL sees them. The callers' days are after the birthdate, so
  // this cuts nothing today; a period around a day of year 1 would begin in year 0, which PostgreSQL refuses.
  const days = computableRange([period.first, period.last]);
  if (!days) return { start: toIsoDate(on), end: toIsoDate(on), entries: [] };
  const start = isoDateOfDay(days[0]);
  const end = isoDateOfDay(days[1]);
  const rows = await journalRows(db, userId, [datedBetween(start, end)], Math.min(limit, PERIOD_ENTRIES_MAX));
  return { start, end, entries: rows.map((row) => journalEntryDto(row, birth)) };
}
