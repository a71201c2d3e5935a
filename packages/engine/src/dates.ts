import { DATE_OUT_OF_RANGE, INVALID_BIRTHDATE, INVALID_DATE } from './input-errors.js';
import type { Result } from './result.js';
import { err, ok } from './result.js';

/** A calendar date written 'YYYY-MM-DD'. */
export type IsoDate = string;

/** Month of the year, 1..12. Branded: only a validated date carries one. */
export type Month = number & { readonly __brand: 'Month' };
/** Day of the month, 1..31 (and real for its month). */
export type Day = number & { readonly __brand: 'Day' };
/** Days since 1970-01-01 in the proleptic Gregorian calendar; what date arithmetic is done in. */
export type EpochDay = number & { readonly __brand: 'EpochDay' };

/** Month names, January first (MONTH_NAMES[month - 1]); dates are written from their parts, so no time zone moves a day. */
export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/**
 * A calendar day with no time and no zone: birthdays and reading dates are civil dates, so a
 * clock or a time zone can never shift them. Obtain one from a parser, civilDate() or fromEpochDay().
 */
export interface CivilDate {
  readonly year: number;
  readonly month: Month;
  readonly day: Day;
}

const MILLIS_PER_DAY = 86_400_000;

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

/** Validates a year, month and day into a CivilDate ('Invalid date' if the day does not exist). */
export function civilDate(year: number, month: number, day: number): Result<CivilDate> {
  const real =
    Number.isInteger(year) &&
    Number.isInteger(month) &&
    Number.isInteger(day) &&
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= daysInMonth(year, month);
  return real ? ok({ year, month: month as Month, day: day as Day }) : err(INVALID_DATE);
}

const US_DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
/** A date written with a signed or five-digit year: '-0001-01-01', '10000-01-01', '+010000-01-01', '1/1/10000'. */
const OTHER_YEAR_ISO = /^([+-]\d+|\d{5,})-\d{2}-\d{2}$/;
const OTHER_YEAR_US = /^\d{1,2}\/\d{1,2}\/([+-]\d+|\d{5,})$/;

/** Whether a text is a date written in one of `forms` with a year outside the computable ones ('0000' aside). */
function writtenOutsideYears(text: string, forms: readonly RegExp[]): boolean {
  const yearText = forms.map((form) => form.exec(text)?.[1]).find((found) => found !== undefined);
  const year = yearText === undefined ? Number.NaN : Number(yearText);
  return year < FIRST_COMPUTABLE_YEAR || year > LAST_COMPUTABLE_YEAR;
}

/**
 * The years the rules compute with, the first and the last day of them: a 'YYYY-MM-DD' has four digits of
 * year and PostgreSQL has no year 0, so every date the API reads, and every date it computes from one (a
 * period around a day, a year of life), stays within them (docs/decisions/046-dates-the-rules-compute.md).
 */
export const FIRST_COMPUTABLE_YEAR = 1;
export const LAST_COMPUTABLE_YEAR = 9999;

/** Whether a date's year is one the rules compute with (FIRST_COMPUTABLE_YEAR..LAST_COMPUTABLE_YEAR). */
export function isComputableDate(date: CivilDate): boolean {
  return date.year >= FIRST_COMPUTABLE_YEAR && date.year <= LAST_COMPUTABLE_YEAR;
}

/** A real date within the computable years, or DATE_OUT_OF_RANGE: how every parser here ends. */
function computable(date: Result<CivilDate>): Result<CivilDate> {
  return date.ok && !isComputableDate(date.value) ? err(DATE_OUT_OF_RANGE) : date;
}

/**
 * A birthdate as the product accepts it (docs/cardology-rules.md §11): 'MM/DD/YYYY' with one- or two-digit
 * month and day, or 'YYYY-MM-DD' with exactly two. It must be a real date, in the years 1–9999
 * (DATE_OUT_OF_RANGE outside them, however the year is written). Surrounding spaces are ignored.
 */
