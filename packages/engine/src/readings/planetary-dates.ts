import type { PlanetaryPeriod } from '../api-types.js';
import type { CivilDate } from '../dates.js';
import { birthdayInYear, fromEpochDay, toEpochDay, toIsoDate } from '../dates.js';
import { PLANETS } from '../positions.js';

/** Each planetary period is 52 days; Neptune takes whatever is left of the year (53, or 54 with a Feb 29). */
const PERIOD_DAYS = 52;

/**
 * The seven planetary periods of the year of life that starts on the birthday at `age` (ALGORITHMS.md §6),
 * inclusive ISO dates, tiling the year up to the day before the next birthday. A Feb 29 birthday is kept
 * on Mar 1 in common years, like the age rule.
 */
export function planetaryDates(birthdate: CivilDate, age: number): PlanetaryPeriod[] {
  const first = toEpochDay(birthdayInYear(birthdate, birthdate.year + age));
  const next = toEpochDay(birthdayInYear(birthdate, birthdate.year + age + 1));
  return PLANETS.map((planet, k) => {
    const start = first + PERIOD_DAYS * k;
    const end = k === PLANETS.length - 1 ? next - 1 : start + PERIOD_DAYS - 1;
    return { planet, start: toIsoDate(fromEpochDay(start)), end: toIsoDate(fromEpochDay(end)) };
  });
}
