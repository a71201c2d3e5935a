import { CONNECTION_NOT_FOUND } from '@cardology/contract/people';
import { SHARE_IMAGE_HEIGHT, SHARE_IMAGE_WIDTH, SHARE_NO_BIRTHDATE } from '@cardology/contract/share';
import { parseIsoDate } from '@cardology/engine/dates';
import { JOKER_ERROR } from '@cardology/engine/readings/errors';
import type { LightMyRequestResponse } from 'fastify';
import { PNG } from 'pngjs';
import { beforeAll, describe, expect, it } from 'vitest';
import { createReadings } from '../src/services/readings.js';
import { readingContent, todaysCardContent } from '../src/services/share/content.js';
import { shareSvg } from '../src/services/share/render.js';
import { makePremium } from './helpers/accounts.js';
import { signUp, type TestUser } from './helpers/app.js';
import { addPerson, setBirthdate } from './helpers/profile.js';
import { useTestApp } from './helpers/test-app.js';

const NOW = new Date('2024-06-15T12:00:00Z');
/** Every way the owner's birthdate (February 28, 1990) could be written. */
const BIRTHDATE_SPELLINGS = [
  '1990-02-28',
  '02/28/1990',
  '2/28/1990',
  '28/02/1990',
  '02-28',
  'February 28',
  '1990',
];

let owner: TestUser;
let plain: TestUser;
let connectionId: string;
let jokerId: string;
let othersConnectionId: string;

const suite = useTestApp({ clock: () => NOW });

const get = (user: TestUser, url: string) =>
  suite.app.inject({ method: 'GET', url, headers: { cookie: user.cookie } });

beforeAll(async () => {
  owner = await signUp(suite.app, { name: 'Ada Lovelace' }); // the first account is premium
  plain = await signUp(suite.app, { name: 'Plain Person' });
  await setBirthdate(suite.app, owner, '1990-02-28');
  connectionId = await addPerson(suite.app, owner, 'Grace Hopper', '1986-12-09');
  jokerId = await addPerson(suite.app, owner, 'Eve Newyear', '1991-12-31');
  othersConnectionId = await addPerson(suite.app, plain, 'Secret Friend', '1980-07-04');
}, 60_000);

/** The PNG decodes, at Open Graph's size, and carries no text chunk a birthdate or e-mail could hide in. */
function expectSharePng(response: LightMyRequestResponse, kind: string): PNG {
  expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
  expect(response.headers['content-type']).toBe('image/png');
  expect(response.headers['cache-control']).toBe('private, no-store');
  expect(response.headers['content-disposition']).toBe(`inline; filename="cardology-${kind}.png"`);
  const bytes = response.rawPayload;
  const png = PNG.sync.read(bytes);
  expect([png.width, png.height]).toEqual([SHARE_IMAGE_WIDTH, SHARE_IMAGE_HEIGHT]);
  const latin1 = bytes.toString('latin1');
  for (const chunk of ['tEXt', 'iTXt', 'zTXt', 'eXIf']) expect(latin1).not.toContain(chunk);
  for (const secret of [...BIRTHDATE_SPELLINGS, owner.email, plain.email])
    expect(latin1).not.toContain(secret);
  return png;
}

