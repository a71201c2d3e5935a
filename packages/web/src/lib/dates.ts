import { type CivilDate, MONTH_NAMES, parseIsoDate } from '@cardology/engine/dates';

/** 'May' for 5, 'Feb' for 2 with `short`; undefined outside 1–12. */
export function monthName(month: number, { short = false } = {}): string | undefined {
  const name = MONTH_NAMES[month - 1];
  return name && short ? name.slice(0, 3) : name;
}

/**
 * Today as 'YYYY-MM-DD' in the browser's own calendar: the reader's today, sent with every request
 * (docs/decisions/036-the-readers-today.md), and what date pickers and "which period is now" use.
 */
export function todayIso(now: Date | number = new Date()): string {
  // By hand, not date-fns' format: this runs in the first page's script, where date-fns' formatter and its
  // English locale cost 5.5 kB gz (issue 26 made room there for i18next).
  const date = new Date(now);
  const pad = (value: number, width: number) => String(value).padStart(width, '0');
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1, 2)}-${pad(date.getDate(), 2)}`;
}

/** The reader's today (the browser's local date) as the engine's CivilDate, for ages and day counts. */
export function localDay(now: Date | number = new Date()): CivilDate {
  const parsed = parseIsoDate(todayIso(now));
  // A Date's own calendar fields always make a real date; only an invalid Date (NaN) fails.
  if (!parsed.ok) throw new RangeError(`No local date for ${String(now)}`);
  return parsed.value;
}
