import type { CivilDate } from '../dates.js';
import { ageOn, birthdayEpochDay, compareDates } from '../dates.js';
import { isoDateOfDay } from '../iso-dates.js';
import { LIFE_SPREAD_INDEX } from '../life-spread.js';
import { isReadingAge } from '../readings/errors.js';
import { dayPeriod } from '../readings/period.js';
import type { SpreadIndex } from '../spreads.js';
import { spreadIndex } from '../spreads.js';
import type { ConnectionSpread } from './kinds.js';

/** First and last day of a period, both inclusive, as 'YYYY-MM-DD'. */
export interface PeriodDates {
  readonly start: string;
  readonly end: string;
}

/** One spread a person's cards are read in: which one, its index (mod 90) and, for a period, its days. */
export interface CurrentSpread {
  readonly kind: ConnectionSpread;
  readonly spreadIndex: SpreadIndex;
  /** Null for the Life Spread, which has no period. */
  readonly dates: PeriodDates | null;
}

const LIFE: CurrentSpread = Object.freeze({ kind: 'life', spreadIndex: LIFE_SPREAD_INDEX, dates: null });

/**
 * The spreads of a person on a day, in CONNECTION_SPREADS order. "Current" is the period that contains
 * the day, exactly as the readings count it (docs/cardology-rules.md §6, §7): the year of life at the age
 * on that day, the 49-day period and the week holding it. A day before the birth has no current period,
 * and an age past the readings' range has no yearly spread, so only the Life Spread is left then.
 */
export function currentSpreads(birthdate: CivilDate, today: CivilDate): readonly CurrentSpread[] {
  if (compareDates(today, birthdate) < 0) return [LIFE];
  const spreads: CurrentSpread[] = [LIFE];
  const age = ageOn(birthdate, today);
  if (isReadingAge(age)) {
    const first = birthdayEpochDay(birthdate, birthdate.year + age);
    const next = birthdayEpochDay(birthdate, birthdate.year + age + 1);
    spreads.push({
      kind: 'yearly',
      spreadIndex: spreadIndex(age + 1),
      dates: { start: isoDateOfDay(first), end: isoDateOfDay(next - 1) },
    });
  }
  for (const [kind, days] of [
    ['seven-week', 49],
    ['weekly', 7],
  ] as const) {
    const found = dayPeriod({ birthdate, date: today }, days);
    // Only the Joker fails here (the day is on or after the birth and there is no offset); its
    // spreads are never asked for, so this is a guard, not a path.
    if (found.ok) {
      const { spreadIndex: n, dates } = found.value.period;
      spreads.push({ kind, spreadIndex: n, dates: { start: dates.start, end: dates.end } });
    }
  }
  return spreads;
}
