import fc from 'fast-check';
import type { RouteCall } from './route-call.js';

// Dates at the ends of the calendar the rules compute with (0001-01-01..9999-12-31) and past them, in each
// form the API reads a date in, for the authorization matrix and the route fuzz (issue 31: year 0000 reached
// PostgreSQL and answered 500). A date field is found by its value, so a route's new date is covered the day
// its recipe sends one.

/** The ends themselves: a route must answer them (it may refuse them by its own rules) without a 5xx. */
const INSIDE_ISO = ['0001-01-01', '0001-01-07', '9999-12-25', '9999-12-31'];
/** Year 0000 (no PostgreSQL date), negative and five-digit years. */
const OUTSIDE_ISO = [
  '0000-01-01',
  '0000-03-01',
  '0000-12-31',
  '-0001-01-01',
  '-001-01-01',
  '10000-01-01',
  '+010000-01-01',
  '99999-12-31',
];

const usForm = (iso: string) => {
  const [, sign, year, month, day] = /^([+-]?)(\d+)-(\d{2})-(\d{2})$/.exec(iso) ?? [];
  return `${month}/${day}/${sign}${year}`;
};

/** A journal cursor naming a position at `date` (the server's own encoding, services/journal/journal-cursor.ts). */
export const journalCursorAt = (date: string, id = '0b9f6f4e-0000-4000-8000-000000000000') =>
  Buffer.from(`${date}|${id}`).toString('base64url');

type Form = {
  readonly name: string;
  readonly shape: RegExp;
  readonly inside: string[];
  readonly outside: string[];
};

/** Each form a date travels in, with the values a field of that form is given. */
const FORMS: readonly Form[] = [
  { name: 'ISO date', shape: /^\d{4}-\d{2}-\d{2}$/, inside: INSIDE_ISO, outside: OUTSIDE_ISO },
  {
    name: 'US date',
    shape: /^\d{1,2}\/\d{1,2}\/\d{4}$/,
    inside: INSIDE_ISO.map(usForm),
    outside: OUTSIDE_ISO.map(usForm),
  },
  {
    name: 'instant',
    shape: /^\d{4}-\d{2}-\d{2}T[\d:.]+(?:Z|[+-]\d{2}:\d{2})$/,
    inside: ['9999-12-31T23:59:59Z', '0001-01-01T00:00:00Z'],
    outside: OUTSIDE_ISO.map((date) => `${date}T00:00:00Z`),
  },
];

/** Every edge value of every form, for generators that pick dates without a field to fit. */
const EDGE_DATE_TEXTS: readonly string[] = FORMS.flatMap((form) => [...form.inside, ...form.outside]);

/** A date at or past the ends, in any form, or a journal cursor at one; mostly past them. */
export const edgeDate: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...EDGE_DATE_TEXTS),
  fc.constantFrom(...INSIDE_ISO, ...OUTSIDE_ISO).map((date) => journalCursorAt(date)),
  // Any year at all, as a client could write it.
  fc
    .tuple(
      fc.integer({ min: -99_999, max: 199_999 }),
      fc.integer({ min: 1, max: 12 }),
      fc.integer({ min: 1, max: 28 }),
    )
    .map(([year, month, day]) => `${year}-${`${month}`.padStart(2, '0')}-${`${day}`.padStart(2, '0')}`),
);

/** The Reader-Date values a request may carry: the ends and past them. */
export const EDGE_READER_DATES: readonly string[] = [...INSIDE_ISO, ...OUTSIDE_ISO];

/** One request of a route with one of its dates changed, and whether the new date is past the ends. */
export type DateVariant = { readonly call: RouteCall; readonly where: string; readonly outside: boolean };

function cursorDate(value: string): string | null {
  const decoded = Buffer.from(value, 'base64url').toString('utf8');
  const [date, id, ...rest] = decoded.split('|');
  return date && id && rest.length === 0 && FORMS[0]?.shape.test(date) ? date : null;
}

/** The variants of one value: each edge date of its form, or null when it holds no date. */
function valueVariants(value: unknown): { value: string; outside: boolean }[] | null {
  if (typeof value !== 'string') return null;
  const form = FORMS.find((candidate) => candidate.shape.test(value));
  if (form) {
    return [
      ...form.inside.map((edge) => ({ value: edge, outside: false })),
      ...form.outside.map((edge) => ({ value: edge, outside: true })),
    ];
  }
  if (!cursorDate(value)) return null;
  return [
    ...INSIDE_ISO.map((date) => ({ value: journalCursorAt(date), outside: false })),
    ...OUTSIDE_ISO.map((date) => ({ value: journalCursorAt(date), outside: true })),
  ];
}

/** The edge dates of a value's form when it holds a date (a date, an instant, a journal cursor), else []. */
export const edgeDatesLike = (value: unknown): string[] =>
  (valueVariants(value) ?? []).map((variant) => variant.value);

/** Each date in a JSON body (nested objects too), replaced one at a time. */
function bodyVariants(
  body: unknown,
  path: string[] = [],
): { body: unknown; where: string; outside: boolean }[] {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return [];
  return Object.entries(body).flatMap(([key, value]) => {
    const here = [...path, key];
    const replaced = (next: unknown) => ({ ...(body as Record<string, unknown>), [key]: next });
    const own = (valueVariants(value) ?? []).map((variant) => ({
      body: replaced(variant.value),
      where: `body ${here.join('.')}=${variant.value}`,
      outside: variant.outside,
    }));
    const nested = bodyVariants(value, here).map((variant) => ({ ...variant, body: replaced(variant.body) }));
    return [...own, ...nested];
  });
}

/** Each date in the query string, replaced one at a time. */
function queryVariants(url: string): { url: string; where: string; outside: boolean }[] {
  const at = url.indexOf('?');
  if (at === -1) return [];
  const path = url.slice(0, at);
  const pairs = [...new URLSearchParams(url.slice(at + 1))];
  return pairs.flatMap(([key, value], i) =>
    (valueVariants(value) ?? []).map((variant) => {
      const query = new URLSearchParams(
        pairs.map(([k, v], j): [string, string] => [k, j === i ? variant.value : v]),
      );
      return { url: `${path}?${query}`, where: `query ${key}=${variant.value}`, outside: variant.outside };
    }),
  );
}

/** The route's request once for each edge date in each of its date fields (none when it reads no date). */
export function dateVariants(call: RouteCall): DateVariant[] {
  return [
    ...queryVariants(call.url).map(({ url, where, outside }) => ({ call: { ...call, url }, where, outside })),
    ...bodyVariants(call.body).map(({ body, where, outside }) => ({
      call: { ...call, body },
      where,
      outside,
    })),
  ];
}
