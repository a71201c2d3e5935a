import { createHash } from 'node:crypto';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { chooseLanguage, type Language } from '@cardology/contract/languages';
import type { CivilDate } from '@cardology/engine/dates';
import { toIsoDate } from '@cardology/engine/dates';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { profiles } from '../db/schema.js';
import { assembleCalendar, calendarHead, entryEvents } from '../lib/calendar-ics.js';
import { type CalendarWords, jokerNoteIn, needsBirthdateNote } from '../lib/calendar-words.js';
import { engineCatalog } from '../lib/engine-language.js';
import { periodsOfThisAndNextYear } from '../lib/planetary-periods.js';
import type { CardsProfile } from './in-your-cards.js';
import { ownCardsProfile, savedCardsProfiles } from './in-your-cards.js';
import { peopleDigest } from './people-digest.js';
import { readerLanguage } from './reader-language.js';

/** Everything a user's calendar is made of, as read from the database. */
export interface CalendarSource {
  readonly ownerId: string;
  readonly includePeople: boolean;
  /** The user's own birthdate as a profile, or null when the profile has none. */
  readonly own: CardsProfile | null;
  readonly people: readonly CardsProfile[];
  /** The user's stored language, which writes the calendar (decision 044; English without one). */
  readonly language: Language;
}

/**
 * Raised whenever the calendar's text changes for the same rows (its format, its texts), so every
 * process renders again and calendar apps holding an old ETag get the new body.
 */
const RENDER_VERSION = 'ics-2';
/** People rendered between two turns of the event loop: a few milliseconds of work each time. */
const PEOPLE_PER_TURN = 5;

/** Reads what the calendar is made of: the user's birthdate and, when chosen, their people (at most PEOPLE_MAX). */
async function calendarSource(db: Db, userId: string, includePeople: boolean): Promise<CalendarSource> {
  const [own, people, language] = await Promise.all([
    ownCardsProfile(db, userId),
    includePeople ? savedCardsProfiles(db, userId) : [],
    readerLanguage(db, userId),
  ]);
  return { ownerId: userId, includePeople, own, people, language };
}

/**
 * The calendar's version: a digest of everything its text depends on — the owner's birthdate, the include-people
 * choice, the people (a digest the database computes, services/people-digest.ts), the day (which birthday years
 * it holds) and the render version. Equal versions give the same events, so it is the feed's ETag and its cache
 * key; every process reads the same one from the same rows, so a change written by any process changes it, with
 * no message between processes. Two small queries, whatever the number of people: a fetch whose calendar is
 * kept, or answered 304, reads no person.
 */
export async function calendarVersion(
  db: Db,
  userId: string,
  includePeople: boolean,
  today: CivilDate,
): Promise<string> {
  const [own] = await db
    .select({ birthdate: profiles.birthdate, language: profiles.language })
    .from(profiles)
    .where(eq(profiles.id, userId));
  const people = includePeople ? await peopleDigest(db, userId) : null;
  // The language is part of the text; English leaves the version it always had.
  const language = chooseLanguage({ profile: own?.language });
  const made = [RENDER_VERSION, userId, includePeople, toIsoDate(today), own?.birthdate ?? null, people];
  if (language !== 'en') made.push(language);
  return createHash('sha256').update(JSON.stringify(made)).digest('base64url');
}

/**
 * The version and the rows it names, read together in one snapshot: what a render is keyed on is exactly
 * what it was made of, even when a write lands between the two reads.
 */
export async function calendarSnapshot(
  db: Db,
  userId: string,
  includePeople: boolean,
  today: CivilDate,
): Promise<{ version: string; source: CalendarSource }> {
  return db.transaction(
    async (tx) => ({
      version: await calendarVersion(tx, userId, includePeople, today),
      source: await calendarSource(tx, userId, includePeople),
    }),
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/**
 * The user's calendar of planetary periods (docs/decisions/019-calendar-feed.md): their own periods and,
 * when chosen, each saved person's. Someone whose birth card is the Joker has no events, and the
 * calendar's description says why; so does a profile without a birthdate. Other requests run every
 * PEOPLE_PER_TURN people, so a calendar of PEOPLE_MAX people never holds the event loop for long.
 */
export async function renderCalendarOf(source: CalendarSource, today: CivilDate, now: Date): Promise<string> {
  const words: CalendarWords = { language: source.language, catalog: await engineCatalog(source.language) };
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
