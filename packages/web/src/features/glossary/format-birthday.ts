import type { Language } from '@cardology/contract/languages';
import { monthName } from '../../lib/dates';

/**
 * 'MM-DD' as people say it: '01-01' → 'January 1' in English (the product's wording), '1 de enero' /
 * '1 de janeiro' by Intl in Spanish and Portuguese. Anything else is shown as it came.
 */
export function formatBirthday(monthDay: string, language: Language = 'en'): string {
  const match = /^(\d{2})-(\d{2})$/.exec(monthDay);
  const month = match ? monthName(Number(match[1])) : undefined;
  if (!match || !month) return monthDay;
  if (language === 'en') return `${month} ${Number(match[2])}`;
  const day = Date.UTC(2000, Number(match[1]) - 1, Number(match[2]));
  return new Intl.DateTimeFormat(language, { month: 'long', day: 'numeric', timeZone: 'UTC' }).format(day);
}
