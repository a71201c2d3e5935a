// Which notices a reader's local day has (issue 34 item 2, docs/decisions/050-notices.md), decided by the
// engine's own rules, never re-derived: a period begins on a day the yearly reading dates it from, and a
// person's new year begins on the day their age (engine `ageOn`, Feb 29 on Mar 1 in common years) turns.
import { birthCard } from '@cardology/engine/birth-card';
import { isJoker } from '@cardology/engine/card';
import type { CivilDate } from '@cardology/engine/dates';
import { addDays, ageOn, parseIsoDate, toIsoDate } from '@cardology/engine/dates';
import { isReadingAge } from '@cardology/engine/readings/errors';
import { planetaryDates } from '@cardology/engine/readings/planetary-dates';
import { type DatedPeriod, periodsOfThisAndNextYear } from '../../lib/planetary-periods.js';

/** The planetary period that begins on `today` for a reader born on `birthdate`, or null (most days). */
export function periodBeginningOn(birthdate: CivilDate, today: CivilDate): DatedPeriod | null {
  const periods = periodsOfThisAndNextYear(birthdate, today);
  if (periods === 'joker') return null;
  const iso = toIsoDate(today);
  return periods.find((period) => period.start === iso) ?? null;
}

/**
 * Whether a planetary period begins on `today`: the same dates as periodBeginningOn (the yearly reading takes
 * them from planetaryDates), without composing the reading, so queueing stays cheap on the many quiet days.
 */
export function aPeriodBeginsOn(birthdate: CivilDate, today: CivilDate): boolean {
  if (isJoker(birthCard(birthdate.month, birthdate.day))) return false;
  const age = ageOn(birthdate, today);
  const iso = toIsoDate(today);
  return isReadingAge(age) && planetaryDates(birthdate, age).some((period) => period.start === iso);
}

/** A saved person as the notices read them: a name and a birthdate ('YYYY-MM-DD'), nothing else. */
export type SavedPerson = { name: string; birthdate: string };

/** The people whose new year begins the day after `today`: today is their birthday's eve. */
export function peopleWithNewYearTomorrow<P extends SavedPerson>(
  people: readonly P[],
  today: CivilDate,
): P[] {
  const tomorrow = addDays(today, 1);
  return people.filter((person) => {
    const birth = parseIsoDate(person.birthdate);
    // A birthdate after tomorrow has age 0 on both days (ageOn's floor), so it is never its eve.
    return birth.ok && ageOn(birth.value, tomorrow) > ageOn(birth.value, today);
  });
}

/** A person's first name, as a notice may use it when the reader allows: the first word of the saved name. */
export function firstName(name: string): string {
  return name.trim().split(/\s+/u)[0] ?? '';
}
