import { monthName } from '../../lib/dates';

/** 'MM-DD' as people say it: '01-01' → 'January 1'. Anything else is shown as it came. */
export function formatBirthday(monthDay: string): string {
  const match = /^(\d{2})-(\d{2})$/.exec(monthDay);
  const month = match ? monthName(Number(match[1])) : undefined;
  if (!match || !month) return monthDay;
  return `${month} ${Number(match[2])}`;
}
