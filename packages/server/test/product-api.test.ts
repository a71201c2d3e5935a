import { readFileSync } from 'node:fs';
import {
  combinationResponse,
  glossaryResponse,
  nameCardResponse,
  sevenWeekReadingResponse,
  sevenYearReadingResponse,
  todaysCardResponse,
  weeklyReadingResponse,
  yearlyReadingResponse,
} from '@cardology/contract/wire';
import { DECK } from '@cardology/engine/card';
import { parseBirthdate } from '@cardology/engine/dates';
import { glossary } from '@cardology/engine/glossary';
import { yearlyReading } from '@cardology/engine/readings/yearly';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { signUp, type TestUser } from './helpers/app.js';
import { testDatabaseKind } from './helpers/database.js';
import { useTestApp } from './helpers/test-app.js';

/** "Today" for this file: the weekly/7-week/7-year default date and today's card. */
const NOW = new Date('2024-06-15T23:30:00Z');
const TODAY = '2024-06-15';

let premium: TestUser;
let plain: TestUser;

const suite = useTestApp({ clock: () => NOW });

beforeAll(async () => {
  premium = await signUp(suite.app, { name: 'First' }); // the first account is admin and premium
  plain = await signUp(suite.app, { name: 'Plain' });
});

type Route = { method: 'GET' | 'POST'; url: string; body?: object; schema: z.ZodType; premium: boolean };

const PERSON = { birthdate: '02/28/1990', age: 34 };
const ROUTES: Route[] = [
  { method: 'POST', url: '/api/card-reading', body: PERSON, schema: yearlyReadingResponse, premium: true },
  { method: 'POST', url: '/api/weekly-spread', body: PERSON, schema: weeklyReadingResponse, premium: true },
  {
    method: 'POST',
    url: '/api/seven-week-spread',
    body: PERSON,
    schema: sevenWeekReadingResponse,
    premium: true,
  },
  {
    method: 'POST',
    url: '/api/seven-year-spread',
    body: PERSON,
    schema: sevenYearReadingResponse,
    premium: true,
  },
  { method: 'GET', url: '/api/card-relationships', schema: glossaryResponse, premium: false },
  { method: 'POST', url: '/api/name-card', body: { name: 'Ada' }, schema: nameCardResponse, premium: false },
  {
    method: 'POST',
    url: '/api/combination-card',
    body: { card1: 1, card2: 51 },
    schema: combinationResponse,
    premium: false,
  },
  { method: 'GET', url: '/api/todays-card', schema: todaysCardResponse, premium: false },
];

function call(route: Pick<Route, 'method' | 'url' | 'body'>, cookie?: string) {
  return suite.app.inject({
    method: route.method,
    url: route.url,
    headers: cookie ? { cookie } : {},
    ...(route.body ? { payload: route.body } : {}),
  });
}

const post = (url: string, body: unknown, cookie = premium.cookie) =>
  suite.app.inject({ method: 'POST', url, headers: { cookie }, payload: body as object });
const get = (url: string, cookie = premium.cookie) =>
  suite.app.inject({ method: 'GET', url, headers: { cookie } });

function expectError(response: LightMyRequestResponse, status: number, error: string) {
  expect({ status: response.statusCode, body: response.json() }).toEqual({ status, body: { error } });
}

describe(`Product API access on ${testDatabaseKind}`, () => {
  it.each(ROUTES)('$method $url answers 401 without a session, whatever the body', async (route) => {
    expectError(await call(route), 401, 'Please sign in to continue.');
    if (route.method === 'POST')
      expectError(await call({ ...route, body: { junk: true } }), 401, 'Please sign in to continue.');
  });

  it.each(ROUTES.filter((r) => r.premium))(
    '$url answers 403 to a signed-in user without premium',
    async (route) => {
      expectError(await call(route, plain.cookie), 403, 'Premium access required.');
    },
  );

  it.each(ROUTES.filter((r) => !r.premium))('$method $url serves any signed-in user', async (route) => {
    expect((await call(route, plain.cookie)).statusCode).toBe(200);
  });

  it.each(ROUTES)(
    '$method $url answers a premium user with exactly its schema (strict objects)',
    async (route) => {
      const response = await call(route, premium.cookie);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      const body = response.json();
      // Strict objects throw on any key the contract's wire schemas do not declare.
      expect(() => route.schema.parse(body)).not.toThrow();
    },
  );

  it.each(ROUTES.filter((r) => r.premium))(
    '$url answers a reading asked for again with the same JSON (kept, then frozen, then its bytes reused)',
    async (route) => {
      const bodies: string[] = [];
      for (let i = 0; i < 3; i++) bodies.push((await call(route, premium.cookie)).body);
      expect(bodies[1]).toBe(bodies[0]);
      expect(bodies[2]).toBe(bodies[0]);
      expect(() => route.schema.parse(JSON.parse(bodies[2] ?? ''))).not.toThrow();
    },
  );
});

