// "Your data" on the profile (docs/product.md §2 Profile; docs/decisions/027-privacy.md): downloading
// everything the app keeps about the user, and deleting the account. The wording is ours (the product is
// silent), shared by the server's answers and the profile's section.
import { z } from 'zod';
import { chatTurn } from './assistant.js';
import { ownCreditRequest } from './credits.js';

export const YOUR_DATA_TITLE = 'Your data';
export const YOUR_DATA_INTRO =
  'Download a copy of everything Cardology keeps about you, or delete your account and all of it.';
export const DOWNLOAD_MY_DATA = 'Download my data';
/** One download of one's data (the export or the journal's Markdown) at a time per account (issue 22). */
export const EXPORT_IN_PROGRESS =
  'A download of your data is already being prepared. Please wait for it to finish, then try again.';
export const DELETE_MY_ACCOUNT = 'Delete my account';
export const DELETE_ACCOUNT_TITLE = 'Delete your account?';
export const DELETE_ACCOUNT_WARNING =
  'This permanently deletes your profile, your people, your saved interpretations, your conversations, your credits and their history, and your narration audio. It cannot be undone.';
export const DELETE_ACCOUNT_PASSWORD_LABEL = 'Your password';
export const DELETE_ACCOUNT_CONFIRM = 'Delete my account';
export const DELETE_ACCOUNT_BUSY = 'Deleting...';
/** Shown on /login once the account is gone. */
export const ACCOUNT_DELETED = 'Your account and all your data have been deleted.';
export const DELETE_ACCOUNT_PASSWORD_REQUIRED = 'Please enter your password to delete your account.';
export const DELETE_ACCOUNT_WRONG_PASSWORD = 'That password is not correct.';
/** The last admin would leave nobody able to answer credit requests or manage users. */
export const DELETE_ACCOUNT_LAST_ADMIN =
  'You are the only admin. Make another account an admin before deleting yours.';
export const DELETE_ACCOUNT_FAILED = 'Failed to delete your account.';

/** The export's file name on the given day ('YYYY-MM-DD'). */
export const exportFileName = (isoDay: string) => `cardology-export-${isoDay}.json`;

/** The export's download path, fetched by a plain link (the session cookie goes with it). */
export const EXPORT_PATH = '/api/me/export';

/** DELETE /api/me { password }: the account's current password confirms the deletion. */
export const deleteAccountRequest = z.object(
  {
    password: z
      .string({ error: 'DELETE_ACCOUNT_PASSWORD_REQUIRED' })
      .min(1, 'DELETE_ACCOUNT_PASSWORD_REQUIRED')
      // Far past any password better-auth accepts; a longer one is never right, and is not hashed.
      .max(1024, 'DELETE_ACCOUNT_WRONG_PASSWORD'),
  },
  { error: 'BODY_NOT_OBJECT' },
);
export type DeleteAccountRequest = z.infer<typeof deleteAccountRequest>;

const instant = z.string();

/**
 * GET /api/me/export: every row the app keeps about the user, as they would recognise it. Never a password
 * hash, a session or a token (the calendar link's token is not even stored: only whether it exists), and
 * never another user's identity (a ledger row says an admin changed the balance, not which one).
 */
export const accountExport = z.object({
  exported_at: instant,
  account: z.object({ id: z.string(), name: z.string(), email: z.string(), created_at: instant }),
  profile: z
    .object({
      name: z.string().nullable(),
      /** 'YYYY-MM-DD' */
      birthdate: z.string().nullable(),
      time_zone: z.string().nullable(),
      age: z.int().nullable(),
      is_premium: z.boolean(),
      tts_credits: z.int(),
      created_at: instant,
      updated_at: instant,
    })
    .nullable(),
  people: z.array(z.object({ id: z.string(), name: z.string(), birthdate: z.string(), created_at: instant })),
  saved_interpretations: z.array(
    z.object({
      id: z.string(),
      session_id: z.string().nullable(),
      spread_type: z.string().nullable(),
      reading_text: z.string(),
      created_at: instant,
    }),
  ),
  ai_sessions: z.array(
    z.object({
      id: z.string(),
      spread_type: z.string(),
      person_name: z.string(),
      /** What was asked: spread, person, period. */
      request: z.record(z.string(), z.unknown()),
      reading_text: z.string(),
      messages: z.array(chatTurn),
      created_at: instant,
      updated_at: instant,
    }),
  ),
  credit_history: z.object({
    ledger: z.array(
      z.object({
        delta: z.int(),
        reason: z.string(),
        reference: z.string().nullable(),
        notes: z.string().nullable(),
        /** True when an admin made the change, false for the app's own (narration charges, refunds). */
        by_admin: z.boolean(),
        created_at: instant,
      }),
    ),
    requests: z.array(ownCreditRequest),
  }),
  narrations: z.array(
    z.object({
      id: z.string(),
      session_id: z.string(),
      source: z.string(),
      status: z.string(),
      parts: z.int(),
      seconds: z.number(),
      created_at: instant,
    }),
  ),
  /** The journal's entries as stored, oldest written first (their cards are computed, never stored: see the Markdown download). */
  journal: z.array(
    z.object({
      id: z.string(),
      date: z.string(),
      text: z.string(),
      created_at: instant,
      updated_at: instant,
    }),
  ),
  calendar_feed: z.object({ include_people: z.boolean(), created_at: instant }).nullable(),
  /** The daily card reminder (docs/decisions/037-daily-reminders.md) and the devices it goes to. */
  daily_card_reminder: z.object({
    enabled: z.boolean(),
    time_of_day: z.string(),
    by_email: z.boolean(),
    /** The notices' switches (docs/decisions/050-notices.md). */
    period_notice: z.boolean(),
    birthday_notice: z.boolean(),
    notice_names: z.boolean(),
    /** Each subscribed browser: its push service (the endpoint's origin) and when it subscribed. */
    devices: z.array(z.object({ push_service: z.string(), created_at: instant })),
    /** The local days a reminder or a notice (its kind) was sent, dropped or quiet, kept a few days. */
    recent_sends: z.array(z.object({ local_date: z.string(), kind: z.string(), status: z.string() })),
  }),
});
export type AccountExport = z.infer<typeof accountExport>;
