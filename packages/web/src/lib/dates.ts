import { type CivilDate, MONTH_NAMES, parseIsoDate } from '@cardology/engine/dates';
import { format } from 'date-fns';

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
  return format(now, 'yyyy-MM-dd');
}

/** The reader's today (the browser's local date) as the engine's CivilDate, for ages and day counts. */
export function localDay(now: Date | number = new Date()): CivilDate {
  const parsed = parseIsoDate(todayIso(now));
  // A Date's own calendar fields always make a real date; only an invalid Date (NaN) fails.
  if (!parsed.ok) throw new RangeError(`No local date for ${String(now)}`);
  return parsed.value;
}

/**
 * An instant as 'MMM d, yyyy - h:mm a' in the reader's own time zone (docs/product.md §9), or '' for
 * text that is no instant.
 */
export function localDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : format(date, 'MMM d, yyyy - h:mm a');
}
