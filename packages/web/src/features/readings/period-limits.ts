import { AGE_MAX, AGE_MIN } from '@cardology/contract/limits';
import { daysBetween, parseBirthdate } from '@cardology/engine/dates';
import { localDay } from '../../lib/dates';
import type { SelectedPerson } from '../people/reading-profile';

/**
 * Whether a fixed-length period `direction` steps past `offset` still starts on or after the birth
 * date. The server counts periods from the birth date up to the reader's today, docs/cardology-rules.md §7.
 */
export function canStepPeriod(
  person: SelectedPerson,
  offset: number,
  direction: -1 | 1,
  lengthDays: number,
  now: number = Date.now(),
): boolean {
  if (direction > 0) return true;
  const birth = person.birthdate ? parseBirthdate(person.birthdate) : null;
  if (!birth?.ok) return true;
  const lived = daysBetween(birth.value, localDay(now));
  return Math.floor(lived / lengthDays) + offset - 1 >= 0;
}

/** The 7-year page reads age + offset; the server refuses below 0 and above 120. */
export function canStepYears(person: SelectedPerson, offset: number, direction: -1 | 1, years = 7): boolean {
  if (person.age === null) return true;
  const next = person.age + offset + direction * years;
  return next >= AGE_MIN && next <= AGE_MAX;
}

/** 'This week', 'Next week', '3 weeks ago' … for an offset in whole periods. */
export function describePeriodOffset(
  offset: number,
  unit: string,
  current: string,
  next: string,
  last: string,
  /** '{n} weeks ahead' / '{n} weeks ago' in the language shown; English from `unit` without them. */
  many?: { ahead: (n: number) => string; ago: (n: number) => string },
) {
  if (offset === 0) return current;
  if (offset === 1) return next;
  if (offset === -1) return last;
  if (many) return offset > 0 ? many.ahead(offset) : many.ago(-offset);
  return offset > 0 ? `${offset} ${unit}s ahead` : `${-offset} ${unit}s ago`;
}
