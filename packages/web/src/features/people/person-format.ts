import { birthCard } from '@cardology/engine/birth-card';
import type { Card } from '@cardology/engine/card';
import { parseBirthdate } from '@cardology/engine/dates';
import { currentLanguage } from '../../i18n/i18n';
import { monthName } from '../../lib/dates';

/**
 * 'May 17, 1990' from '1990-05-17' (or MM/DD/YYYY); in Spanish and Portuguese Intl's own order and month
 * ('17 may 1990', '17 de mai. de 1990'). The text itself when it is not a date.
 */
export function formatBirthdate(birthdate: string): string {
  const parsed = parseBirthdate(birthdate);
  if (!parsed.ok) return birthdate;
  const { year, month, day } = parsed.value;
  const language = currentLanguage();
  // English built from the parts, as the product spec writes it. Intl reads the day at UTC midnight, so no
  // time zone can move it; setUTCFullYear keeps years below 100 as written.
  if (language === 'en') return `${monthName(month, { short: true })} ${day}, ${year}`;
  const instant = new Date(Date.UTC(2000, month - 1, day));
  instant.setUTCFullYear(year);
  return new Intl.DateTimeFormat(language, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(instant);
}

/** The birth card of a birthdate (December 31 is the Joker), or null without a readable date. */
export function birthCardOf(birthdate: string | null): Card | null {
  if (!birthdate) return null;
  const parsed = parseBirthdate(birthdate);
  return parsed.ok ? birthCard(parsed.value.month, parsed.value.day) : null;
}
