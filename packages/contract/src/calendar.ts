// "Your periods in your calendar" (docs/product.md §2, Profile; docs/decisions/019-calendar-feed.md): the
// wording of the calendar feed and of the profile's Calendar section, and the shapes of /api/calendar. The
// feed's event titles are built here once so the server's feed and any preview say the same thing.
import { z } from 'zod';
import { type Message, message } from './message.js';

/** The calendar's name in a calendar app (X-WR-CALNAME). */
export const CALENDAR_NAME = 'Cardology: planetary periods';
/** The calendar's description (X-WR-CALDESC); notes about people without periods follow it. */
export const CALENDAR_DESCRIPTION =
  'Your seven planetary periods of this birthday year and the next, with a reminder the day before each one begins.';
/** Said in the calendar's description when the user's own profile has no birthdate. */
export const CALENDAR_NEEDS_BIRTHDATE =
  'Add your birthdate to your profile to see your own planetary periods here.';
/** The file name of the one-off download. */
export const CALENDAR_FILE_NAME = 'cardology-periods.ics';

export const CALENDAR_FEED_CREATED = 'Your calendar link is ready. Copy it now: it is shown only once.';
export const CALENDAR_FEED_REGENERATED = 'A new calendar link is ready. The old one no longer works.';
export const CALENDAR_FEED_TURNED_OFF = 'Your calendar link is turned off.';
export const CALENDAR_FEED_MISSING = 'You have no calendar link yet.';
export const CALENDAR_INCLUDE_PEOPLE_REQUIRED = 'Choose whether to include your people.';
export const CALENDAR_REGENERATE_WARNING =
  'The current link stops working at once. Calendars subscribed to it will stop updating until you subscribe to the new one.';

/** A person's first name, the only part of a name the feed carries: "Maya Lin" → "Maya". */
export function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? '';
}

/** "Your Venus period — 8♦" for the user, "Maya: Venus period — 8♦" for a saved person (`who` = null: the user). */
export function periodTitle(who: string | null, planet: string, cardSymbol: string): Message {
  return who === null
    ? message('PERIOD_TITLE_OWN', { planet, card: cardSymbol })
    : message('PERIOD_TITLE_PERSON', { name: firstName(who), planet, card: cardSymbol });
}

/** The reminder's text, shown the day before a period begins. */
export function periodReminder(who: string | null, planet: string, cardSymbol: string): Message {
  return message('PERIOD_REMINDER', { title: periodTitle(who, planet, cardSymbol) });
}

/** The calendar's note for someone whose birth card is the Joker, who has no yearly spread. */
export function jokerNote(who: string | null): Message {
  return who === null ? message('JOKER_NOTE_OWN') : message('JOKER_NOTE_PERSON', { name: firstName(who) });
}

/**
 * GET, POST and PATCH /api/calendar. `url` is the secret feed URL, sent only by POST (created or
 * regenerated): the server keeps a hash of its token, never the token, so it cannot show it again.
 */
export const calendarStatus = z.strictObject({
  exists: z.boolean(),
  include_people: z.boolean(),
  /** When the current link was made (ISO instant); null without one. */
  created_at: z.string().nullable(),
  url: z.string().nullable(),
});
export type CalendarStatus = z.output<typeof calendarStatus>;

/** POST /api/calendar: the new link, shown this once. */
export const calendarCreated = calendarStatus.extend({ url: z.string() });
export type CalendarCreated = z.output<typeof calendarCreated>;

/** PATCH /api/calendar { include_people }. */
export const updateCalendarRequest = z.object(
  { include_people: z.boolean({ error: 'CALENDAR_INCLUDE_PEOPLE_REQUIRED' }) },
  { error: 'BODY_NOT_OBJECT' },
);
export type UpdateCalendarRequest = z.output<typeof updateCalendarRequest>;

/**
 * GET /api/calendar/download.ics?include_people=true|false: the feed's calendar as a file. Without the
 * parameter it follows the feed's choice (own periods only when there is no feed).
 */
export const calendarDownloadQuery = z.object({
  include_people: z
    .enum(['true', 'false'], { error: 'CALENDAR_INCLUDE_PEOPLE_REQUIRED' })
    .transform((text) => text === 'true')
    .optional(),
});