// ---- The reference vectors, through HTTP ----

interface Vector {
  input: Record<string, unknown>;
  expected: Record<string, unknown>;
}
const VECTORS = JSON.parse(
  readFileSync(new URL('../../engine/test/fixtures/vectors.json', import.meta.url), 'utf8'),
) as Record<string, Vector[]>;

function section(name: string): Vector[] {
  const cases = VECTORS[name];
  if (!cases?.length) throw new Error(`No vectors for ${name}`);
  return cases;
}

const isErrorCase = (expected: Record<string, unknown>): expected is { error: string } => 'error' in expected;

/** Card fields come back as objects with a symbol; the vectors give only the symbol. */
function pickExpected(actual: Record<string, unknown>, expected: Record<string, unknown>) {
  const picked: Record<string, unknown> = {};
  for (const key of Object.keys(expected)) {
    const value = actual[key];
    picked[key] = value && typeof value === 'object' && 'symbol' in value ? value.symbol : value;
  }
  return picked;
}

async function checkVector(response: LightMyRequestResponse, expected: Record<string, unknown>) {
  if (isErrorCase(expected)) {
    expectError(response, 400, expected.error);
  } else {
    expect(response.statusCode, response.body).toBe(200);
    expect(pickExpected(response.json(), expected)).toEqual(expected);
  }
}

describe(`Product API reproduces the reference vectors on ${testDatabaseKind}`, () => {
  const readings: [string, string, z.ZodType][] = [
    ['yearly', '/api/card-reading', yearlyReadingResponse],
    ['weekly', '/api/weekly-spread', weeklyReadingResponse],
    ['seven_week', '/api/seven-week-spread', sevenWeekReadingResponse],
    ['seven_year', '/api/seven-year-spread', sevenYearReadingResponse],
  ];
  for (const [name, url, schema] of readings) {
    it(`${name}: every case of the section through POST ${url}`, async () => {
      for (const { input, expected } of section(name)) {
        const response = await post(url, input);
        await checkVector(response, expected);
        if (response.statusCode === 200) schema.parse(response.json());
      }
    });
  }

  it('combination: every case through POST /api/combination-card', async () => {
    for (const { input, expected } of section('combination')) {
      const response = await post('/api/combination-card', input);
      if (isErrorCase(expected)) {
        expectError(response, 400, expected.error);
        continue;
      }
      const body = combinationResponse.parse(response.json());
      expect({
        card1: body.card1.symbol,
        card2: body.card2.symbol,
        combination_card: body.combination_card.symbol,
        combination_value: body.combination_card.value,
      }).toEqual(expected);
    }
  });

  it('name_card: every case through POST /api/name-card', async () => {
    for (const { input, expected } of section('name_card')) {
      const response = await post('/api/name-card', input);
      if (isErrorCase(expected)) {
        expectError(response, 400, expected.error);
        continue;
      }
      const body = nameCardResponse.parse(response.json());
      expect({
        name: body.name,
        name_value: body.name_value,
        card: body.card.symbol,
        card_name: body.card.name,
      }).toEqual(expected);
    }
  });

  it('todays_card: every case through GET /api/todays-card?date=', async () => {
    for (const { input, expected } of section('todays_card')) {
      const response = await get(`/api/todays-card?date=${input.date}`);
      expect(response.statusCode).toBe(200);
      const body = todaysCardResponse.parse(response.json());
      expect(pickExpected(body, expected)).toEqual(expected);
      expect(body.title).not.toBe('');
    }
  });
});

