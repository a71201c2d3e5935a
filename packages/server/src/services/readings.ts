import type { CivilDate } from '@cardology/engine/dates';
import { toIsoDate } from '@cardology/engine/dates';
import type { SevenWeekReading } from '@cardology/engine/readings/seven-week';
import { sevenWeekReading } from '@cardology/engine/readings/seven-week';
import type { SevenYearReading } from '@cardology/engine/readings/seven-year';
import { sevenYearReading } from '@cardology/engine/readings/seven-year';
import type { WeeklyReading } from '@cardology/engine/readings/weekly';
import { weeklyReading } from '@cardology/engine/readings/weekly';
import type { YearlyReading } from '@cardology/engine/readings/yearly';
import { yearlyReading } from '@cardology/engine/readings/yearly';
import { ReadingCache } from '../lib/reading-cache.js';
import { today } from '../lib/today.js';

/** A validated yearly request (contract/reading-requests.ts `yearlyRequest`). */
export type YearlyInput = { birthdate: CivilDate; age: number };
/** A validated period request (contract/reading-requests.ts `periodRequest`). */
export type PeriodInput = {
  birthdate: CivilDate;
  age?: number | undefined;
  date_offset?: number | undefined;
  date?: CivilDate | undefined;
};

/** The four readings, computed as the reading routes serve them. An engine error is thrown as a 400. */
export interface Readings {
  yearly(input: YearlyInput): YearlyReading;
  weekly(input: PeriodInput): WeeklyReading;
  sevenWeek(input: PeriodInput): SevenWeekReading;
  sevenYear(input: PeriodInput): SevenYearReading;
}

/**
 * The engine's readings behind one set of caches (lib/reading-cache.ts), keyed by the normalised input.
 * `date` is the day read (default: today's UTC date from the clock). Shared by the reading routes and the
 * assistant, so an interpretation reads exactly the reading the page shows.
 */
export function createReadings(clock: () => Date): Readings {
  const yearly = new ReadingCache<YearlyReading>();
  const weekly = new ReadingCache<WeeklyReading>();
  const sevenWeek = new ReadingCache<SevenWeekReading>();
  const sevenYear = new ReadingCache<SevenYearReading>();
  return {
    yearly: ({ birthdate, age }) =>
      yearly.get(`${toIsoDate(birthdate)} ${age}`, () => yearlyReading({ birthdate, age })),
    weekly: ({ birthdate, date_offset: dateOffset, date = today(clock) }) =>
      weekly.get(`${toIsoDate(birthdate)} ${toIsoDate(date)} ${dateOffset ?? 0}`, () =>
        weeklyReading({ birthdate, dateOffset, date }),
      ),
    sevenWeek: ({ birthdate, date_offset: dateOffset, date = today(clock) }) =>
      sevenWeek.get(`${toIsoDate(birthdate)} ${toIsoDate(date)} ${dateOffset ?? 0}`, () =>
        sevenWeekReading({ birthdate, dateOffset, date }),
      ),
    sevenYear: ({ birthdate, age, date_offset: dateOffset, date = today(clock) }) =>
      sevenYear.get(`${toIsoDate(birthdate)} ${toIsoDate(date)} ${age ?? '-'} ${dateOffset ?? 0}`, () =>
        sevenYearReading({ birthdate, age, dateOffset, date }),
      ),
  };
}
