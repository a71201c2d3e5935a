import type { DateRange } from '@cardology/contract/wire';
import { formatDay, formatRange } from '../format';

/**
 * '{start} – {end}', each date kept whole so a narrow line breaks only at the dash; or the product's words
 * when a date is missing (NO_DATE_RANGE, INCOMPLETE_DATE_RANGE).
 */
export function DateRangeText({ range }: { range: Partial<DateRange> | null | undefined }) {
  const start = range?.start?.trim();
  const end = range?.end?.trim();
  if (!start || !end) return <>{formatRange(range)}</>;
  return (
    <>
      <span className="whitespace-nowrap">{formatDay(start)}</span>
      {' – '}
      <span className="whitespace-nowrap">{formatDay(end)}</span>
    </>
  );
}
