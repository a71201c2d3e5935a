import { format } from 'date-fns';
import { currentLanguage } from '../i18n/i18n';

// Apart from lib/dates.ts, which the first page's script holds: date-fns' formatter loads with the pages that
// show an instant, not with the entry.

/**
 * An instant in the reader's own time zone, or '' for text that is no instant. English: 'MMM d, yyyy - h:mm a'
 * (docs/product.md §9); Spanish and Portuguese: their own order and words, by Intl ('17 may 2025, 14:05').
 */
export function localDateTime(iso: string, language = currentLanguage()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  if (language === 'en') return format(date, 'MMM d, yyyy - h:mm a');
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}