describe(`Product API details on ${testDatabaseKind}`, () => {
  it('serves exactly what the engine computes (the serializer changes nothing)', async () => {
    const birth = parseBirthdate('1/5/2001');
    if (!birth.ok) throw new Error(birth.error);
    const reading = yearlyReading({ birthdate: birth.value, age: 23 });
    if (!reading.ok) throw new Error(reading.error);
    for (let round = 0; round < 2; round++) {
      const response = await post('/api/card-reading', { birthdate: '2001-01-05', age: 23 });
      expect(response.body).toBe(JSON.stringify(reading.value));
    }
  });

  it('reads the weekly, 7-week and 7-year spreads for today (UTC, from the clock) by default', async () => {
    for (const url of ['/api/weekly-spread', '/api/seven-week-spread', '/api/seven-year-spread']) {
      const implicit = await post(url, { birthdate: '02/28/1990' });
      const explicit = await post(url, { birthdate: '02/28/1990', date: TODAY });
      expect(implicit.statusCode).toBe(200);
      expect(implicit.body).toBe(explicit.body);
    }
    const weekly = (await post('/api/weekly-spread', { birthdate: '1990-02-28' })).json();
    expect(weekly.weekly_dates.start <= TODAY && TODAY <= weekly.weekly_dates.end).toBe(true);
  });

  it("answers today's card for today's UTC date by default", async () => {
    const response = await get('/api/todays-card');
    expect(response.json()).toMatchObject({ date: TODAY });
    expect(response.json()).toEqual((await get(`/api/todays-card?date=${TODAY}`)).json());
  });

  it('serves the Joker on December 31 with an empty life spread', async () => {
    const response = await get('/api/todays-card?date=2023-12-31');
    expect(response.json()).toMatchObject({ card: 'Joker', name: 'Joker', life_spread: [] });
  });

  it('steps the 7-year reading by date_offset years and the weekly one by weeks', async () => {
    const base = (await post('/api/seven-year-spread', { birthdate: '02/28/1990', age: 34 })).json();
    const back = (
      await post('/api/seven-year-spread', { birthdate: '02/28/1990', age: 34, date_offset: -7 })
    ).json();
    expect([base.seven_year_age, back.seven_year_age]).toEqual([34, 27]);
    const week = (await post('/api/weekly-spread', { birthdate: '02/28/1990', date: TODAY })).json();
    const next = (
      await post('/api/weekly-spread', { birthdate: '02/28/1990', date: TODAY, date_offset: 1 })
    ).json();
    expect(next.period_index).toBe(week.period_index + 1);
  });

  it('serves the glossary: 52 cards keyed by symbol in suit then rank order, every field', async () => {
    const response = await get('/api/card-relationships', plain.cookie);
    const body = glossaryResponse.parse(response.json());
    expect(body.card_count).toBe(52);
    expect(Object.keys(body.cards)).toEqual(DECK.map((card) => card.symbol));
    expect(Object.keys(body.cards).slice(0, 14)).toEqual([
      'A♥',
      '2♥',
      '3♥',
      '4♥',
      '5♥',
      '6♥',
      '7♥',
      '8♥',
      '9♥',
      '10♥',
      'J♥',
      'Q♥',
      'K♥',
      'A♣',
    ]);
    expect(Object.keys(body.cards).at(-1)).toBe('K♠');
    expect(body).toEqual(glossary());
    for (const card of Object.values(body.cards)) {
      expect(card.life_spread).toHaveLength(13);
      expect(card.details.title).not.toBe('');
      expect(card.details.birthdays.length).toBeGreaterThan(0);
    }
    // Fixed cards have no karma cards; semi-fixed ones have their partner in both.
    expect(body.cards['K♠']).toMatchObject({
      karma_positive: null,
      karma_negative: null,
      is_mystical_family: true,
    });
    expect(body.cards['2♥']).toMatchObject({ karma_positive: 'A♣', karma_negative: 'A♣' });
    expect(body.cards['A♥']).toMatchObject({
      karma_positive: '3♥',
      karma_negative: 'A♦',
      is_mystical_family: false,
    });
  });
});

// ---- Bad input: 400 with a plain-words error ----

const BIRTHDATE_CASES: [unknown, string][] = [
  ['02/30/2001', 'Invalid birthdate'],
  ['13/01/2000', 'Invalid birthdate'],
  ['04/31/2001', 'Invalid birthdate'],
  ['2001-4-5', 'Invalid birthdate'],
  ['abc', 'Invalid birthdate'],
  ['', 'Invalid birthdate'],
  [19900228, 'Invalid birthdate'],
  [null, 'Birthdate is required.'],
  [undefined, 'Birthdate is required.'],
  ['12/31/1985', 'The Joker (December 31) has no place in the spreads'],
];

const AGE_ERROR = 'Age must be an integer from 0 to 120';
const OFFSET_ERROR = 'Date offset must be an integer from -10000 to 10000';

