// A birthdate as a reader types it (issue 32): in the order of their language, read into one unambiguous
// ISO date before anything leaves the page. docs/decisions/047-birthdate-the-readers-way.md.
import { type CivilDate, civilDate, daysInMonth, toIsoDate } from '@cardology/engine/dates';

export type DatePart = 'day' | 'month' | 'year';

/** How a language writes a short date: the parts' order and the mark between them ('/' in en, es, pt-BR; '.' in ru). */
export interface DateOrder {
  readonly parts: readonly [DatePart, DatePart, DatePart];
  readonly separator: string;
}

const orders = new Map<string, DateOrder>();

/**
 * The language's own short-date order, from Intl (CLDR): month first in English, day first in Spanish and
 * Portuguese, day first with dots in Russian, year first in Chinese. Nothing per language is written here, so a
 * new language brings its order with its code. Falls back to day, month, year with '/' if Intl gives no parts.
 */
export function dateOrderOf(language: string): DateOrder {
  const known = orders.get(language);
  if (known) return known;
  const formatted = new Intl.DateTimeFormat(language, {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'UTC',
  }).formatToParts(Date.UTC(2001, 10, 22));
  const parts = formatted
    .map((part) => part.type)
    .filter((type): type is DatePart => type === 'day' || type === 'month' || type === 'year');
  // The first mark between two parts, without spaces ("1990. 03. 05." in Korean reads as '.').
  const literal = formatted.find((part, index) => part.type === 'literal' && index > 0 && index < 4);
  const order: DateOrder =
    parts.length === 3 && new Set(parts).size === 3
      ? { parts: parts as [DatePart, DatePart, DatePart], separator: literal?.value.trim() || '/' }
      : { parts: ['day', 'month', 'year'], separator: '/' };
  orders.set(language, order);
  return order;
}

/** Why typed text is no date: nothing typed, not three numbers, a year short of four digits, no such month or day, year 0. */
type DateProblem = 'empty' | 'unreadable' | 'shortYear' | 'noSuchMonth' | 'noSuchDay' | 'yearZero';

export type TypedDate =
  | { ok: true; iso: string; date: CivilDate }
  | { ok: false; problem: Exclude<DateProblem, 'noSuchMonth' | 'noSuchDay'> }
  | { ok: false; problem: 'noSuchMonth'; month: number }
  | { ok: false; problem: 'noSuchDay'; year: number; month: number; day: number };

/** Any run of the usual marks between numbers: a reader may type 05/03/1990, 05.03.1990, 05-03-1990 or 05 03 1990. */
const SEPARATORS = /[\s./-]+/;

/** Three groups of digits in the language's order; eight digits in a row are split by it (2, 2, 4 or 4, 2, 2). */
function groupsOf(text: string, order: DateOrder): string[] | null {
  if (/^\d{8}$/.test(text)) {
    let at = 0;
    return order.parts.map((part) => {
      const width = part === 'year' ? 4 : 2;
      at += width;
      return text.slice(at - width, at);
    });
  }
  const groups = text.split(SEPARATORS);
  return groups.length === 3 && groups.every((group) => /^\d{1,4}$/.test(group)) ? groups : null;
}

/**
 * Reads text typed in `order` into an ISO date, or says what is wrong. Day and month take one or two digits;
 * the year exactly four (a two-digit year has no one century); year 0 does not exist (PostgreSQL refuses it).
 */
export function readTypedDate(text: string, order: DateOrder): TypedDate {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, problem: 'empty' };
  const groups = groupsOf(trimmed, order);
  if (!groups) return { ok: false, problem: 'unreadable' };
  const at = (part: DatePart) => groups[order.parts.indexOf(part)] as string;
  if (at('day').length > 2 || at('month').length > 2) return { ok: false, problem: 'unreadable' };
  if (at('year').length !== 4) return { ok: false, problem: 'shortYear' };
  const [year, month, day] = [Number(at('year')), Number(at('month')), Number(at('day'))];
  if (year === 0) return { ok: false, problem: 'yearZero' };
  if (month < 1 || month > 12) return { ok: false, problem: 'noSuchMonth', month };
  if (day < 1 || day > daysInMonth(year, month)) return { ok: false, problem: 'noSuchDay', year, month, day };
  // civilDate is the engine's one rule for a real date; everything above only names the problem.
  const date = civilDate(year, month, day);
  return date.ok
    ? { ok: true, iso: toIsoDate(date.value), date: date.value }
    : { ok: false, problem: 'unreadable' };
}

const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;

/** An ISO date written in `order`, two-digit day and month ('1990-03-05' → '05/03/1990' in es); other text as it is. */
export function writeTypedDate(iso: string, order: DateOrder): string {
  const match = ISO.exec(iso);
  if (!match) return iso;
  const parts: Record<DatePart, string> = {
    year: match[1] as string,
    month: match[2] as string,
    day: match[3] as string,
  };
  return order.parts.map((part) => parts[part]).join(order.separator);
}

/** The field's pattern from the language's letters for each part: 'MM/DD/YYYY', 'DD/MM/AAAA', 'ДД.ММ.ГГГГ'. */
export function datePattern(order: DateOrder, letters: Record<DatePart, string>): string {
  return order.parts.map((part) => letters[part]).join(order.separator);
}

/** A moment inside the civil day, in UTC, for Intl to name with timeZone 'UTC': no zone can move the day. */
function utcMoment(year: number, month: number, day: number): Date {
  const moment = new Date(0);
  // setUTCFullYear, not Date.UTC: Date.UTC reads years 0–99 as 1900–1999.
  moment.setUTCFullYear(year, month - 1, day);
  return moment;
}

/** An ISO date in words in `language`: 'March 5, 1990', '5 de marzo de 1990', '5 de março de 1990'. */
export function dateInWords(iso: string, language: string): string {
  const match = ISO.exec(iso);
  if (!match) return iso;
  const moment = utcMoment(Number(match[1]), Number(match[2]), Number(match[3]));
  return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(moment);
}

/** A month of a year in words in `language`: 'February 1990', 'febrero de 1990', 'fevereiro de 1990'. */
export function monthInWords(year: number, month: number, language: string): string {
  const moment = utcMoment(year, month, 1);
  return new Intl.DateTimeFormat(language, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    moment,
  );
}
