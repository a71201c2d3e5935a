import { CALENDAR_NEEDS_BIRTHDATE, jokerNote } from '@cardology/contract/calendar';
import type { CivilDate } from '@cardology/engine/dates';
import type { Db } from '../db/client.js';
import type { CalendarEntry } from '../lib/calendar-ics.js';
import { renderCalendar } from '../lib/calendar-ics.js';
import { periodsOfThisAndNextYear } from '../lib/planetary-periods.js';
import type { CardsProfile } from './in-your-cards.js';
import { ownCardsProfile, savedCardsProfiles } from './in-your-cards.js';

export interface CalendarRequest {
  readonly userId: string;
  readonly includePeople: boolean;
  readonly today: CivilDate;
  readonly now: Date;
}

/**
 * The user's calendar of planetary periods (docs/decisions/019-calendar-feed.md): their own periods and,
 * when chosen, each saved person's. Someone whose birth card is the Joker has no events, and the
 * calendar's description says why; so does a profile without a birthdate.
 */
export async function calendarOf(db: Db, request: CalendarRequest): Promise<string> {
  const own = await ownCardsProfile(db, request.userId);
  const people = request.includePeople ? await savedCardsProfiles(db, request.userId) : [];
  const entries: CalendarEntry[] = [];
  const notes: string[] = own ? [] : [CALENDAR_NEEDS_BIRTHDATE];
  const profiles: Array<{ profile: CardsProfile; who: string | null }> = [
    ...(own ? [{ profile: own, who: null }] : []),
    ...people.map((profile) => ({ profile, who: profile.name })),
  ];
  for (const { profile, who } of profiles) {
    const periods = periodsOfThisAndNextYear(profile.birthdate, request.today);
    if (periods === 'joker') notes.push(jokerNote(who));
    else entries.push({ ref: profile.ref, who, periods });
  }
  return renderCalendar({ ownerId: request.userId, entries, notes, now: request.now });
}