describe('GET /api/share/todays-card.png', () => {
  it('is a 1200 × 630 PNG with no birthdate, e-mail or metadata', async () => {
    expectSharePng(await get(owner, '/api/share/todays-card.png?person=me&date=2024-06-15'), 'todays-card');
  });

  it('adds the first name only with name=1', async () => {
    const url = (person: string, name: string) => `/api/share/todays-card.png?person=${person}&name=${name}`;
    const [mine, theirs, named] = await Promise.all([
      get(owner, url('me', '0')),
      get(owner, url(connectionId, '0')),
      get(owner, url('me', '1')),
    ]);
    // Without the name, whose picture it is makes no difference to a single pixel.
    expect(mine.rawPayload.equals(theirs.rawPayload)).toBe(true);
    expect(named.rawPayload.equals(mine.rawPayload)).toBe(false);
  });

  it('draws the Joker on December 31 (200, not an error)', async () => {
    const png = expectSharePng(await get(owner, '/api/share/todays-card.png?date=2024-12-31'), 'todays-card');
    expect(png.data.length).toBeGreaterThan(0);
  });

  it("refuses another user's connection and a made-up id with 404", async () => {
    for (const person of [othersConnectionId, 'not-an-id', '00000000-0000-4000-8000-000000000000']) {
      const response = await get(owner, `/api/share/todays-card.png?person=${person}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: CONNECTION_NOT_FOUND });
    }
  });

  it('refuses an invalid date with 400', async () => {
    const response = await get(owner, '/api/share/todays-card.png?date=2024-02-30');
    expect(response.statusCode).toBe(400);
  });
});

describe('GET /api/share/reading.png', () => {
  it.each(['yearly', 'weekly', 'seven-week', 'seven-year'])('renders the %s reading of me', async (type) => {
    expectSharePng(await get(owner, `/api/share/reading.png?type=${type}&person=me`), type);
  });

  it("renders a connection's reading with an age and offset", async () => {
    const url = `/api/share/reading.png?type=yearly&person=${connectionId}&age=30&name=1`;
    expectSharePng(await get(owner, url), 'yearly');
    expectSharePng(
      await get(owner, `/api/share/reading.png?type=weekly&person=${connectionId}&date_offset=-2`),
      'weekly',
    );
  });

  it('answers a December 31 person with the Joker message (400), never a 5xx', async () => {
    const response = await get(owner, `/api/share/reading.png?type=weekly&person=${jokerId}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: JOKER_ERROR });
  });

  it("refuses another user's connection with 404", async () => {
    const response = await get(owner, `/api/share/reading.png?type=weekly&person=${othersConnectionId}`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: CONNECTION_NOT_FOUND });
  });

  it('is premium only: 403 for a plain user, 401 without a session', async () => {
    expect((await get(plain, '/api/share/reading.png?type=weekly')).statusCode).toBe(403);
    const anonymous = await suite.app.inject({ method: 'GET', url: '/api/share/reading.png?type=weekly' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses bad input with 400', async () => {
    for (const query of [
      'type=monthly',
      'type=yearly&age=500',
      'type=weekly&date_offset=1.5',
      'type=weekly&date=x',
    ]) {
      const response = await get(owner, `/api/share/reading.png?${query}`);
      expect(response.statusCode, query).toBe(400);
    }
  });

  it('asks a premium user without a birthdate for one (400)', async () => {
    const fresh = await signUp(suite.app, { name: 'No Birthdate' });
    await makePremium(suite.db, fresh.id);
    const response = await get(fresh, '/api/share/reading.png?type=weekly&person=me');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: SHARE_NO_BIRTHDATE });
  });
});

describe('the SVG stage', () => {
  const birthdate = parseIsoDate('1990-02-28');
  const day = parseIsoDate('2024-06-15');
  if (!birthdate.ok || !day.ok) throw new Error('bad fixture');

  it('has no text layer: every word is outlined, and the content holds no birthdate', async () => {
    const readings = createReadings(() => NOW);
    const contents = [
      todaysCardContent(day.value, undefined),
      readingContent(readings, 'yearly', { birthdate: birthdate.value, age: 34 }, undefined),
      readingContent(readings, 'seven-year', { birthdate: birthdate.value, age: undefined }, 'Ada'),
    ];
    for (const content of contents) {
      const svgText = await shareSvg(content);
      expect(svgText).not.toMatch(/<text|<metadata|<title|<desc/);
      for (const spelling of BIRTHDATE_SPELLINGS) {
        expect(svgText).not.toContain(spelling);
        expect(JSON.stringify(content)).not.toContain(spelling);
      }
    }
    expect(JSON.stringify(contents[2])).toContain('Ada');
  });
});
