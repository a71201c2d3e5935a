import fc from 'fast-check';
import { edgeDate, edgeDatesLike } from './edge-dates.js';

/**
 * Generators of careless and hostile input for any route: values, path segments, query strings and JSON
 * bodies. `ids` are real ids (the caller's own rows and another user's), so some requests name rows that
 * exist.
 */

/** Field names the API's bodies and queries use, so random input often reaches past "unknown field". */
export const FIELD_NAMES = [
  'name',
  'birthdate',
  'age',
  'date_offset',
  'date',
  'on',
  'period',
  'cursor',
  'until',
  'sessionId',
  'turn',
  'filePaths',
  'outputFilename',
  'spreadType',
  'person',
  'message',
  'user_notes',
  'admin_notes',
  'grant_amount',
  'new_credit_total',
  'is_premium',
  'is_admin',
  'include_people',
  'card1',
  'card2',
  'email',
  'password',
  'currentPassword',
  'newPassword',
  'revokeOtherSessions',
  'token',
  'q',
  'page',
  'type',
  'a',
  'b',
  'exp',
  'sig',
  'download',
] as const;

/** Keys that break naive object handling. */
const HOSTILE_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  '',
  ' ',
  'a.b',
  'x[]',
];

/** Text a parser or a query may choke on: numbers that are not, traversal, control characters, markup, SQL. */
const HOSTILE_TEXT = [
  '1e309',
  '-1e309',
  '-0',
  'NaN',
  'Infinity',
  '0x10',
  '9007199254740993',
  '-9007199254740993',
  '',
  ' ',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '../',
  '../../etc/passwd',
  '..\\..\\windows',
  '\u0000',
  'a\u0000b',
  '\r\nSet-Cookie: x=1',
  '\uFEFF',
  '\uD800',
  '💥🂡',
  'Ǻ̸̢̛',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '%',
  '%00',
  '%ZZ',
  'me',
  '02/30/2024',
  '2024-02-30',
  '13/01/2000',
  '0000-00-00',
  '12/31/9999',
  'x'.repeat(300),
];

/**
 * A string built for trouble, or an ordinary random one. Dates at the ends of the calendar and past them
 * (year 0000, 0001, 9999, negative and five-digit years, a journal cursor at one) come up as often as the
 * other troubles: a year 0000 once reached PostgreSQL and answered 500 (issue 31).
 */
const hostileText: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...HOSTILE_TEXT),
  edgeDate,
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.uuid(),
  fc.constant('y'.repeat(5_000)),
);

/** Any value a field might be sent as, `ids` included. */
function hostileValue(ids: readonly string[]): fc.Arbitrary<unknown> {
  const leaf = fc.oneof(
    hostileText,
    fc.constantFrom(...ids),
    fc.integer(),
    fc.integer({ min: -3, max: 120 }),
    fc.double(),
    fc.constantFrom(0, -0, 1, -1, Number.MAX_SAFE_INTEGER, Number.MIN_SAFE_INTEGER, 1e308, 5e-324),
    fc.boolean(),
    fc.constant(null),
  );
  return fc.letrec<{ value: unknown }>((tie) => ({
    value: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      leaf,
      fc.array(tie('value'), { maxLength: 3 }),
      fc.dictionary(fc.constantFrom(...FIELD_NAMES, ...HOSTILE_KEYS), tie('value'), { maxKeys: 3 }),
    ),
  })).value;
}

/** Percent-encoded; a lone surrogate (which encodeURIComponent refuses) as the UTF-8 bytes it would have. */
function percentEncoded(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return `${encodeURIComponent(text.replace(/[\uD800-\uDFFF]/g, ''))}%ED%A0%80`;
  }
}

/** A value for a path parameter or query string, either percent-encoded or raw (`%00`, `..%2F`). */
export function hostileSegment(ids: readonly string[]): fc.Arbitrary<string> {
  return fc.oneof(
    hostileText.map(percentEncoded),
    fc.constantFrom(...ids),
    fc.constantFrom(
      '..',
      '..%2F..%2Fauth-secret',
      '%2e%2e%2f',
      '%00',
      '%ZZ',
      'a%2Fb',
      '.%00.mp3',
      'x'.repeat(3_000),
    ),
  );
}

/** `?k=v&…` with the API's field names, hostile keys and repeated keys (arrays), or nothing. */
export function hostileQuery(ids: readonly string[]): fc.Arbitrary<string> {
  const key = fc.oneof(
    fc.constantFrom(...FIELD_NAMES),
    fc.constantFrom(...HOSTILE_KEYS).map(encodeURIComponent),
  );
  return fc
    .array(fc.tuple(key, hostileSegment(ids)), { maxLength: 4 })
    .map((pairs) => (pairs.length === 0 ? '' : `?${pairs.map(([k, v]) => `${k}=${v}`).join('&')}`));
}

/** What a request carries: no body, a JSON text (valid or not), or text of another type. */
export type HostileBody = { text?: string; contentType?: string };

