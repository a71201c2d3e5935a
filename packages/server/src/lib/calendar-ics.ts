import { createHash } from 'node:crypto';
import {
  CALENDAR_DESCRIPTION,
  CALENDAR_NAME,
  periodReminder,
  periodTitle,
} from '@cardology/contract/calendar';
import { ICalAlarmType, ICalCalendarMethod, default as ical } from 'ical-generator';
import type { DatedPeriod } from './planetary-periods.js';

/** One person's periods in the calendar: `who` is null for the user, else the saved person's name. */
export interface CalendarEntry {
  /** 'me' or the saved person's id: part of each event's UID, so an app updates events instead of adding. */
  readonly ref: string;
  readonly who: string | null;
  readonly periods: readonly DatedPeriod[];
}

export interface CalendarInput {
  /** The calendar's owner; part of every UID so two users' calendars never share an event. */
  readonly ownerId: string;
  readonly entries: readonly CalendarEntry[];
  /** Lines added to the calendar's description (a Joker, a missing birthdate). */
  readonly notes: readonly string[];
  readonly now: Date;
}

/** Calendar apps may poll twice a day; periods change at most once every 52 days. */
const REFRESH_SECONDS = 12 * 60 * 60;
/** The reminder: the day before a period begins, at 09:00 of the all-day event's local day before. */
const REMINDER_SECONDS_BEFORE = 15 * 60 * 60;
const DAY_MS = 24 * 60 * 60 * 1000;

const utcMidnight = (iso: string): Date => new Date(`${iso}T00:00:00Z`);

/** A UID that stays the same across refreshes and says nothing readable (no date, no name). */
function eventUid(ownerId: string, ref: string, period: DatedPeriod): string {
  const digest = createHash('sha256')
    .update(`${ownerId}|${ref}|${period.age}|${period.planet}`)
    .digest('hex');
  return `${digest.slice(0, 32)}@cardology`;
}

/**
 * The RFC 5545 text of a calendar of planetary periods: one all-day event per period (DTEND is the day
 * after its last day, as all-day events count it), each with a reminder the day before it begins. Carries
 * first names, planets, cards and period dates only: never a birthdate, an age or an e-mail.
 */
export function renderCalendar(input: CalendarInput): string {
  const calendar = ical({
    name: CALENDAR_NAME,
    // One line: ical-generator writes X-WR-CALDESC without escaping line breaks (a parser then fails).
    description: [CALENDAR_DESCRIPTION, ...input.notes].join(' '),
    prodId: { company: 'Cardology', product: 'Planetary periods', language: 'EN' },
    method: ICalCalendarMethod.PUBLISH,
    ttl: REFRESH_SECONDS,
  });
  for (const entry of input.entries) {
    for (const period of entry.periods) {
      const event = calendar.createEvent({
        id: eventUid(input.ownerId, entry.ref, period),
        stamp: input.now,
        start: utcMidnight(period.start),
        end: new Date(utcMidnight(period.end).getTime() + DAY_MS),
        allDay: true,
        summary: periodTitle(entry.who, period.planet, period.card),
        description: `${period.cardTitle}\n\n${period.cardText}`,
      });
      event.createAlarm({
        type: ICalAlarmType.display,
        trigger: REMINDER_SECONDS_BEFORE,
        description: periodReminder(entry.who, period.planet, period.card),
      });
    }
  }
  return calendar.toString();
}