export function parseBirthdate(text: string): Result<CivilDate> {
  const t = text.trim();
  const us = US_DATE.exec(t);
  const iso = us ? null : ISO_DATE.exec(t);
  const date = us
    ? civilDate(Number(us[3]), Number(us[1]), Number(us[2]))
    : iso
      ? civilDate(Number(iso[1]), Number(iso[2]), Number(iso[3]))
      : null;
  const outside = !date && writtenOutsideYears(t, [OTHER_YEAR_ISO, OTHER_YEAR_US]);
  if (!date) return err(outside ? DATE_OUT_OF_RANGE : INVALID_BIRTHDATE);
  return date.ok ? computable(date) : err(INVALID_BIRTHDATE);
}

const PROFILE_DATE = /^\d{2}\/\d{2}\/\d{4}$/;

/**
 * The profile form's birthdate (docs/product.md §5), checked alike in the browser and on the server: exactly
 * 'MM/DD/YYYY', a real date, year 1 or later (parseBirthdate's computable years: PostgreSQL has no year 0);
 * DATE_OUT_OF_RANGE for year 0000, 'Invalid birthdate' for any other mistake.
 */
export function parseProfileBirthdate(text: string): Result<CivilDate> {
  const t = text.trim();
  const parsed = PROFILE_DATE.test(t) ? parseBirthdate(t) : null;
  if (parsed?.ok) return parsed;
  return err(parsed?.error === DATE_OUT_OF_RANGE ? DATE_OUT_OF_RANGE : INVALID_BIRTHDATE);
}

/** Why a birthdate text gives no date: nothing typed, neither accepted form, a month or day out of range, or a day the month lacks. */
export type BirthdateProblem = 'empty' | 'format' | 'components' | 'date';

/**
 * What is wrong with a birthdate by parseBirthdate's rules, or null when it is a real date. The web's
 * age helper logs a console message for each kind, so the checks are named here once.
 */
export function birthdateProblem(text: string): BirthdateProblem | null {
  const t = text.trim();
  if (t === '') return 'empty';
  const us = US_DATE.exec(t);
  const iso = us ? null : ISO_DATE.exec(t);
  const parts = us ? [us[3], us[1], us[2]] : iso ? [iso[1], iso[2], iso[3]] : null;
  if (!parts) return 'format';
  const [, month, day] = parts.map(Number) as [number, number, number];
  if (month < 1 || month > 12 || day < 1 || day > 31) return 'components';
  // Year 0000 is the one four-digit year without a date the rules compute with.
  return parseBirthdate(t).ok ? null : 'date';
}

/**
 * An age typed on the profile must be the one its birthdate gives today: a stored age that disagreed
 * would silently replace the person's real age in every reading. Null when they agree, else the message.
 */
export function profileAgeMismatch(birth: CivilDate, age: number, on: CivilDate): string | null {
  const actual = ageOn(birth, on);
  return age === actual
    ? null
    : `Your birthdate makes you ${actual}, not ${age}. Leave the age empty to count it from your birthdate.`;
}

/**
 * A strict 'YYYY-MM-DD' date such as a reading's target date: DATE_OUT_OF_RANGE for a year outside
 * 0001..9999 (year 0000, '-0001-…', '10000-…'), 'Invalid date' for anything else that is not a real date.
 */
export function parseIsoDate(text: string): Result<CivilDate> {
  const iso = ISO_DATE.exec(text);
  const outside = !iso && writtenOutsideYears(text, [OTHER_YEAR_ISO]);
  if (!iso) return err(outside ? DATE_OUT_OF_RANGE : INVALID_DATE);
  return computable(civilDate(Number(iso[1]), Number(iso[2]), Number(iso[3])));
}

/**
 * Integer day number of a civil date (H. Hinnant's days_from_civil): exact for any year, and no
 * Date object, so no time zone or DST can move a day.
 */
export function toEpochDay(date: CivilDate): EpochDay {
  return epochDayOf(date.year, date.month, date.day);
}

/** toEpochDay for loose parts (already valid), without building a CivilDate on the hot paths. */
function epochDayOf(year: number, month: number, day: number): EpochDay {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const monthFromMarch = (month + 9) % 12;
  const dayOfYear = Math.floor((153 * monthFromMarch + 2) / 5) + day - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return (era * 146_097 + dayOfEra - 719_468) as EpochDay;
}

