/** A 'YYYY-MM-DD' day as the instant of its UTC midnight, formatted in UTC: the day never shifts with the zone. */
function dayInstant(iso: string): number {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  return Date.UTC(year, month - 1, day);
}

// The reader's own locale (undefined): a date is the one thing on the page they read in their own way.
const LONG_DAY = new Intl.DateTimeFormat(undefined, {
  weekday: 'long',
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
});
const SHORT_DAY = new Intl.DateTimeFormat(undefined, {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});

/** 'Friday, November 27, 2026' in the reader's locale. */
export const longDay = (iso: string) => LONG_DAY.format(dayInstant(iso));

/** 'Nov 27, 2026' in the reader's locale. */
export const shortDay = (iso: string) => SHORT_DAY.format(dayInstant(iso));

/** 'Mar 3 – Apr 23, 2026': Intl writes the shared year (and month) once. */
export const dayRange = (start: string, end: string) =>
  SHORT_DAY.formatRange(dayInstant(start), dayInstant(end));

/**
 * A note's words as one short plain line for a glance (the home page's look back): markdown's marks
 * dropped, a link kept as its words, whitespace folded, cut at a word near `max` characters.
 */
export function plainExcerpt(markdown: string, max = 160): string {
  const plain = markdown
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^\s{0,3}(#{1,6}|>|[-*+]|\d+[.)])\s+/gm, '')
    .replace(/[*_~`]+/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  const chars = [...plain];
  if (chars.length <= max) return plain;
  const cut = chars.slice(0, max).join('');
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

/** A note's length as the server counts it: code points, so an emoji is one character, not two. */
export const noteLength = (text: string) => [...text].length;
