import type { Card } from '@cardology/engine/card';
import type { CivilDate, EpochDay } from '@cardology/engine/dates';
import { FIRST_COMPUTABLE_DAY, LAST_COMPUTABLE_DAY, toEpochDay } from '@cardology/engine/dates';
import type { PeriodKind, PeriodSpan } from '@cardology/engine/day-cards';
import { daysOfCardBetween, periodContaining, periodsBetween } from '@cardology/engine/day-cards';
import { isoDateOfDay } from '@cardology/engine/iso-dates';
import type { Planet } from '@cardology/engine/positions';

// The planet, card and period filters in dates (docs/decisions/040-journal.md). The cards are computed from
// the current birthdate and never stored, so "entries in a Venus period" cannot be a column: the engine lists
// the days that qualify over the span of the reader's entries, and SQL keeps the entries dated in them. The
// set goes to PostgreSQL as one `datemultirange` literal, which merges overlapping ranges and answers
// "is this day in it" by binary search.

/** Inclusive day numbers: the first and last day of a range. */
export type DayRange = readonly [EpochDay, EpochDay];

/** The days of the reader's entries the filter looks at: their oldest to their newest date. */
export type EntrySpan = { readonly from: EpochDay; readonly to: EpochDay };

const KINDS: readonly PeriodKind[] = ['planetary', 'seven-week', 'weekly'];

/**
 * A range cut to the days the rules compute with (0001-01-01..9999-12-31), or null when none of it is. A
 * period around a day in year 1 begins in year 0, which PostgreSQL refuses as a date (a 500 once, with the
 * reader's birthday in the error); no entry can be dated outside those days, so the cut loses none.
 */
export function computableRange([first, last]: DayRange): DayRange | null {
  const from = Math.max(first, FIRST_COMPUTABLE_DAY) as EpochDay;
  const to = Math.min(last, LAST_COMPUTABLE_DAY) as EpochDay;
  return from <= to ? [from, to] : null;
}

/**
 * A set of day ranges as PostgreSQL's multirange text: '{[2024-03-01,2024-04-21],…}' ('{}' when empty),
 * each cut to the computable days.
 */
export function multirangeText(ranges: readonly DayRange[]): string {
  const kept = ranges.map(computableRange).filter((range): range is DayRange => range !== null);
  return `{${kept.map(([first, last]) => `[${isoDateOfDay(first)},${isoDateOfDay(last)}]`).join(',')}}`;
}

const rangeOf = (period: PeriodSpan): DayRange => [period.first, period.last];

/** Every planetary period of `planet` overlapping the span. */
export function planetDays(birth: CivilDate, planet: Planet, span: EntrySpan): DayRange[] {
  return periodsBetween(birth, 'planetary', span.from, span.to)
    .filter((period) => period.planet === planet)
    .map(rangeOf);
}

/**
 * Every day of the span on which `card` is in play: its own days (the card of the calendar day) and the
 * planetary, 7-week and weekly periods whose card it is.
 */
export function cardDays(birth: CivilDate, card: Card, span: EntrySpan): DayRange[] {
  const own = daysOfCardBetween(card, span.from, span.to).map((day): DayRange => [day, day]);
  const periods = KINDS.flatMap((kind) =>
    periodsBetween(birth, kind, span.from, span.to)
      .filter((period) => period.card.symbol === card.symbol)
      .map(rangeOf),
  );
  return [...own, ...periods];
}

/** The period of `kind` containing `day`, or the day alone without a kind. */
export function periodDays(birth: CivilDate, day: CivilDate, kind: PeriodKind | undefined): DayRange[] {
  const epochDay = toEpochDay(day);
  if (!kind) return [[epochDay, epochDay]];
  return [rangeOf(periodContaining(birth, kind, epochDay))];
}
