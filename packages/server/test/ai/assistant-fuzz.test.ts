import { SPREAD_TYPES } from '@cardology/contract/assistant';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { ORIGIN, signUp, type TestUser } from '../helpers/app.js';
import { testDatabaseKind } from '../helpers/database.js';
import { useTestApp } from '../helpers/test-app.js';
import { eventsOf } from './assistant-stream.js';

// Random bodies at the assistant's routes, signed in as a premium user: nothing may answer 5xx, every
// non-2xx carries a string `error`, and every 200 stream parses with the contract's schema and ends
// with `done` or `error`. Run counts keep the file short on a busy machine.

let premium: TestUser;

const suite = useTestApp({
  clock: () => new Date('2024-06-15T12:00:00Z'),
  env: { AI_READINGS_PER_HOUR: '1000000', AI_CHAT_PER_HOUR: '1000000' },
});

beforeAll(async () => {
  premium = await signUp(suite.app, { name: 'Fuzzy' }); // the first account: admin and premium
});

function expectWellBehaved(response: LightMyRequestResponse, what: string): void {
  expect(response.statusCode, what).toBeLessThan(500);
  if (response.statusCode >= 300) {
    expect(response.json(), what).toEqual({ error: expect.any(String) });
    return;
  }
  if (String(response.headers['content-type']).startsWith('application/x-ndjson')) {
    const events = eventsOf(response);
    expect(['done', 'error'], what).toContain(events.at(-1)?.type);
  }
}

const post = (url: string, payload: unknown) =>
  suite.app.inject({
    method: 'POST',
    url,
    headers: { origin: ORIGIN, cookie: premium.cookie, 'content-type': 'application/json' },
    payload: JSON.stringify(payload),
  });

const day = fc
  .record({
    year: fc.integer({ min: 0, max: 12_000 }),
    month: fc.integer({ min: 0, max: 13 }),
    day: fc.integer({ min: 0, max: 32 }),
  })
  .map(
    ({ year, month, day: d }) =>
      `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(d).padStart(2, '0')}`,
  );

const readingBody = fc.record(
  {
    spreadType: fc.oneof(fc.constantFrom(...SPREAD_TYPES), fc.string()),
    person: fc.oneof(
      fc.record({ name: fc.string({ maxLength: 120 }), birthdate: fc.oneof(day, fc.string()) }),
      fc.anything(),
    ),
    age: fc.oneof(fc.integer({ min: -5, max: 130 }), fc.double(), fc.string()),
    date_offset: fc.oneof(fc.integer(), fc.double(), fc.constant(null)),
    date: fc.oneof(day, fc.string()),
    cards: fc.anything(),
  },
  { requiredKeys: [] },
);

describe(`the assistant under random input on ${testDatabaseKind}`, () => {
  it('POST /api/ai/reading never answers 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(readingBody, async (body) => {
        expectWellBehaved(await post('/api/ai/reading', body), JSON.stringify(body));
      }),
      { numRuns: 60 },
    );
  });

  it('POST /api/ai/chat and /api/saved-readings never answer 5xx', async () => {
    const started = eventsOf(
      await post('/api/ai/reading', {
        spreadType: 'weekly',
        person: { name: 'Ada', birthdate: '1990-02-28' },
      }),
    )[0];
    const sessionId = started?.type === 'session' ? started.sessionId : '';
    const chatBody = fc.record(
      {
        sessionId: fc.oneof(fc.constant(sessionId), fc.uuid(), fc.string(), fc.anything()),
        message: fc.oneof(fc.string({ maxLength: 300 }), fc.anything()),
      },
      { requiredKeys: [] },
    );
    await fc.assert(
      fc.asyncProperty(chatBody, fc.anything(), async (body, other) => {
        expectWellBehaved(await post('/api/ai/chat', body), JSON.stringify(body));
        expectWellBehaved(await post('/api/saved-readings', { sessionId: body.sessionId }), 'save');
        expectWellBehaved(await post('/api/saved-readings', other), JSON.stringify(other));
      }),
      { numRuns: 40 },
    );
  });

  it('GET /api/ai/sessions/:id and DELETE /api/saved-readings/:id never answer 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.uuid(), fc.string({ minLength: 1 })), async (id) => {
        const path = encodeURIComponent(id);
        const headers = { origin: ORIGIN, cookie: premium.cookie };
        expectWellBehaved(
          await suite.app.inject({ method: 'GET', url: `/api/ai/sessions/${path}`, headers }),
          id,
        );
        expectWellBehaved(
          await suite.app.inject({ method: 'DELETE', url: `/api/saved-readings/${path}`, headers }),
          id,
        );
      }),
      { numRuns: 60 },
    );
  });
});
