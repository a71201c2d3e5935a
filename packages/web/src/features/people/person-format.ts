import { birthCard } from '@cardology/engine/birth-card';
import type { Card } from '@cardology/engine/card';
import { parseBirthdate } from '@cardology/engine/dates';
import { monthName } from '../../lib/dates';

/** 'May 17, 1990' from '1990-05-17' (or MM/DD/YYYY); the text itself when it is not a date. */
export function formatBirthdate(birthdate: string): string {
  const parsed = parseBirthdate(birthdate);
  if (!parsed.ok) return birthdate;
  const { year, month, day } = parsed.value;
  // Built from the parts, not a Date, so no time zone can move the day.
  return `${monthName(month, { short: true })} ${day}, ${year}`;
}

/** The birth card of a birthdate (December 31 is the Joker), or null without a readable date. */
export function birthCardOf(birthdate: string | null): Card | null {
  if (!birthdate) return null;
  const parsed = parseBirthdate(birthdate);
  return parsed.ok ? birthCard(parsed.value.month, parsed.value.day) : null;
}
