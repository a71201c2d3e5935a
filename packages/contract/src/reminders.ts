// The daily card reminder (issue 23; docs/decisions/037-daily-reminders.md): the profile's "Daily card"
// section, the routes under /api/reminders, and the words of the notification and the mail. The wording is
// gentle on purpose: an invitation to look at the day's card, never a warning or a prediction.
import { z } from 'zod';
import { type Message, message } from './message.js';
import { timeZone } from './time-zone.js';

export const REMINDER_DEFAULT_TIME = '08:00';
/** Devices one reader may keep subscribed; a new one past this replaces the oldest. */
export const PUSH_SUBSCRIPTIONS_MAX = 10;

export const REMINDER_TIME_INVALID = 'Please choose a time of day as HH:MM, for example 08:00.';
export const REMINDER_ENABLED_REQUIRED = 'Choose whether the daily card reminder is on.';
export const REMINDER_SWITCH_INVALID = 'A notice’s switch must be on or off (true or false).';
export const REMINDER_EMAIL_UNAVAILABLE = 'E-mail reminders are not available on this server.';
export const PUSH_SUBSCRIPTION_INVALID =
  'This browser’s push subscription could not be read. Please try again.';
export const PUSH_ENDPOINT_FOREIGN = 'This push service is not one this server sends to.';
export const REMINDER_SAVED = 'Your daily card reminder is saved.';
export const NOTICES_SAVED = 'Your notices are saved.';
export const REMINDER_UNSUBSCRIBED_TITLE = 'You will no longer get the daily card by e-mail';
export const REMINDER_UNSUBSCRIBED_TEXT =
  'Your daily card e-mail is turned off. You can turn it on again from your profile at any time.';
export const REMINDER_LINK_UNKNOWN_TITLE = 'Nothing to change';
/** The unsubscribe page when its request was refused (another site's page, too many tries, a broken link). */
export const REMINDER_LINK_FAILED_TITLE = 'The daily e-mail could not be turned off';
export const REMINDER_LINK_FAILED_TEXT =
  'Nothing was changed. Please open the link in the e-mail again, or turn the e-mail off on your profile.';
export const REMINDER_LINK_UNKNOWN_TEXT =
  'This link has already been used or is no longer valid, so there is nothing to turn off. Your settings are on your profile.';

const HH_MM = /^([01][0-9]|2[0-3]):[0-5][0-9]$/;

/** GET and PUT /api/reminders: the reader's settings, and what this server can do. */
export const reminderSettings = z.strictObject({
  enabled: z.boolean(),
  time_of_day: z.string(),
  by_email: z.boolean(),
  /** Whether this server sends e-mail (SMTP_URL set). */
  email_available: z.boolean(),
  /** The public key a browser subscribes with (VAPID, base64url). */
  vapid_public_key: z.string(),
  /** Devices subscribed to push. */
  devices: z.int(),
  /** The notice on the day a planetary period begins (decision 050). */
  period_notice: z.boolean(),
  /** The notice the day before a saved person's new year. */
  birthday_notice: z.boolean(),
  /** Whether notices name a saved person by first name; off, they say "someone you saved". */
  notice_names: z.boolean(),
});
export type ReminderSettings = z.output<typeof reminderSettings>;

/** PUT /api/reminders { enabled, time_of_day, by_email }. */
export const updateReminderRequest = z.object(
  {
    enabled: z.boolean({ error: 'REMINDER_ENABLED_REQUIRED' }),
    time_of_day: z.string({ error: 'REMINDER_TIME_INVALID' }).regex(HH_MM, 'REMINDER_TIME_INVALID'),
    by_email: z.boolean().default(false),
    /** The browser's IANA zone, stored on the profile: the reminder is due at this time there. */
    time_zone: timeZone.optional(),
    /** The notices' switches (decision 050): each left as saved when absent. */
    period_notice: z.boolean({ error: 'REMINDER_SWITCH_INVALID' }).optional(),
    birthday_notice: z.boolean({ error: 'REMINDER_SWITCH_INVALID' }).optional(),
    notice_names: z.boolean({ error: 'REMINDER_SWITCH_INVALID' }).optional(),
  },
  { error: 'BODY_NOT_OBJECT' },
);
export type UpdateReminderRequest = z.input<typeof updateReminderRequest>;

/** A base64url string of `bytes` bytes (unpadded), as PushSubscription.toJSON() writes keys. */
const base64urlOf = (bytes: number) =>
  z
    .string({ error: 'PUSH_SUBSCRIPTION_INVALID' })
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, 'PUSH_SUBSCRIPTION_INVALID')
    .refine(
      (text) => Math.floor((text.replace(/=+$/, '').length * 3) / 4) === bytes,
      'PUSH_SUBSCRIPTION_INVALID',
    );

