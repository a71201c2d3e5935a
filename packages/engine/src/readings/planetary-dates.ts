import type { CivilDate, IsoDate } from '../dates.js';
import { birthdayEpochDay } from '../dates.js';
import { isoDateOfDay } from '../iso-dates.js';
import type { Planet } from '../positions.js';
import { PLANETS } from '../positions.js';

/** One of the seven planetary periods of a year of life, first and last day inclusive. */
export interface PlanetaryPeriod {
  planet: Planet;
  start: IsoDate;
  end: IsoDate;
}

/** Each planetary period is 52 days; Neptune takes whatever is left of the year (53, or 54 with a Feb 29). */
const PERIOD_DAYS = 52;

/**
 * The seven planetary periods of the year of life that starts on the birthday at `age`
 * (docs/cardology-rules.md §6), inclusive ISO dates, tiling the year up to the day before the next birthday.
 * A Feb 29 birthday is kept on Mar 1 in common years, like the age rule.
 */
export function planetaryDates(birthdate: CivilDate, age: number): PlanetaryPeriod[] {
  const [first, last] = yearOfLifeDays(birthdate, age);
  const next = last + 1;
  const periods: PlanetaryPeriod[] = new Array(PLANETS.length);
  for (let k = 0; k < PLANETS.length; k++) {
    const start = first + PERIOD_DAYS * k;
    const end = k === PLANETS.length - 1 ? next - 1 : start + PERIOD_DAYS - 1;
    periods[k] = { planet: PLANETS[k] as Planet, start: isoDateOfDay(start), end: isoDateOfDay(end) };
  }
  return periods;
}

/** The first and last day of the year of life that starts on the birthday at `age`, as day numbers. */
export function yearOfLifeDays(birthdate: CivilDate, age: number): [number, number] {
  return [
    birthdayEpochDay(birthdate, birthdate.year + age),
    birthdayEpochDay(birthdate, birthdate.year + age + 1) - 1,
  ];
}
