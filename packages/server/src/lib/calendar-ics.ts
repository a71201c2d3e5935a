import { createHash } from 'node:crypto';
import ICAL from 'ical.js';
import {
  type CalendarWords,
  calendarDescription,
  calendarName,
  descriptionIn,
  reminderIn,
  titleIn,
} from './calendar-words.js';
import type { DatedPeriod } from './planetary-periods.js';

// The iCalendar text of the feed (docs/decisions/019-calendar-feed.md), written with ical.js. ical-generator
// wrote it before, but it folds lines with a new TextEncoder per character: 28 s of CPU for 500 people
// (docs/decisions/031-account-piles.md). The calendar is written in pieces (a head, each person's events)
// so the caller can let other requests run between people.

/** One person's periods in the calendar: `who` is null for the user, else the saved person's name. */
export interface CalendarEntry {
  /** 'me' or the saved person's id: part of each event's UID, so an app updates events instead of adding. */
  readonly ref: string;
  readonly who: string | null;
  readonly periods: readonly DatedPeriod[];
}

/** Calendar apps may poll twice a day; periods change at most once every 52 days. */
const REFRESH = ICAL.Duration.fromSeconds(12 * 60 * 60);
/** The reminder: the day before a period begins, at 09:00 of the all-day event's local day before. */
const REMINDER = ICAL.Duration.fromSeconds(-15 * 60 * 60);
const END = 'END:VCALENDAR';
const LINE_BREAK = '\r\n';

/** A UID that stays the same across refreshes and says nothing readable (no date, no name). */
function eventUid(ownerId: string, ref: string, period: DatedPeriod): string {
  const digest = createHash('sha256')
    .update(`${ownerId}|${ref}|${period.age}|${period.planet}`)
    .digest('hex');
  return `${digest.slice(0, 32)}@cardology`;
}

/** A property whose value type ical.js does not know by name (REFRESH-INTERVAL): resetType writes VALUE=DURATION. */
function addDuration(component: ICAL.Component, name: string, value: ICAL.Duration): void {
  const property = new ICAL.Property(name, component);
  property.resetType('duration');
  property.setValue(value);
  component.addProperty(property);
}

/** The day after `iso` as an all-day DTEND counts it (exclusive). */
function dayAfter(iso: string): ICAL.Time {
  const time = ICAL.Time.fromDateString(iso);
  time.adjust(1, 0, 0, 0);
  return time;
}

/**
 * The calendar's properties (name, description with the notes, refresh interval), up to where its events go.
 * One description line: some apps refuse a calendar description with line breaks.
 */
export function calendarHead(notes: readonly string[], words?: CalendarWords): string {
  const calendar = new ICAL.Component('vcalendar');
  calendar.addPropertyWithValue('version', '2.0');
  calendar.addPropertyWithValue('prodid', '-//Cardology//Planetary periods//EN');
  calendar.addPropertyWithValue('method', 'PUBLISH');
  calendar.addPropertyWithValue('name', calendarName(words));
  calendar.addPropertyWithValue('x-wr-calname', calendarName(words));
  calendar.addPropertyWithValue('x-wr-caldesc', [calendarDescription(words), ...notes].join(' '));
  addDuration(calendar, 'refresh-interval', REFRESH);
  addDuration(calendar, 'x-published-ttl', REFRESH);
  const text = calendar.toString();
  return text.slice(0, text.length - END.length);
}

/**
 * One person's all-day events (DTEND is the day after the last day, as all-day events count it), each
 * with a reminder the day before it begins. First names, planets, cards and period dates only: never a
 * birthdate, an age or an e-mail.
 */
export function entryEvents(ownerId: string, entry: CalendarEntry, now: Date, words?: CalendarWords): string {
  const stamp = ICAL.Time.fromJSDate(now, true);
  return entry.periods
    .map((period) => {
      const event = new ICAL.Component('vevent');
      event.addPropertyWithValue('uid', eventUid(ownerId, entry.ref, period));
      event.addPropertyWithValue('sequence', 0);
      event.addPropertyWithValue('dtstamp', stamp);
      event.addPropertyWithValue('dtstart', ICAL.Time.fromDateString(period.start));
      event.addPropertyWithValue('dtend', dayAfter(period.end));
      event.addPropertyWithValue('x-microsoft-cdo-alldayevent', 'TRUE');
      event.addPropertyWithValue('summary', titleIn(entry.who, period, words));
      event.addPropertyWithValue('description', descriptionIn(period, words));
      const alarm = new ICAL.Component('valarm');
      alarm.addPropertyWithValue('action', 'DISPLAY');
      alarm.addPropertyWithValue('trigger', REMINDER);
      alarm.addPropertyWithValue('description', reminderIn(entry.who, period, words));
      event.addSubcomponent(alarm);
      return `${event.toString()}${LINE_BREAK}`;
    })
    .join('');
}

/** The RFC 5545 text: the head, every person's events, the end. */
export function assembleCalendar(head: string, events: readonly string[]): string {
  return `${head}${events.join('')}${END}`;
}
