import { INCOMPLETE_DATE_RANGE, NO_DATE_RANGE } from '@cardology/contract/readings';
import type { DateRange } from '@cardology/contract/wire';
import { format, isValid, parseISO } from 'date-fns';

/** 'May 17, 2025' from an ISO date; the ISO text itself if it will not parse. */
export function formatDay(iso: string, pattern = 'MMM d, yyyy'): string {
  const date = parseISO(iso);
  return isValid(date) ? format(date, pattern) : iso;
}

/** '{start} – {end}', or the product's words when the reading lacks one or both dates. */
export function formatRange(range: Partial<DateRange> | null | undefined): string {
  const start = range?.start?.trim();
  const end = range?.end?.trim();
  if (!start && !end) return NO_DATE_RANGE;
  if (!start || !end) return INCOMPLETE_DATE_RANGE;
  return `${formatDay(start)} – ${formatDay(end)}`;
}
