import { TIME_ZONE_INVALID } from '@cardology/contract/time-zone';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { profiles } from '../src/db/schema.js';
import { localDateIn } from '../src/lib/today.js';
import { readerTimeZone } from '../src/services/reader-time-zone.js';
import { ORIGIN, signUp } from './helpers/app.js';
import { testDatabaseKind } from './helpers/database.js';
import { useTestApp } from './helpers/test-app.js';

const suite = useTestApp({ signUpAdmin: true });

const patchMe = (cookie: string, payload: unknown) =>
  suite.app.inject({
    method: 'PATCH',
    url: '/api/me',
    headers: { origin: ORIGIN, cookie },
    payload: payload as Record<string, unknown>,
  });
const getMe = (cookie: string) => suite.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });

describe('localDateIn', () => {
  // 23:40 UTC on Thursday 26 November 2026: Friday morning in Auckland, Thursday afternoon in Los Angeles.
  const lateThursdayUtc = Date.UTC(2026, 10, 26, 23, 40);
  // 03:00 UTC on Friday 27 November: still Thursday evening in Los Angeles.
  const earlyFridayUtc = Date.UTC(2026, 10, 27, 3, 0);

  it('gives the date in the zone, not the UTC date', () => {
    expect(localDateIn('UTC', lateThursdayUtc)).toBe('2026-11-26');
    expect(localDateIn('Pacific/Auckland', lateThursdayUtc)).toBe('2026-11-27');
    expect(localDateIn('America/Los_Angeles', earlyFridayUtc)).toBe('2026-11-26');
    expect(localDateIn('Pacific/Kiritimati', new Date(Date.UTC(2026, 0, 1, 10, 0)))).toBe('2026-01-02');
  });

  it('follows daylight saving (Auckland is UTC+13 in November, UTC+12 in June)', () => {
    expect(localDateIn('Pacific/Auckland', Date.UTC(2026, 10, 26, 11, 0))).toBe('2026-11-27');
    expect(localDateIn('Pacific/Auckland', Date.UTC(2026, 5, 26, 11, 0))).toBe('2026-06-26');
  });
});

describe(`the reader's time zone on the profile (${testDatabaseKind})`, () => {
  it("is null on a new profile, and readerTimeZone falls back to 'UTC'", async () => {
    const someone = await signUp(suite.app);
    expect((await getMe(someone.cookie)).json()).toMatchObject({ timeZone: null });
    expect(await readerTimeZone(suite.db, someone.id)).toBe('UTC');
    expect(await readerTimeZone(suite.db, 'no-such-user')).toBe('UTC');
  });

  it('is set alone with PATCH { timeZone }, keeping the rest of the profile', async () => {
    const someone = await signUp(suite.app, { name: 'Tui' });
    await suite.db.update(profiles).set({ birthdate: '1990-03-04' }).where(eq(profiles.id, someone.id));
    const response = await patchMe(someone.cookie, { timeZone: 'Pacific/Auckland' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      name: 'Tui',
      birthdate: '03/04/1990',
      timeZone: 'Pacific/Auckland',
    });
    expect(await readerTimeZone(suite.db, someone.id)).toBe('Pacific/Auckland');
  });

  it('is stored in its canonical spelling, and null clears it', async () => {
    const someone = await signUp(suite.app);
    expect((await patchMe(someone.cookie, { timeZone: 'US/Pacific' })).json()).toMatchObject({
      timeZone: 'America/Los_Angeles',
    });
    expect((await patchMe(someone.cookie, { timeZone: null })).json()).toMatchObject({ timeZone: null });
    expect(await readerTimeZone(suite.db, someone.id)).toBe('UTC');
  });

  it('is saved with the profile form, and the form without it keeps the stored zone', async () => {
    const someone = await signUp(suite.app);
    const form = { name: 'Ana', birthdate: '05/06/1980' };
    expect((await patchMe(someone.cookie, { ...form, timeZone: 'Europe/Lisbon' })).json()).toMatchObject({
      timeZone: 'Europe/Lisbon',
    });
    expect((await patchMe(someone.cookie, form)).json()).toMatchObject({ timeZone: 'Europe/Lisbon' });
  });

  it.each([
    ['an unknown zone', 'Mars/Olympus'],
    ['a raw offset', '+05:00'],
    ['empty text', ''],
    ['a number', 13],
    ['a very long name', `Europe/${'x'.repeat(100)}`],
  ])('answers 400 in plain words to %s and changes nothing', async (_label, timeZone) => {
    const someone = await signUp(suite.app);
    await patchMe(someone.cookie, { timeZone: 'Asia/Tokyo' });
    for (const body of [{ timeZone }, { name: 'Ana', birthdate: '05/06/1980', timeZone }]) {
      const response = await patchMe(someone.cookie, body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: TIME_ZONE_INVALID });
    }
    expect(await readerTimeZone(suite.db, someone.id)).toBe('Asia/Tokyo');
  });

  it('changes only the caller’s own profile', async () => {
    const one = await signUp(suite.app);
    const other = await signUp(suite.app);
    await patchMe(one.cookie, { timeZone: 'Asia/Tokyo', id: other.id, userId: other.id });
    expect(await readerTimeZone(suite.db, other.id)).toBe('UTC');
  });
});