/**
 * A push endpoint as a browser gives it: an http(s) URL of printable characters (a NUL or another control
 * character cannot be stored, and no push service makes one).
 */
const endpoint = z
  .url({ protocol: /^https?$/, error: 'PUSH_SUBSCRIPTION_INVALID' })
  .max(1_000, 'PUSH_SUBSCRIPTION_INVALID')
  .regex(/^[\x21-\x7e]+$/, 'PUSH_SUBSCRIPTION_INVALID');

/** POST /api/reminders/devices: PushSubscription.toJSON() of this browser. */
export const pushSubscriptionRequest = z.object(
  {
    endpoint,
    keys: z.object(
      // p256dh: an uncompressed P-256 point (65 bytes); auth: 16 random bytes (RFC 8291).
      { p256dh: base64urlOf(65), auth: base64urlOf(16) },
      { error: 'PUSH_SUBSCRIPTION_INVALID' },
    ),
  },
  { error: 'BODY_NOT_OBJECT' },
);
export type PushSubscriptionRequest = z.output<typeof pushSubscriptionRequest>;

/** DELETE /api/reminders/devices { endpoint }: this browser stops getting the reminder. */
export const removeDeviceRequest = z.object({ endpoint }, { error: 'BODY_NOT_OBJECT' });

/** What a push message carries to the service worker. */
export const reminderPushPayload = z.object({
  /** The daily card, or a notice (decision 050); the service worker shows each kind under its own tag. */
  kind: z.enum(['daily-card', 'period', 'birthday-eve']),
  title: z.string(),
  body: z.string(),
  /** The page a tap opens (today's card). */
  url: z.string(),
  /** The notification's action to write about the day: its label, and the journal on that day. */
  write: z.object({ title: z.string(), url: z.string() }).optional(),
});
export type ReminderPushPayload = z.output<typeof reminderPushPayload>;

/** The journal on the reader's day ('2026-11-29'): where the notification's "Write about today" leads. */
export const journalDayPath = (localDate: string): string => `/journal?on=${localDate}`;

/** The page a tap or the mail's link opens: the home page, whose first card is today's. */
export const TODAYS_CARD_PATH = '/';

/** The reminder's title: "Your card today: Seven of Hearts". */
export function reminderTitle(cardName: string): Message {
  return message('REMINDER_TITLE', { card: cardName });
}

/** One gentle line of context: "Day 12 of your Jupiter period", or an invitation without a birthdate. */
export function reminderContext(period: { planet: string; day: number } | null): Message {
  return period === null
    ? message('REMINDER_CONTEXT_NO_PERIOD')
    : message('REMINDER_CONTEXT', { day: period.day, planet: period.planet });
}

/** The notification's body: the card's title, then the line of context. */
export function reminderBody(cardTitle: string, context: Message | string): Message {
  return message('REMINDER_BODY', { title: cardTitle, context });
}

export const REMINDER_MAIL_SUBJECT_PREFIX = 'Your card today';
export const REMINDER_MAIL_LINK_TEXT = 'Open today’s card';
export const REMINDER_MAIL_UNSUBSCRIBE_TEXT = 'Stop these e-mails';

// The notices besides the daily card (issue 34 item 2, docs/decisions/050-notices.md): gentle, opt-in, and
// never a birthdate or an address; a saved person by first name only when the reader allows it.

/** "Your Venus period begins today: Seven of Hearts" (the planet and the card in the reader's language). */
export function periodNoticeTitle(planet: string, cardName: string): Message {
  return message('NOTICE_PERIOD_TITLE', { planet, card: cardName });
}

/** The period notice's body: the card's title there, and how long the period lasts. */
export function periodNoticeBody(cardTitle: string): Message {
  return message('NOTICE_PERIOD_BODY', { title: cardTitle });
}

/**
 * The birthday-eve notice's title: "Olive’s new year begins tomorrow" with the names (already joined in the
 * reader's language, "Olive and Sam"), or without them "Someone you saved…" / "2 people you saved…".
 */
export function birthdayNoticeTitle(people: { names: string; count: number } | { count: number }): Message {
  if ('names' in people) {
    return people.count === 1
      ? message('NOTICE_BIRTHDAY_TITLE_NAMED', { name: people.names })
      : message('NOTICE_BIRTHDAY_TITLE_NAMED_MANY', { names: people.names });
  }
  return people.count === 1
    ? message('NOTICE_BIRTHDAY_TITLE_SOMEONE')
    : message('NOTICE_BIRTHDAY_TITLE_PEOPLE', { count: people.count });
}

/** The mail's subject before a notice's title, and the link under it. */
export const NOTICE_MAIL_LINK_TEXT = 'Open Cardology';

/** The birthday-eve notice's body: an invitation to look at the person's year, no date, no age. */
export function birthdayNoticeBody(): Message {
  return message('NOTICE_BIRTHDAY_BODY');
}
