import type { JournalFilter, JournalPeriodKind } from '@cardology/contract/journal';
import type { Planet } from '@cardology/contract/wire';
import { PLANETS } from '@cardology/engine/positions';

/** What the list is narrowed to: the query of GET /api/journal without its page cursor. */
export type JournalListFilter = Omit<JournalFilter, 'cursor'>;

const PERIOD_KINDS: readonly JournalPeriodKind[] = ['planetary', 'seven-week', 'weekly'];
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
/** The order the filter's fields take in a URL, so one filter always makes one link (and one query key). */
const FIELDS = ['planet', 'card', 'period', 'on', 'q'] as const;

const isPlanet = (value: string | null): value is Planet => PLANETS.includes(value as Planet);
const isPeriodKind = (value: string | null): value is JournalPeriodKind =>
  PERIOD_KINDS.includes(value as JournalPeriodKind);

/**
 * The filter a /journal link names. A field the journal does not know is left out rather than sent (a
 * hand-edited link shows the wider list, not an error); a period needs its day (`on`) to mean anything.
 */
export function filterFromSearch(params: URLSearchParams): JournalListFilter {
  const filter: JournalListFilter = {};
  const planet = params.get('planet');
  if (isPlanet(planet)) filter.planet = planet;
  const card = params.get('card')?.trim();
  if (card) filter.card = card;
  const on = params.get('on');
  const period = params.get('period');
  if (on && ISO_DAY.test(on)) {
    filter.on = on;
    if (isPeriodKind(period)) filter.period = period;
  }
  const q = params.get('q')?.trim();
  if (q) filter.q = q;
  return filter;
}

/** The filter as a query string ('' when empty), fields in one fixed order. */
export function searchFromFilter(filter: JournalFilter): string {
  const params = new URLSearchParams();
  for (const field of [...FIELDS, 'cursor'] as const) {
    const value = filter[field];
    if (value) params.set(field, value);
  }
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}

/** A link to /journal showing the entries of `filter`. */
export const journalHref = (filter: JournalListFilter) => `/journal${searchFromFilter(filter)}`;

export const isFiltered = (filter: JournalListFilter) => FIELDS.some((field) => Boolean(filter[field]));