/** Bodies: near-valid objects, any JSON, broken JSON, prototype pollution, deep nesting, too large. */
export function hostileBody(ids: readonly string[]): fc.Arbitrary<HostileBody> {
  const json = (text: string): HostileBody => ({ text, contentType: 'application/json' });
  const nearValid = fc
    .dictionary(fc.constantFrom(...FIELD_NAMES), hostileValue(ids), { maxKeys: 5 })
    .map((body) => json(JSON.stringify(body)));
  return fc.oneof(
    { weight: 6, arbitrary: nearValid },
    { weight: 2, arbitrary: fc.jsonValue().map((value) => json(JSON.stringify(value))) },
    { weight: 1, arbitrary: fc.constant<HostileBody>({}) },
    {
      weight: 2,
      arbitrary: fc.constantFrom(
        json('{"__proto__":{"isAdmin":true,"isPremium":true,"role":"admin"}}'),
        json('{"constructor":{"prototype":{"isAdmin":true}}}'),
        json('{"name":"a","name":"b","birthdate":"1990-01-01","birthdate":{}}'),
        json('{"age":1e309,"date_offset":-0,"card1":NaN}'),
        json('{"age":"1e309","grant_amount":"9e999","new_credit_total":"-0"}'),
        json(`${'['.repeat(5_000)}${']'.repeat(5_000)}`),
        json(`{"name":"${'z'.repeat(70 * 1024)}"}`),
        json('{"name":'),
        json('\u0000'),
        json(''),
        json('null'),
        json('"text"'),
        { text: 'name=x&birthdate=y', contentType: 'application/x-www-form-urlencoded' },
        { text: 'hello', contentType: 'text/plain' },
        { text: '{"name":"x"}', contentType: 'application/json; charset=utf-16' },
      ),
    },
  );
}

export const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A valid body taken apart: some fields replaced by hostile values, some dropped, hostile keys added.
 * Most fields stay valid, so the request gets past the checks of the fields left alone.
 */
export function mutatedBody(valid: unknown, ids: readonly string[]): fc.Arbitrary<HostileBody> {
  const fields = isObject(valid) ? valid : {};
  const keys = Object.keys(fields);
  // A date field is given dates of its own form at the ends of the calendar and past them half the time.
  const dated = Object.entries(fields).flatMap(([key, value]) => {
    const edges = edgeDatesLike(value);
    return edges.length === 0 ? [] : [[key, fc.option(fc.constantFrom(...edges), { freq: 2 })] as const];
  });
  return fc
    .record({
      dates: fc.record(Object.fromEntries(dated)),
      replaced: fc.dictionary(
        keys.length > 0 ? fc.constantFrom(...keys) : fc.constantFrom(...FIELD_NAMES),
        hostileValue(ids),
        { maxKeys: 2 },
      ),
      dropped: fc.subarray(keys, { maxLength: Math.min(1, keys.length) }),
      added: fc.dictionary(fc.constantFrom(...HOSTILE_KEYS, ...FIELD_NAMES), hostileValue(ids), {
        maxKeys: 1,
      }),
    })
    .map(({ dates, replaced, dropped, added }) => {
      const edges = Object.fromEntries(Object.entries(dates).filter(([, date]) => date !== null));
      const body: Record<string, unknown> = { ...fields, ...edges, ...replaced, ...added };
      for (const key of dropped) delete body[key];
      return { text: JSON.stringify(body), contentType: 'application/json' };
    });
}

/** A valid query string (`a=1&b=2`, no `?`) with values replaced, pairs dropped or hostile pairs added. */
export function mutatedQuery(valid: string, ids: readonly string[]): fc.Arbitrary<string> {
  const pairs = [...new URLSearchParams(valid)].map(
    ([key, value]) => [key, encodeURIComponent(value)] as const,
  );
  // A date (or a journal cursor) is mostly replaced by one of its own form at the ends of the calendar or
  // past them: a period computed from a date of year 1 began in year 0 (issue 31).
  const replacement = (value: string) => {
    const edges = edgeDatesLike(decodeURIComponent(value)).map(encodeURIComponent);
    return edges.length === 0
      ? hostileSegment(ids)
      : fc.oneof(
          { weight: 1, arbitrary: hostileSegment(ids) },
          { weight: 3, arbitrary: fc.constantFrom(...edges) },
        );
  };
  return fc
    .record({
      values: fc.tuple(...pairs.map(([, value]) => fc.option(replacement(value), { freq: 2 }))),
      dropped: fc.integer({ min: -1, max: pairs.length - 1 }),
      extra: hostileQuery(ids),
    })
    .map(({ values, dropped, extra }) => {
      const kept = pairs
        .map(([key, value], i) => `${key}=${values[i] ?? value}`)
        .filter((_, i) => i !== dropped);
      const more = extra === '' ? [] : [extra.slice(1)];
      const all = [...kept, ...more];
      return all.length === 0 ? '' : `?${all.join('&')}`;
    });
}
