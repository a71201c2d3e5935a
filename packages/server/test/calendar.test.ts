import type { CalendarCreated, CalendarStatus } from '@cardology/contract/calendar';
import {
  CALENDAR_FEED_MISSING,
  CALENDAR_NAME,
  CALENDAR_NEEDS_BIRTHDATE,
  jokerNote,
} from '@cardology/contract/calendar';
import { parseIsoDate } from '@cardology/engine/dates';
import { yearlyReading } from '@cardology/engine/readings/yearly';
import { ES } from '@cardology/engine/texts/locales/es/index';
import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { user as userTable } from '../src/db/schema.js';
import { ORIGIN, PUBLIC_URL, signUp, type TestUser } from './helpers/app.js';
import { english } from './helpers/catalogued-text.js';
import { testDatabaseKind } from './helpers/database.js';
import { addPerson, setBirthdate } from './helpers/profile.js';
import { useTestApp } from './helpers/test-app.js';

/** "Today" for every request: 15 June 2025, inside the birthday year that began on 24 October 2024. */
const NOW = new Date(Date.UTC(2025, 5, 15, 12, 0, 0));
const BIRTHDATE = '1988-10-24';
const PERSON_BIRTHDATE = '1992-03-28';

const suite = useTestApp({ clock: () => NOW, signUpAdmin: true });

const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, cookie?: string, payload?: object) =>
  suite.app.inject({
    method,
    url,
    headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}) },
    ...(payload ? { payload } : {}),
  });

async function createFeed(user: TestUser): Promise<CalendarCreated> {
  const response = await call('POST', '/api/calendar', user.cookie);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<CalendarCreated>();
}

/** The feed as a calendar app fetches it: the URL alone, no cookie, no Origin. */
const fetchFeed = (url: string) => suite.app.inject({ method: 'GET', url: url.slice(PUBLIC_URL.length) });

interface ParsedEvent {
  uid: string;
  summary: string;
  start: string;
  /** The last day, inclusive (DTEND of an all-day event is the day after). */
  end: string;
  alarms: number[];
}

/** The body read back with an iCalendar parser, as a calendar app would. */
function parseCalendar(body: string): { name: string; description: string; events: ParsedEvent[] } {
  const calendar = new ICAL.Component(ICAL.parse(body));
  const events = calendar.getAllSubcomponents('vevent').map((vevent) => {
    const event = new ICAL.Event(vevent);
    const lastDay = event.endDate.clone();
    lastDay.adjust(-1, 0, 0, 0);
    return {
      uid: event.uid,
      summary: event.summary,
      start: event.startDate.toString(),
      end: lastDay.toString(),
      alarms: vevent.getAllSubcomponents('valarm').map((alarm) => {
        const trigger = alarm.getFirstPropertyValue('trigger');
        return trigger instanceof ICAL.Duration ? trigger.toSeconds() : Number.NaN;
      }),
    };
  });
  return {
    name: String(calendar.getFirstPropertyValue('x-wr-calname')),
    description: String(calendar.getFirstPropertyValue('x-wr-caldesc')),
    events,
  };
}

/** Every way a birthdate could be written into the body. */
function birthdateForms(iso: string): string[] {
  const [year, month, day] = iso.split('-');
  return [iso, `${month}/${day}/${year}`, `${year}${month}${day}`];
}

function cardOf(birthdate: string, age: number, planetSlot: number): string {
  const parsed = parseIsoDate(birthdate);
  if (!parsed.ok) throw new Error(birthdate);
  const reading = yearlyReading({ birthdate: parsed.value, age });
  if (!reading.ok) throw new Error(reading.error);
  return reading.value.yearly_spread[planetSlot] ?? '';
}

async function userWithFeed(name = 'Maya Lin') {
  const user = await signUp(suite.app, { name });
  await setBirthdate(suite.app, user, BIRTHDATE);
  const created = await createFeed(user);
  return { user, url: created.url };
}

