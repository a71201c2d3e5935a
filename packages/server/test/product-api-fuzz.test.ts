import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { signUp, type TestUser } from './helpers/app.js';
import { testDatabaseKind } from './helpers/database.js';
import { useTestApp } from './helpers/test-app.js';

// Random bodies and query strings at every Product API route, signed in as a premium user: nothing
// may answer 5xx, and every non-2xx must carry a string `error`. Run counts keep the file well under
// 30 s on a busy machine (each request is a full inject through the app).

let premium: TestUser;

const suite = useTestApp({ clock: () => new Date('2024-06-15T12:00:00Z') });

beforeAll(async () => {
  premium = await signUp(suite.app, { name: 'Fuzzy' }); // the first account: admin and premium
});

const POST_ROUTES = [
  '/api/card-reading',
  '/api/weekly-spread',
  '/api/seven-week-spread',
  '/api/seven-year-spread',
  '/api/name-card',
  '/api/combination-card',
];
const GET_ROUTES = ['/api/todays-card', '/api/card-relationships'];

function expectWellBehaved(response: LightMyRequestResponse, what: string): void {
  expect(response.statusCode, what).toBeLessThan(500);
  if (response.statusCode >= 300) {
    const body: unknown = response.json();
    expect(body, what).toEqual({ error: expect.any(String) });
    expect((body as { error: string }).error.trim(), what).not.toBe('');
  }
}

/** A day that may or may not exist, in one of the accepted shapes or a near miss. */
const dayParts = fc.record({
  year: fc.oneof(fc.integer({ min: 1800, max: 2200 }), fc.integer({ min: 0, max: 99_999 })),
  month: fc.integer({ min: 0, max: 13 }),
  day: fc.integer({ min: 0, max: 32 }),
});
const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const dateText = dayParts.chain(({ year, month, day }) =>
  fc.constantFrom(
    `${pad(month)}/${pad(day)}/${pad(year, 4)}`,
    `${month}/${day}/${year}`,
    `${pad(year, 4)}-${pad(month)}-${pad(day)}`,
    `${year}-${month}-${day}`,
    ` ${pad(month)}/${pad(day)}/${year} `,
  ),
);

/** Values a careless or hostile client might put in any field. */
const junk = fc.oneof(
  fc.string(),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.integer(), { maxLength: 3 }),
  fc.dictionary(fc.string(), fc.string(), { maxKeys: 2 }),
);
const number = fc.oneof(fc.integer({ min: -200, max: 200 }), fc.integer(), fc.double(), junk);

/** Bodies close to valid: real field names, each value plausible or junk, any field may be missing. */
const nearValidBody = fc.record(
  {
    birthdate: fc.oneof(dateText, junk),
    age: number,
    date_offset: fc.oneof(fc.integer({ min: -20_000, max: 20_000 }), number),
    date: fc.oneof(dateText, junk),
    name: fc.oneof(fc.string(), fc.string({ unit: 'grapheme' }), junk),
    card1: fc.oneof(fc.integer({ min: -2, max: 55 }), number),
    card2: fc.oneof(fc.integer({ min: -2, max: 55 }), number),
  },
  { requiredKeys: [] },
);

/** Any JSON at all, or text that is not JSON. */
const payload = fc.oneof(
  { weight: 4, arbitrary: nearValidBody.map((body) => JSON.stringify(body)) },
  { weight: 2, arbitrary: fc.jsonValue().map((value) => JSON.stringify(value)) },
  { weight: 1, arbitrary: fc.object().map((value) => JSON.stringify(value) as string | undefined) },
  { weight: 1, arbitrary: fc.anything().map((value) => JSON.stringify(value) as string | undefined) },
  { weight: 1, arbitrary: fc.string() },
);

describe(`Product API under random input on ${testDatabaseKind}`, () => {
  it.each(POST_ROUTES)('POST %s never answers 5xx and always explains a refusal', async (url) => {
    await fc.assert(
      fc.asyncProperty(payload, async (body) => {
        const response = await suite.app.inject({
          method: 'POST',
          url,
          headers:
            body === undefined
              ? { cookie: premium.cookie }
              : { cookie: premium.cookie, 'content-type': 'application/json' },
          ...(body === undefined ? {} : { payload: body }),
        });
        expectWellBehaved(response, `POST ${url} ${body}`);
      }),
      { numRuns: 200 },
    );
  });

  it.each(GET_ROUTES)('GET %s never answers 5xx, whatever the query string', async (url) => {
    const query = fc.oneof(
      dateText.map((date) => `date=${encodeURIComponent(date)}`),
      fc
        .dictionary(fc.string(), fc.string(), { maxKeys: 3 })
        .map((entries) => new URLSearchParams(entries).toString()),
      fc.string().map((text) => `date=${encodeURIComponent(text)}&date=x`),
    );
    await fc.assert(
      fc.asyncProperty(query, async (search) => {
        const response = await suite.app.inject({
          method: 'GET',
          url: `${url}?${search}`,
          headers: { cookie: premium.cookie },
        });
        expectWellBehaved(response, `GET ${url}?${search}`);
      }),
      { numRuns: 100 },
    );
  });

  it('answers valid near-miss readings with 200 or a plain 400', async () => {
    const body = fc.record({
      birthdate: dateText,
      age: fc.integer({ min: -2, max: 125 }),
      date_offset: fc.integer({ min: -12_000, max: 12_000 }),
      date: dateText,
    });
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...POST_ROUTES.slice(0, 4)), body, async (url, input) => {
        const response = await suite.app.inject({
          method: 'POST',
          url,
          headers: { cookie: premium.cookie },
          payload: input,
        });
        expect([200, 400]).toContain(response.statusCode);
        expectWellBehaved(response, `POST ${url} ${JSON.stringify(input)}`);
      }),
      { numRuns: 250 },
    );
  });
});