describe(`Product API bad input on ${testDatabaseKind}`, () => {
  const readingUrls = [
    '/api/card-reading',
    '/api/weekly-spread',
    '/api/seven-week-spread',
    '/api/seven-year-spread',
  ];

  it.each(readingUrls)('%s: bad birthdates', async (url) => {
    for (const [birthdate, error] of BIRTHDATE_CASES) {
      expectError(await post(url, { birthdate, age: 30 }), 400, error);
    }
  });

  it.each(readingUrls)('%s: bad ages', async (url) => {
    for (const age of [-1, 121, 1.5, '30', true, [30], 1e300]) {
      expectError(await post(url, { birthdate: '02/28/1990', age }), 400, AGE_ERROR);
    }
  });

  it('/api/card-reading: the age is required', async () => {
    expectError(await post('/api/card-reading', { birthdate: '02/28/1990' }), 400, 'Age is required.');
    expectError(
      await post('/api/card-reading', { birthdate: '02/28/1990', age: null }),
      400,
      'Age is required.',
    );
  });

  it.each(readingUrls.slice(1))('%s: bad offsets and dates', async (url) => {
    for (const date_offset of [1.5, 10_001, -10_001, 1e12, -1e12, '1', {}]) {
      expectError(await post(url, { birthdate: '02/28/1990', date_offset }), 400, OFFSET_ERROR);
    }
    for (const date of ['2024-02-30', '06/15/2024', '2024-6-1', 'today', '', 20240615]) {
      expectError(await post(url, { birthdate: '02/28/1990', date }), 400, 'Invalid date');
    }
    if (url !== '/api/seven-year-spread') {
      expectError(
        await post(url, { birthdate: '02/28/1990', date: '1980-01-01' }),
        400,
        'Date is before the birthdate',
      );
    }
  });

  it('reports the first field a person fills in first', async () => {
    expectError(await post('/api/card-reading', {}), 400, 'Birthdate is required.');
    expectError(await post('/api/card-reading', { birthdate: 'x', age: 'y' }), 400, 'Invalid birthdate');
    expectError(
      await post('/api/weekly-spread', { birthdate: '1/1/2000', date_offset: 0.5, date: 'x' }),
      400,
      OFFSET_ERROR,
    );
  });

  it('refuses periods before the birth and 7-year ages past 120', async () => {
    expectError(
      await post('/api/weekly-spread', { birthdate: '02/28/1990', date: '1990-03-01', date_offset: -1 }),
      400,
      'Period starts before the birthdate',
    );
    expectError(
      await post('/api/seven-year-spread', { birthdate: '02/28/1990', age: 3, date_offset: -7 }),
      400,
      'Period starts before the birthdate',
    );
    expectError(
      await post('/api/seven-year-spread', { birthdate: '02/28/1990', age: 120, date_offset: 7 }),
      400,
      AGE_ERROR,
    );
  });

  it('refuses bad card selections', async () => {
    for (const [card1, card2] of [
      [0, 5],
      [5, 53],
      [1.5, 2],
      ['5', 6],
      [-1, 6],
      [[1], 2],
    ]) {
      expectError(await post('/api/combination-card', { card1, card2 }), 400, 'Invalid card selection.');
    }
    expectError(await post('/api/combination-card', { card1: 5 }), 400, 'Please select both cards.');
    expectError(await post('/api/combination-card', {}), 400, 'Please select both cards.');
    expectError(
      await post('/api/combination-card', { card1: null, card2: 6 }),
      400,
      'Please select both cards.',
    );
  });

  it('refuses names without letters, missing names and very long names', async () => {
    expectError(
      await post('/api/name-card', { name: '12345' }),
      400,
      'Name must contain at least one letter',
    );
    expectError(await post('/api/name-card', { name: '  ' }), 400, 'Please enter a name.');
    expectError(await post('/api/name-card', {}), 400, 'Please enter a name.');
    expectError(await post('/api/name-card', { name: 42 }), 400, 'Please enter a name.');
    expectError(
      await post('/api/name-card', { name: 'a'.repeat(201) }),
      400,
      'Name must be at most 200 characters.',
    );
    expect((await post('/api/name-card', { name: '  Zoë Saldaña ' })).json()).toMatchObject({
      name: 'Zoë Saldaña',
    });
  });

  it("refuses a bad date for today's card", async () => {
    for (const date of ['2024-02-30', 'x', '', '06/15/2024']) {
      expectError(await get(`/api/todays-card?date=${encodeURIComponent(date)}`), 400, 'Invalid date');
    }
    expectError(await get('/api/todays-card?date=2024-01-01&date=2024-01-02'), 400, 'Invalid date');
  });

  it('refuses bodies that are not JSON objects', async () => {
    for (const payload of ['null', '[]', '"02/28/1990"', '5']) {
      const response = await suite.app.inject({
        method: 'POST',
        url: '/api/card-reading',
        headers: { cookie: premium.cookie, 'content-type': 'application/json' },
        payload,
      });
      expectError(response, 400, 'Request body must be a JSON object.');
    }
    const malformed = await suite.app.inject({
      method: 'POST',
      url: '/api/name-card',
      headers: { cookie: premium.cookie, 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expectError(malformed, 400, 'Malformed JSON body.');
  });

  it('ignores fields it does not know', async () => {
    const response = await post('/api/card-reading', { ...PERSON, userId: 'someone-else', extra: [1, 2] });
    expect(response.statusCode).toBe(200);
  });
});