/** As an operator bans: the admin plugin's fields on the user row (its endpoints are refused here). */
async function banUser(user: TestUser, banExpires: Date | null): Promise<void> {
  await suite.db
    .update(userTable)
    .set({ banned: true, banReason: 'test', banExpires })
    .where(eq(userTable.id, user.id));
}

/** Status, body and headers that could tell a live account's feed from a URL that never was one. */
async function expectSameAsUnknownToken(response: Awaited<ReturnType<typeof fetchFeed>>): Promise<void> {
  const unknown = await fetchFeed(`${PUBLIC_URL}/api/calendar/feed/${'A'.repeat(43)}.ics`);
  expect(unknown.statusCode).toBe(404);
  expect(unknown.json()).toEqual({ error: 'Not found.' });
  const shown = (r: typeof unknown) => ({
    status: r.statusCode,
    body: r.body,
    type: r.headers['content-type'],
    cache: r.headers['cache-control'],
  });
  expect(shown(response)).toEqual(shown(unknown));
}

describe(`calendar feed on ${testDatabaseKind}`, () => {
  it('holds the seven periods of this and next birthday year, each with a reminder the day before', async () => {
    const { url } = await userWithFeed();
    const response = await fetchFeed(url);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/calendar/);
    expect(response.headers['cache-control']).toBe('private, max-age=300');

    const calendar = parseCalendar(response.body);
    expect(calendar.name).toBe(CALENDAR_NAME);
    expect(calendar.events).toHaveLength(14);
    const [first] = calendar.events;
    // The birthday year containing 15 June 2025 began on 24 October 2024 (age 36).
    expect(first).toMatchObject({ start: '2024-10-24', end: '2024-12-14' });
    expect(first?.summary).toBe(`Your Mercury period — ${cardOf(BIRTHDATE, 36, 1)}`);
    expect(calendar.events[1]?.summary).toBe(`Your Venus period — ${cardOf(BIRTHDATE, 36, 2)}`);
    expect(calendar.events[6]).toMatchObject({ start: '2025-09-01', end: '2025-10-23' });
    expect(calendar.events[7]).toMatchObject({ start: '2025-10-24', end: '2025-12-14' });
    expect(calendar.events[7]?.summary).toBe(`Your Mercury period — ${cardOf(BIRTHDATE, 37, 1)}`);
    expect(calendar.events[13]).toMatchObject({ start: '2026-09-01', end: '2026-10-23' });
    // The periods tile the two years: each begins the day after the one before ends.
    for (let k = 1; k < 14; k++) {
      const previousEnd = new Date(`${calendar.events[k - 1]?.end}T00:00:00Z`).getTime();
      expect(new Date(`${calendar.events[k]?.start}T00:00:00Z`).getTime()).toBe(previousEnd + 86_400_000);
    }
    for (const event of calendar.events) expect(event.alarms).toEqual([-15 * 60 * 60]);
    expect(new Set(calendar.events.map((e) => e.uid)).size).toBe(14);

    for (const form of birthdateForms(BIRTHDATE)) expect(response.body).not.toContain(form);
    expect(response.body).not.toContain('@example.com');
  });

  it('is written in the reader’s stored language (es), and a change of language changes its ETag', async () => {
    const { user, url } = await userWithFeed('Lucía Reyes');
    const before = await fetchFeed(url);
    await call('PATCH', '/api/me', user.cookie, { language: 'es' });
    const response = await fetchFeed(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers.etag).not.toBe(before.headers.etag);
    const calendar = parseCalendar(response.body);
    expect(calendar.name).toBe('Cardology: períodos planetarios');
    expect(calendar.description).toMatch(/^Tus siete períodos planetarios/);
    expect(calendar.events[0]?.summary).toBe(`Tu período de Mercurio — ${cardOf(BIRTHDATE, 36, 1)}`);
    const card = ES.cards[cardOf(BIRTHDATE, 36, 1) as keyof typeof ES.cards];
    expect(response.body).toContain(card.title);
    expect(response.body).toContain('Mañana: Tu período de Mercurio');
  });

  it('keeps its UIDs from one fetch to the next, so apps update rather than duplicate', async () => {
    const { url } = await userWithFeed();
    const uids = async () => parseCalendar((await fetchFeed(url)).body).events.map((e) => e.uid);
    expect(await uids()).toEqual(await uids());
  });

  it('includes saved people only when chosen, by first name, without their birthdates', async () => {
    const { user, url } = await userWithFeed();
    await addPerson(suite.app, user, 'Bo Berg', PERSON_BIRTHDATE);
    await addPerson(suite.app, user, 'Jo', '1980-12-31');
    const alone = parseCalendar((await fetchFeed(url)).body);
    expect(alone.events).toHaveLength(14);

    const patched = await call('PATCH', '/api/calendar', user.cookie, { include_people: true });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json<CalendarStatus>()).toMatchObject({ exists: true, include_people: true, url: null });

    const response = await fetchFeed(url);
    const withPeople = parseCalendar(response.body);
    // Bo's fourteen join the user's; Jo is the Joker, with a note instead of events.
    expect(withPeople.events).toHaveLength(28);
    const bo = withPeople.events.filter((e) => e.summary.startsWith('Bo: '));
    expect(bo).toHaveLength(14);
    expect(bo[0]?.summary).toMatch(/^Bo: Mercury period — /);
    expect(response.body).not.toContain('Berg');
    expect(withPeople.description).toContain(english(jokerNote('Jo')));
    for (const form of [...birthdateForms(PERSON_BIRTHDATE), ...birthdateForms('1980-12-31')]) {
      expect(response.body).not.toContain(form);
    }
  });

  it('regenerating kills the old URL and gives a working new one', async () => {
    const { user, url } = await userWithFeed();
    const again = await createFeed(user);
    expect(again.url).not.toBe(url);
    expect((await fetchFeed(url)).statusCode).toBe(404);
    expect((await fetchFeed(again.url)).statusCode).toBe(200);
  });

  it('revoking answers 404 at the URL and reports no feed', async () => {
    const { user, url } = await userWithFeed();
    const revoked = await call('DELETE', '/api/calendar', user.cookie);
    expect(revoked.statusCode).toBe(200);
    await expectSameAsUnknownToken(await fetchFeed(url));
    const status = await call('GET', '/api/calendar', user.cookie);
    expect(status.json<CalendarStatus>()).toEqual({
      exists: false,
      include_people: false,
      created_at: null,
      url: null,
    });
  });

  it("answers a deleted account's feed exactly as an unknown token", async () => {
    const { user, url } = await userWithFeed();
    await suite.db.delete(userTable).where(eq(userTable.id, user.id));
    await expectSameAsUnknownToken(await fetchFeed(url));
  });

  it.each([
    ['with no end', null],
    ['until tomorrow', new Date(NOW.getTime() + 86_400_000)],
  ])("answers a banned account's feed (%s) exactly as an unknown token", async (_label, banExpires) => {
    const { user, url } = await userWithFeed();
    await banUser(user, banExpires);
    await expectSameAsUnknownToken(await fetchFeed(url));
  });

  it('serves the feed again once the ban has ended', async () => {
    const { user, url } = await userWithFeed();
    await banUser(user, new Date(NOW.getTime() - 1000));
    const response = await fetchFeed(url);
    expect(response.statusCode, response.body).toBe(200);
    expect(parseCalendar(response.body).events).toHaveLength(14);
  });

  it.each([
    ['a random well-formed token', `${'A'.repeat(43)}.ics`],
    ['a short token', 'abc.ics'],
    ['no .ics', 'A'.repeat(43)],
    ['odd characters', '%E2%99%A6%00.ics'],
  ])('answers 404 for %s, never a 5xx', async (_label, file) => {
    const response = await suite.app.inject({ method: 'GET', url: `/api/calendar/feed/${file}` });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('BEGIN:VCALENDAR');
  });

  it('gives a Joker user a calendar without events and a note why', async () => {
    const user = await signUp(suite.app, { name: 'Jay' });
    await setBirthdate(suite.app, user, '1990-12-31');
    const { url } = await createFeed(user);
    const response = await fetchFeed(url);
    expect(response.statusCode).toBe(200);
    const calendar = parseCalendar(response.body);
    expect(calendar.events).toEqual([]);
    expect(calendar.description).toContain(english(jokerNote(null)));
    for (const form of birthdateForms('1990-12-31')) expect(response.body).not.toContain(form);
  });

  it('leaves out a year past the oldest readable age (120) instead of failing', async () => {
    const user = await signUp(suite.app, { name: 'Old' });
    // 120 on 15 June 2025: this year is read, the next (121) is not.
    await setBirthdate(suite.app, user, '1905-01-01');
    const { url } = await createFeed(user);
    const response = await fetchFeed(url);
    expect(response.statusCode).toBe(200);
    const calendar = parseCalendar(response.body);
    expect(calendar.events).toHaveLength(7);
    expect(calendar.events[0]).toMatchObject({ start: '2025-01-01' });
  });

  it('says to add a birthdate when the profile has none', async () => {
    const user = await signUp(suite.app);
    const { url } = await createFeed(user);
    const calendar = parseCalendar((await fetchFeed(url)).body);
    expect(calendar.events).toEqual([]);
    expect(calendar.description).toContain(CALENDAR_NEEDS_BIRTHDATE);
  });
});

