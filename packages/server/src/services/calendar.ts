import { createHash } from 'node:crypto';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { CivilDate } from '@cardology/engine/dates';
import { toIsoDate } from '@cardology/engine/dates';
import type { Db } from '../db/client.js';
import { assembleCalendar, calendarHead, entryEvents } from '../lib/calendar-ics.js';
import { type CalendarWords, jokerNoteIn, needsBirthdateNote } from '../lib/calendar-words.js';
import { periodsOfThisAndNextYear } from '../lib/planetary-periods.js';
import type { CardsProfile } from './in-your-cards.js';
import { ownCardsProfile, savedCardsProfiles } from './in-your-cards.js';

/** Everything a user's calendar is made of, as read from the database. */
export interface CalendarSource {
  readonly ownerId: string;
  readonly includePeople: boolean;
  /** The user's own birthdate as a profile, or null when the profile has none. */
  readonly own: CardsProfile | null;
  readonly people: readonly CardsProfile[];
}

/**
 * Raised whenever the calendar's text changes for the same rows (its format, its texts), so every
 * process renders again and calendar apps holding an old ETag get the new body.
 */
const RENDER_VERSION = 'ics-2';
/** People rendered between two turns of the event loop: a few milliseconds of work each time. */
const PEOPLE_PER_TURN = 5;

/** Reads what the calendar is made of: the user's birthdate and, when chosen, their people (at most PEOPLE_MAX). */
export async function calendarSource(
  db: Db,
  userId: string,
  includePeople: boolean,
): Promise<CalendarSource> {
  const [own, people] = await Promise.all([
    ownCardsProfile(db, userId),
    includePeople ? savedCardsProfiles(db, userId) : [],
  ]);
  return { ownerId: userId, includePeople, own, people };
}

/**
 * A digest of everything the calendar's text depends on: the rows read, the day (which birthday years it
 * holds) and the render version. Equal digests give the same events, so it is the feed's ETag and its cache
 * key, and every process computes the same one from the same rows: a change written by any process
 * changes it, with no message between processes.
 */
export function calendarVersion(source: CalendarSource, today: CivilDate): string {
  const birthdate = (profile: CardsProfile | null) => (profile ? toIsoDate(profile.birthdate) : null);
  const people = source.people.map((person) => [person.ref, person.name, birthdate(person)]);
  const made = [
    RENDER_VERSION,
    source.ownerId,
    source.includePeople,
    toIsoDate(today),
    birthdate(source.own),
    people,
  ];
  return createHash('sha256').update(JSON.stringify(made)).digest('base64url');
}

/**
 * The user's calendar of planetary periods (docs/decisions/019-calendar-feed.md): their own periods and,
 * when chosen, each saved person's. Someone whose birth card is the Joker has no events, and the
 * calendar's description says why; so does a profile without a birthdate. Other requests run every
 * PEOPLE_PER_TURN people, so a calendar of PEOPLE_MAX people never holds the event loop for long.
 */
export async function renderCalendarOf(
  source: CalendarSource,
  today: CivilDate,
  now: Date,
  words?: CalendarWords,
): Promise<string> {
  const notes: string[] = source.own ? [] : [needsBirthdateNote(words)];
  const profiles: Array<{ profile: CardsProfile; who: string | null }> = [
    ...(source.own ? [{ profile: source.own, who: null }] : []),
    ...source.people.map((profile) => ({ profile, who: profile.name })),
  ];
  const events: string[] = [];
  for (const [index, { profile, who }] of profiles.entries()) {
    if (index > 0 && index % PEOPLE_PER_TURN === 0) await nextTurn();
    const periods = periodsOfThisAndNextYear(profile.birthdate, today);
    if (periods === 'joker') notes.push(jokerNoteIn(who, words));
    else events.push(entryEvents(source.ownerId, { ref: profile.ref, who, periods }, now, words));
  }
  return assembleCalendar(calendarHead(notes, words), events);
}
