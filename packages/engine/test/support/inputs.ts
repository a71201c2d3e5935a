import type { CivilDate } from '../../src/dates.js';
import { parseBirthdate, parseIsoDate } from '../../src/dates.js';

/** A date the test itself supplies; a typo there is a broken test, so it throws. */
export function isoDate(text: string): CivilDate {
  const parsed = parseIsoDate(text);
  if (!parsed.ok) throw new Error(`Test date ${text}: ${parsed.error}`);
  return parsed.value;
}

export function birthdate(text: string): CivilDate {
  const parsed = parseBirthdate(text);
  if (!parsed.ok) throw new Error(`Test birthdate ${text}: ${parsed.error}`);
  return parsed.value;
}
