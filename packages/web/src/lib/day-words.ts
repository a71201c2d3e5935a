// Calendar days in words, in the reader's language: the journal's and the saved reflections' dates.
import { currentLanguage } from '../i18n/i18n';

/** A 'YYYY-MM-DD' day as the instant of its UTC midnight, formatted in UTC: the day never shifts with the zone. */
function dayInstant(iso: string): number {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  return Date.UTC(year, month - 1, day);
}

// English keeps the reader's own locale (undefined): a date is the one thing on the page they read in their own
// way. A reader who chose Spanish or Portuguese reads it in that language (issue 26).
const LONG: Intl.DateTimeFormatOptions = { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' };
const SHORT: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'short', day: 'numeric' };
const formats = new Map<string, Intl.DateTimeFormat>();

/** One formatter per language and style, made on first use. */
function formatter(style: 'long' | 'short'): Intl.DateTimeFormat {
  const language = currentLanguage();
  const key = `${language}|${style}`;
  let format = formats.get(key);
  if (!format) {
    const options = { ...(style === 'long' ? LONG : SHORT), timeZone: 'UTC' };
    format = new Intl.DateTimeFormat(language === 'en' ? undefined : language, options);
    formats.set(key, format);
  }
  return format;
}

/** 'Friday, November 27, 2026' in the reader's locale ('viernes, 27 de noviembre de 2026' in Spanish). */
export const longDay = (iso: string) => formatter('long').format(dayInstant(iso));

/** 'Nov 27, 2026' in the reader's locale. */
export const shortDay = (iso: string) => formatter('short').format(dayInstant(iso));

/** 'Mar 3 – Apr 23, 2026': Intl writes the shared year (and month) once. */
export const dayRange = (start: string, end: string) =>
  formatter('short').formatRange(dayInstant(start), dayInstant(end));