/** The first and the last day the rules compute with, as day numbers (0001-01-01 and 9999-12-31). */
export const FIRST_COMPUTABLE_DAY = epochDayOf(FIRST_COMPUTABLE_YEAR, 1, 1);
export const LAST_COMPUTABLE_DAY = epochDayOf(LAST_COMPUTABLE_YEAR, 12, 31);

/** Whether every day from `first` to `last` is one the rules compute with (a period computed from a date may not be). */
export function isComputableSpan(first: number, last: number): boolean {
  return first >= FIRST_COMPUTABLE_DAY && last <= LAST_COMPUTABLE_DAY;
}

/** The civil date of a day number (inverse of toEpochDay). */
export function fromEpochDay(epochDay: number): CivilDate {
  const z = epochDay + 719_468;
  const era = Math.floor(z / 146_097);
  const dayOfEra = z - era * 146_097;
  const yearOfEra = Math.floor(
    (dayOfEra -
      Math.floor(dayOfEra / 1460) +
      Math.floor(dayOfEra / 36_524) -
      Math.floor(dayOfEra / 146_096)) /
      365,
  );
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const monthFromMarch = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * monthFromMarch + 2) / 5) + 1;
  const month = monthFromMarch < 10 ? monthFromMarch + 3 : monthFromMarch - 9;
  const year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0);
  return { year, month: month as Month, day: day as Day };
}

export function addDays(date: CivilDate, days: number): CivilDate {
  return fromEpochDay(toEpochDay(date) + days);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: CivilDate, to: CivilDate): number {
  return toEpochDay(to) - toEpochDay(from);
}

/** Negative, zero or positive as `a` is before, on or after `b`. */
export function compareDates(a: CivilDate, b: CivilDate): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

/**
 * Age in whole years on a date (docs/cardology-rules.md §11). A Feb 29 birthday is reached on Mar 1 in
 * common years, because (2, 28) < (2, 29). A future birthdate gives 0, never a negative age.
 */
export function ageOn(birth: CivilDate, on: CivilDate): number {
  const beforeBirthday = on.month < birth.month || (on.month === birth.month && on.day < birth.day);
  return Math.max(0, on.year - birth.year - (beforeBirthday ? 1 : 0));
}

/** The birthday in a given year; Feb 29 falls on Mar 1 in common years (the age rule's choice). */
export function birthdayInYear(birth: CivilDate, year: number): CivilDate {
  if (birth.month === 2 && birth.day === 29 && !isLeapYear(year)) {
    return { year, month: 3 as Month, day: 1 as Day };
  }
  return { year, month: birth.month, day: birth.day };
}

/** toEpochDay(birthdayInYear(birth, year)) without the intermediate object (readings call it a lot). */
export function birthdayEpochDay(birth: CivilDate, year: number): EpochDay {
  return birth.month === 2 && birth.day === 29 && !isLeapYear(year)
    ? epochDayOf(year, 3, 1)
    : epochDayOf(year, birth.month, birth.day);
}

const pad2 = (n: number): string => (n < 10 ? `0${n}` : `${n}`);
const pad4 = (n: number): string => `${n}`.padStart(4, '0');

/** 'YYYY-MM-DD'. */
export function toIsoDate(date: CivilDate): IsoDate {
  return `${pad4(date.year)}-${pad2(date.month)}-${pad2(date.day)}`;
}

/** 'MM/DD/YYYY', the form the product's API and UI exchange birthdates in. */
export function toUsDate(date: CivilDate): string {
  return `${pad2(date.month)}/${pad2(date.day)}/${pad4(date.year)}`;
}

/** 'MM-DD', how the glossary lists birthdays. */
export function toMonthDay(month: number, day: number): string {
  return `${pad2(month)}-${pad2(day)}`;
}

/** The UTC calendar date of an instant: how the server turns its injected clock into "today". */
export function isoDateOfUtc(epochMillis: number): CivilDate {
  return fromEpochDay(Math.floor(epochMillis / MILLIS_PER_DAY));
}