describe(`/api/calendar on ${testDatabaseKind}`, () => {
  it('needs a session for everything but the feed', async () => {
    for (const method of ['GET', 'POST', 'PATCH', 'DELETE'] as const) {
      expect((await call(method, '/api/calendar')).statusCode).toBe(401);
    }
    expect((await call('GET', '/api/calendar/download.ics')).statusCode).toBe(401);
  });

  it('shows the URL only when made: GET reports the feed without it', async () => {
    const { user, url } = await userWithFeed();
    expect(url).toMatch(/^http:\/\/localhost:3000\/api\/calendar\/feed\/[A-Za-z0-9_-]{43}\.ics$/);
    const status = await call('GET', '/api/calendar', user.cookie);
    expect(status.statusCode).toBe(200);
    expect(status.json<CalendarStatus>()).toMatchObject({ exists: true, include_people: false, url: null });
    expect(status.body).not.toContain(url.split('/').pop() ?? url);
  });

  it('refuses to change a feed that does not exist, and a body without a boolean', async () => {
    const user = await signUp(suite.app);
    const missing = await call('PATCH', '/api/calendar', user.cookie, { include_people: true });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: CALENDAR_FEED_MISSING });
    await createFeed(user);
    const wrong = await call('PATCH', '/api/calendar', user.cookie, { include_people: 'yes' });
    expect(wrong.statusCode).toBe(400);
  });

  it('downloads the same calendar as an attachment', async () => {
    const { user, url } = await userWithFeed();
    await addPerson(suite.app, user, 'Bo', PERSON_BIRTHDATE);
    const download = await call('GET', '/api/calendar/download.ics', user.cookie);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toBe('attachment; filename="cardology-periods.ics"');
    expect(download.headers['cache-control']).toBe('no-store');
    expect(parseCalendar(download.body).events).toEqual(parseCalendar((await fetchFeed(url)).body).events);
    const withPeople = await call('GET', '/api/calendar/download.ics?include_people=true', user.cookie);
    expect(parseCalendar(withPeople.body).events).toHaveLength(28);
    const bad = await call('GET', '/api/calendar/download.ics?include_people=maybe', user.cookie);
    expect(bad.statusCode).toBe(400);
  });
});
