import { READER_DATE_MALFORMED, readerDateNotToday } from '@cardology/contract/reader-date';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { profiles } from '../src/db/schema.js';
import { ORIGIN, signUp } from './helpers/app.js';
import { english } from './helpers/catalogued-text.js';
import { testDatabaseKind } from './helpers/database.js';
import { useTestApp } from './helpers/test-app.js';

/**
 * The server's clock: 23:40 UTC on Thursday 26 November 2026. It is Friday 27 November, 12:40 in Auckland
 * and Thursday 26 November, 15:40 in Los Angeles. The dates on Earth now run from 26 (UTC−12) to 27 (UTC+14).
 */
const NOW = new Date(Date.UTC(2026, 10, 26, 23, 40));
const suite = useTestApp({ clock: () => NOW, signUpAdmin: true });

type Call = {
  method?: 'GET' | 'POST' | 'PUT';
  url: string;
  cookie: string;
  readerDate?: string;
  payload?: object;
};
const call = ({ method = 'GET', url, cookie, readerDate, payload }: Call) =>
  suite.app.inject({
    method,
    url,
    headers: { origin: ORIGIN, cookie, ...(readerDate === undefined ? {} : { 'reader-date': readerDate }) },
    ...(payload ? { payload } : {}),
  });

describe(`the reader's today (${testDatabaseKind})`, () => {
  it("today's card is the card of the date the browser sends, not the server's UTC date", async () => {
    const { cookie } = suite.admin;
    const auckland = await call({ url: '/api/todays-card', cookie, readerDate: '2026-11-27' });
    expect(auckland.statusCode).toBe(200);
    expect(auckland.json()).toMatchObject({ date: '2026-11-27' });
    expect(auckland.json()).toEqual((await call({ url: '/api/todays-card?date=2026-11-27', cookie })).json());
  });

  it('an explicit date parameter (the day read) wins over the header', async () => {
    const response = await call({
      url: '/api/todays-card?date=2026-01-01',
      cookie: suite.admin.cookie,
      readerDate: '2026-11-27',
    });
    expect(response.json()).toMatchObject({ date: '2026-01-01' });
  });

  it("without the header, a signed-in reader's today is the date in the zone stored on the profile", async () => {
    const someone = await signUp(suite.app);
    expect((await call({ url: '/api/todays-card', cookie: someone.cookie })).json()).toMatchObject({
      date: '2026-11-26',
    });
    await suite.db.update(profiles).set({ timeZone: 'Pacific/Auckland' }).where(eq(profiles.id, someone.id));
    expect((await call({ url: '/api/todays-card', cookie: someone.cookie })).json()).toMatchObject({
      date: '2026-11-27',
    });
  });

  it.each([
    ['not a date', 'tomorrow', READER_DATE_MALFORMED],
    ['a date that does not exist', '2026-02-30', READER_DATE_MALFORMED],
    ['another format', '11/27/2026', READER_DATE_MALFORMED],
    ['a date before UTC−12', '2026-11-25', english(readerDateNotToday('2026-11-25'))],
    ['a date past UTC+14', '2026-11-28', english(readerDateNotToday('2026-11-28'))],
  ])('answers 400 in plain words to %s', async (_label, readerDate, message) => {
    const response = await call({ url: '/api/todays-card', cookie: suite.admin.cookie, readerDate });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: message });
  });

  it("the weekly and 7-week readings' current period is the one holding the reader's date", async () => {
    const { cookie } = suite.admin;
    const read = async (url: string, readerDate: string) =>
      (await call({ method: 'POST', url, cookie, readerDate, payload: { birthdate: '01/05/1990' } })).json();
    for (const url of ['/api/weekly-spread', '/api/seven-week-spread']) {
      const asDated = async (date: string) =>
        (await call({ method: 'POST', url, cookie, payload: { birthdate: '01/05/1990', date } })).json();
      // Born 5 January 1990: both a week and a 49-day period of life begin on 27 November 2026.
      expect(await read(url, '2026-11-27')).toEqual(await asDated('2026-11-27'));
      expect(await read(url, '2026-11-26')).toEqual(await asDated('2026-11-26'));
      expect(await read(url, '2026-11-27')).not.toEqual(await read(url, '2026-11-26'));
    }
  });

  it('the age on /api/me turns on the reader’s birthday, not on the UTC one', async () => {
    const someone = await signUp(suite.app);
    await suite.db.update(profiles).set({ birthdate: '2000-11-27' }).where(eq(profiles.id, someone.id));
    expect(
      (await call({ url: '/api/me', cookie: someone.cookie, readerDate: '2026-11-26' })).json(),
    ).toMatchObject({ age: 25 });
    expect(
      (await call({ url: '/api/me', cookie: someone.cookie, readerDate: '2026-11-27' })).json(),
    ).toMatchObject({ age: 26 });
  });

  it("who is in your cards is read for the reader's date", async () => {
    const { cookie } = suite.admin;
    await suite.db.update(profiles).set({ birthdate: '1990-03-04' }).where(eq(profiles.id, suite.admin.id));
    const response = await call({ url: '/api/in-your-cards', cookie, readerDate: '2026-11-27' });
    expect(response.json()).toMatchObject({ date: '2026-11-27' });
  });

  it('a person born on the reader’s today may be added though it is still yesterday in UTC', async () => {
    const someone = await signUp(suite.app);
    const payload = { name: 'Baby', birthdate: '2026-11-27' };
    const response = await call({
      method: 'POST',
      url: '/api/connections',
      cookie: someone.cookie,
      readerDate: '2026-11-27',
      payload,
    });
    expect(response.json()).toMatchObject({ name: 'Baby' });
    expect(response.statusCode).toBe(201);
  });

  it("the calendar feed, which no browser asks for, takes its today from the reader's stored zone", async () => {
    const someone = await signUp(suite.app);
    await suite.db.update(profiles).set({ birthdate: '1990-11-27' }).where(eq(profiles.id, someone.id));
    const created = await call({ method: 'POST', url: '/api/calendar', cookie: someone.cookie });
    const feedPath = new URL(created.json().url).pathname;
    const feed = async () => (await suite.app.inject({ method: 'GET', url: feedPath })).body;
    // In UTC it is still 26 November: the birthday year that began on 27 November 2025 is the first one.
    expect(await feed()).toContain(':20251127');
    await suite.db.update(profiles).set({ timeZone: 'Pacific/Auckland' }).where(eq(profiles.id, someone.id));
    // In Auckland the new birthday year began today: the feed starts with it.
    expect(await feed()).not.toContain(':20251127');
    expect(await feed()).toContain(':20261127');
  });
});
