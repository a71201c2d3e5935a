import type { EpochDay, IsoDate } from './dates.js';
import { fromEpochDay, toIsoDate } from './dates.js';

// Readings print the same few hundred thousand days again and again (every birthday, period start and
// end between 1800 and 2299). Each day's 'YYYY-MM-DD' string is built the first time it is needed and
// then shared, so a reading allocates no date strings. Worst case, every day filled: about 183k short
// strings, ~8 MB. Days outside the window are formatted on each call.
const FIRST_DAY = -62_091; // 1800-01-01
const DAYS = 182_621; // through 2299-12-31
// Filled with '' up front: a `new Array(n)` this large would be a slow dictionary-mode array in V8.
const table: IsoDate[] = Array.from({ length: DAYS }, () => '');

/** 'YYYY-MM-DD' of a day number; the same string object every time for days 1800..2299. */
export function isoDateOfDay(epochDay: EpochDay | number): IsoDate {
  const slot = epochDay - FIRST_DAY;
  if (slot < 0 || slot >= DAYS) return toIsoDate(fromEpochDay(epochDay));
  const cached = table[slot];
  if (cached) return cached;
  const built = toIsoDate(fromEpochDay(epochDay));
  table[slot] = built;
  return built;
}
