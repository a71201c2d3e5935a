import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { profiles } from '../src/db/schema.js';
import { ledgerSum } from '../src/services/credit-ledger.js';
import { ORIGIN, signUp, type TestUser } from './helpers/app.js';
import { testDatabaseKind } from './helpers/database.js';
import { useTestApp } from './helpers/test-app.js';

// Random bodies and path ids at the credit and admin routes, as the admin: nothing may answer 5xx, every
// refusal carries a string `error`, and afterwards every balance still equals its ledger sum.

let someone: TestUser;

const suite = useTestApp({ signUpAdmin: true });

beforeAll(async () => {
  someone = await signUp(suite.app, { name: 'Someone' });
});

function expectWellBehaved(response: LightMyRequestResponse, what: string): void {
  expect(response.statusCode, what).toBeLessThan(500);
  if (response.statusCode >= 300) {
    expect(response.json(), what).toEqual({ error: expect.any(String) });
  }
}

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
const amount = fc.oneof(fc.integer({ min: -5, max: 2_000_000 }), fc.integer().map(String), junk);

const nearValidBody = fc.record(
  {
    grant_amount: amount,
    new_credit_total: amount,
    admin_notes: fc.oneof(fc.string(), fc.string({ unit: 'grapheme', maxLength: 1_200 }), junk),
    user_notes: fc.oneof(fc.string(), junk),
    is_premium: fc.oneof(fc.boolean(), junk),
  },
  { requiredKeys: [] },
);

const payload = fc.oneof(
  { weight: 4, arbitrary: nearValidBody.map((body) => JSON.stringify(body)) },
  { weight: 1, arbitrary: fc.jsonValue().map((value) => JSON.stringify(value)) },
  { weight: 1, arbitrary: fc.string() },
);

/** A path segment: the real ids, UUID-like ids, and anything else (encoded). */
const pathId = () =>
  fc.oneof(
    fc.constantFrom(someone.id, suite.admin.id),
    fc.uuid(),
    fc.string({ minLength: 1 }).map(encodeURIComponent),
  );

const ROUTES: Array<{ name: string; method: 'POST' | 'PUT'; path: (id: string) => string }> = [
  { name: 'approve', method: 'POST', path: (id) => `/api/admin/credit-requests/${id}/approve` },
  { name: 'deny', method: 'POST', path: (id) => `/api/admin/credit-requests/${id}/deny` },
  { name: 'set credits', method: 'PUT', path: (id) => `/api/admin/users/${id}/credits` },
  { name: 'premium', method: 'PUT', path: (id) => `/api/admin/users/${id}/premium` },
];

describe(`credit and admin routes under random input on ${testDatabaseKind}`, () => {
  it.each(ROUTES)('$name never answers 5xx', async (route) => {
    // A pending request of someone's, so approve and deny sometimes hit a real one.
    await suite.app.inject({
      method: 'POST',
      url: '/api/credit-requests',
      headers: { origin: ORIGIN, cookie: someone.cookie, 'content-type': 'application/json' },
      payload: '{}',
    });
    await fc.assert(
      fc.asyncProperty(pathId(), payload, async (id, body) => {
        const url = route.path(id);
        const response = await suite.app.inject({
          method: route.method,
          url,
          headers: { origin: ORIGIN, cookie: suite.admin.cookie, 'content-type': 'application/json' },
          payload: body,
        });
        expectWellBehaved(response, `${route.method} ${url} ${body}`);
      }),
      { numRuns: 60 },
    );
  });

  it('POST /api/credit-requests never answers 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(payload, async (body) => {
        const response = await suite.app.inject({
          method: 'POST',
          url: '/api/credit-requests',
          headers: { origin: ORIGIN, cookie: someone.cookie, 'content-type': 'application/json' },
          payload: body,
        });
        expectWellBehaved(response, `POST /api/credit-requests ${body}`);
      }),
      { numRuns: 60 },
    );
  });

  it('leaves every balance equal to its ledger sum', async () => {
    const all = await suite.db.select({ id: profiles.id, ttsCredits: profiles.ttsCredits }).from(profiles);
    for (const row of all) expect(await ledgerSum(suite.db, row.id), row.id).toBe(row.ttsCredits);
  });
});
