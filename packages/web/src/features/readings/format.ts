import type { DateRange } from '@cardology/contract/wire';
import { format, isValid, parseISO } from 'date-fns';
import { contractText, currentLanguage } from '../../i18n/i18n';

/** How a day is written in Spanish and Portuguese: Intl's own order and words for the language shown. */
const INTL_STYLE: Readonly<Record<string, 'medium' | 'full'>> = {
  'MMM d, yyyy': 'medium',
  'EEEE, MMMM d, yyyy': 'full',
};

/**
 * 'May 17, 2025' from an ISO date; the ISO text itself if it will not parse. English keeps the product's
 * date-fns pattern; es/pt-BR write the same day by Intl ('17 may 2025', 'sábado, 17 de mayo de 2025').
 */
export function formatDay(iso: string, pattern = 'MMM d, yyyy', language = currentLanguage()): string {
  const date = parseISO(iso);
  if (!isValid(date)) return iso;
  if (language === 'en') return format(date, pattern);
  return new Intl.DateTimeFormat(language, { dateStyle: INTL_STYLE[pattern] ?? 'medium' }).format(date);
}

/** '{start} – {end}', or the product's words when the reading lacks one or both dates. */
export function formatRange(range: Partial<DateRange> | null | undefined): string {
  const start = range?.start?.trim();
  const end = range?.end?.trim();
  if (!start && !end) return contractText('NO_DATE_RANGE');
  if (!start || !end) return contractText('INCOMPLETE_DATE_RANGE');
  return `${formatDay(start)} – ${formatDay(end)}`;
}
