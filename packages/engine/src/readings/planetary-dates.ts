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

/** A planetary period as day numbers, `first` and `last` inclusive: the one split both dates and day cards read. */
export interface PlanetarySpan {
  planet: Planet;
  first: number;
  last: number;
}

/**
 * The seven planetary periods of the year of life that starts on the birthday at `age`
 * (docs/cardology-rules.md §6), tiling the year up to the day before the next birthday; `age` may be below zero
 * (a day before the birth date reads the year before it). A Feb 29 birthday is kept on Mar 1 in common years,
 * like the age rule.
 */
export function planetarySpans(birthdate: CivilDate, age: number): PlanetarySpan[] {
  const [first, last] = yearOfLifeDays(birthdate, age);
  return PLANETS.map((planet, k) => {
    const start = first + PERIOD_DAYS * k;
    return { planet, first: start, last: k === PLANETS.length - 1 ? last : start + PERIOD_DAYS - 1 };
  });
}

/** The seven planetary periods of the year of life that starts on the birthday at `age`, as inclusive ISO dates. */
export function planetaryDates(birthdate: CivilDate, age: number): PlanetaryPeriod[] {
  return planetarySpans(birthdate, age).map(({ planet, first, last }) => ({
    planet,
    start: isoDateOfDay(first),
    end: isoDateOfDay(last),
  }));
}

/** The first and last day of the year of life that starts on the birthday at `age`, as day numbers. */
export function yearOfLifeDays(birthdate: CivilDate, age: number): [number, number] {
  return [
    birthdayEpochDay(birthdate, birthdate.year + age),
    birthdayEpochDay(birthdate, birthdate.year + age + 1) - 1,
  ];
}
