import type { PlayingCard } from '../card.js';
import type { CivilDate, IsoDate } from '../dates.js';
import { ageOn, fromEpochDay, isComputableSpan, toEpochDay } from '../dates.js';
import { DATE_OUT_OF_RANGE } from '../input-errors.js';
import { isoDateOfDay } from '../iso-dates.js';
import type { Result } from '../result.js';
import { err, ok } from '../result.js';
import type { SpreadIndex } from '../spreads.js';
import { spreadIndex } from '../spreads.js';
import { EN } from '../texts/locales/en/index.js';
import type { LocaleCatalog } from '../texts/locales/types.js';
import { DATE_BEFORE_BIRTH_ERROR, OFFSET_ERROR, PERIOD_BEFORE_BIRTH_ERROR } from './errors.js';
import type { SpreadCore } from './spread-core.js';
import { readingBirthCard, spreadCore } from './spread-core.js';

/** The first and last day of a period, inclusive. */
export interface DateRange {
  start: IsoDate;
  end: IsoDate;
}

export interface PeriodReadingInput {
  readonly birthdate: CivilDate;
  /** The day the reading is for (never the clock: the caller decides what "today" is). */
  readonly date: CivilDate;
  /** Whole periods to step forward (+) or back (−) from the one containing `date`. Default 0. */
  readonly dateOffset?: number;
}

/** One period of a card's life that a weekly, 7-week or 7-year reading describes. */
export interface Period {
  readonly birthCard: PlayingCard;
  /** Which period of life this is (week k, 49-day period k, or 7-year cycle j), from 0. */
  readonly index: number;
  readonly spreadIndex: SpreadIndex;
  readonly core: SpreadCore;
  readonly dates: DateRange;
}

/** Checks an offset from the request: an integer, 0 when absent. */
export function readOffset(dateOffset: number | undefined): Result<number> {
  const offset = dateOffset ?? 0;
  return Number.isInteger(offset) ? ok(offset) : err(OFFSET_ERROR);
}

/**
 * The period of life with this index, first to last day inclusive: read in spread index + 1 (period 0
 * reads the Life Spread), docs/cardology-rules.md §3.4. Its texts are written in `texts`' language.
 */
export function periodOf(
  birthCard: PlayingCard,
  index: number,
  firstDay: number,
  lastDay: number,
  texts: LocaleCatalog = EN,
): Period {
  const n = spreadIndex(index + 1);
  return {
    birthCard,
    index,
    spreadIndex: n,
    core: spreadCore(birthCard, n, texts),
    dates: { start: isoDateOfDay(firstDay), end: isoDateOfDay(lastDay) },
  };
}

/**
 * A fixed-length period counted from the birth date (weekly: 7 days, 7-week: 49), docs/cardology-rules.md §7:
 * day 0 is the birth date, k = floor(days lived / L) + offset. Also returns the age on its first day.
 */
export function dayPeriod(
  input: PeriodReadingInput,
  lengthDays: number,
  texts: LocaleCatalog = EN,
): Result<{ period: Period; ageAtStart: number }> {
  const offset = readOffset(input.dateOffset);
  if (!offset.ok) return offset;
  const birth = readingBirthCard(input.birthdate);
  if (!birth.ok) return birth;
  const born = toEpochDay(input.birthdate);
  const lived = toEpochDay(input.date) - born;
  if (lived < 0) return err(DATE_BEFORE_BIRTH_ERROR);
  const k = Math.floor(lived / lengthDays) + offset.value;
  if (k < 0) return err(PERIOD_BEFORE_BIRTH_ERROR);
  const firstDay = born + lengthDays * k;
  // An offset can step past 9999-12-31 from a date within it.
  if (!isComputableSpan(firstDay, firstDay + lengthDays - 1)) return err(DATE_OUT_OF_RANGE);
  return ok({
    period: periodOf(birth.value, k, firstDay, firstDay + lengthDays - 1, texts),
    ageAtStart: ageOn(input.birthdate, fromEpochDay(firstDay)),
  });
}
