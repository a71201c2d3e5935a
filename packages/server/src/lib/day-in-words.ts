import type { Language } from '@cardology/contract/languages';

/** A calendar day, as the engine's CivilDate and the ISO strings carry it. */
export type Day = { year: number; month: number; day: number };

const formats = new Map<Language, Intl.DateTimeFormat>();

/**
 * A day as the reader's language writes it in a sentence ("March 5, 2025", "5 de marzo de 2025",
 * "5 марта 2025 г."): the one home of dates in prose, for readings, narration and share pictures alike.
 * UTC, because a calendar day has no time zone of its own.
 */
export function dayInWords(language: Language, { year, month, day }: Day): string {
  let format = formats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' });
    formats.set(language, format);
  }
  const at = new Date(0);
  at.setUTCFullYear(year, month - 1, day);
  return format.format(at);
}

/** `dayInWords` of an ISO day ('2025-03-05'), or null when it is no day. */
export function isoDayInWords(language: Language, iso: string): string | null {
  const [year, month, day] = iso.split('-').map(Number);
  if (year === undefined || month === undefined || day === undefined) return null;
  if ([year, month, day].some(Number.isNaN)) return null;
  return dayInWords(language, { year, month, day });
}
