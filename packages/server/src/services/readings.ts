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
import { EN } from '@cardology/engine/texts/locales/en/index';
import type { LocaleCatalog } from '@cardology/engine/texts/locales/types';
import { ReadingCache } from '../lib/reading-cache.js';
import { today } from '../lib/today.js';

/** A validated yearly request (contract/reading-requests.ts `yearlyRequest`). */
type YearlyInput = { birthdate: CivilDate; age: number };
/** A validated period request (contract/reading-requests.ts `periodRequest`). */
export type PeriodInput = {
  birthdate: CivilDate;
  age?: number | undefined;
  date_offset?: number | undefined;
  date?: CivilDate | undefined;
};

/**
 * The four readings, computed as the reading routes serve them, in the language of `texts` (a catalog from
 * lib/engine-language.ts; English when left out). An engine error is thrown as a 400.
 */
export interface Readings {
  yearly(input: YearlyInput, texts?: LocaleCatalog): YearlyReading;
  weekly(input: PeriodInput, texts?: LocaleCatalog): WeeklyReading;
  sevenWeek(input: PeriodInput, texts?: LocaleCatalog): SevenWeekReading;
  sevenYear(input: PeriodInput, texts?: LocaleCatalog): SevenYearReading;
}

/**
 * One kind of reading's caches, one per language: a reading is remembered by its catalog, then by its
 * normalised input, so an answer is never served in another language than the one asked. There are as many
 * catalogs as languages (lib/engine-language.ts loads each once), so this map stays that small.
 */
function cachesByLanguage<T extends object>(): (texts: LocaleCatalog) => ReadingCache<T> {
  const caches = new Map<LocaleCatalog, ReadingCache<T>>();
  return (texts) => {
    let cache = caches.get(texts);
    if (!cache) {
      cache = new ReadingCache<T>();
      caches.set(texts, cache);
    }
    return cache;
  };
}

/**
 * The engine's readings behind one set of caches (lib/reading-cache.ts) per language, keyed by the normalised
 * input. `date` is the day read (default: today's UTC date from the clock). Shared by the reading routes and
 * the assistant, so an interpretation reads exactly the reading the page shows.
 */
export function createReadings(clock: () => Date): Readings {
  const yearly = cachesByLanguage<YearlyReading>();
  const weekly = cachesByLanguage<WeeklyReading>();
  const sevenWeek = cachesByLanguage<SevenWeekReading>();
  const sevenYear = cachesByLanguage<SevenYearReading>();
  return {
    yearly: ({ birthdate, age }, texts = EN) =>
      yearly(texts).get(`${toIsoDate(birthdate)} ${age}`, () => yearlyReading({ birthdate, age }, texts)),
    weekly: ({ birthdate, date_offset: dateOffset, date = today(clock) }, texts = EN) =>
      weekly(texts).get(`${toIsoDate(birthdate)} ${toIsoDate(date)} ${dateOffset ?? 0}`, () =>
        weeklyReading({ birthdate, dateOffset, date }, texts),
      ),
    sevenWeek: ({ birthdate, date_offset: dateOffset, date = today(clock) }, texts = EN) =>
      sevenWeek(texts).get(`${toIsoDate(birthdate)} ${toIsoDate(date)} ${dateOffset ?? 0}`, () =>
        sevenWeekReading({ birthdate, dateOffset, date }, texts),
      ),
    sevenYear: ({ birthdate, age, date_offset: dateOffset, date = today(clock) }, texts = EN) =>
      sevenYear(texts).get(
        `${toIsoDate(birthdate)} ${toIsoDate(date)} ${age ?? '-'} ${dateOffset ?? 0}`,
        () => sevenYearReading({ birthdate, age, dateOffset, date }, texts),
      ),
  };
}
