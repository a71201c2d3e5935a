import type { LedgerReason } from '@cardology/contract/admin';
import type { AiReadingRequest, ChatTurnWire } from '@cardology/contract/assistant';
import type { CreditRequestStatus } from '@cardology/contract/credits';
import { JOURNAL_TEXT_MAX } from '@cardology/contract/journal';
import type { JournalReflectionAsked } from '@cardology/contract/journal-reflection';
import { AGE_MAX, AGE_MIN } from '@cardology/contract/limits';
import type { CaptionCue } from '@cardology/contract/narration';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

// One schema for PGlite (PG 18) and PostgreSQL 15+: keep to features both have.
// The better-auth tables keep better-auth's field names as the TypeScript keys (the drizzle adapter
// addresses columns by key) and use snake_case column names in SQL.

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

/** better-auth's user, with the admin plugin's role and ban fields. */
export const user = pgTable('user', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').notNull().default(false),
  image: text('image'),
  role: text('role'),
  banned: boolean('banned').default(false),
  banReason: text('ban_reason'),
  banExpires: timestamp('ban_expires', { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** better-auth's database sessions; impersonatedBy comes from the admin plugin. */
export const session = pgTable(
  'session',
  {
    id: text('id').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    token: text('token').notNull().unique(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    impersonatedBy: text('impersonated_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('session_user_id_idx').on(table.userId)],
);

/** better-auth's accounts: one 'credential' row per user holds the password hash. */
export const account = pgTable(
  'account',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('account_user_id_idx').on(table.userId)],
);

export const verification = pgTable(
  'verification',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('verification_identifier_idx').on(table.identifier)],
);

/** better-auth's rate-limit counters, in the database so every server process shares them. */
export const rateLimit = pgTable('rate_limit', {
  id: text('id').primaryKey(),
  key: text('key').notNull().unique(),
  count: integer('count').notNull(),
  lastRequest: bigint('last_request', { mode: 'number' }).notNull(),
});

/**
 * The app's own fixed-window counters (docs/decisions/023-abuse-limits.md): the per-address API limit
 * (`api:<address>`) and failed sign-ins per account (`sign-in:<sha-256 of the e-mail>`). In the database
 * so every server process counts together; a row whose window has ended is reset by the next hit or
 * deleted by the sweep.
 */
export const rateCounters = pgTable(
  'rate_counters',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    /** When the window ends, in milliseconds since the epoch. */
    resetAt: bigint('reset_at', { mode: 'number' }).notNull(),
  },
  (table) => [index('rate_counters_reset_at_idx').on(table.resetAt)],
);

/** The app's side of a user: what docs/product.md calls the profile. One row per user, same id. */
export const profiles = pgTable(
  'profiles',
  {
    id: text('id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    username: text('username'),
    isPremium: boolean('is_premium').notNull().default(false),
    ttsCredits: integer('tts_credits').notNull().default(0),
    /** Civil date, read and written as 'YYYY-MM-DD' so no time zone can shift it. */
    birthdate: date('birthdate', { mode: 'string' }),
    age: integer('age'),
    /**
     * The reader's IANA time zone ('Pacific/Auckland'), checked with Intl before it is written; null until
     * the browser reports it. Gives "today" to what runs without a browser (docs/decisions/036-the-readers-today.md).
     */
    timeZone: text('time_zone'),
    /**
     * The reader's chosen language ('en', 'es', 'pt-BR'); null until they pick one, when the browser's cookie or
     * Accept-Language decide. What runs without a browser writes in it (decision 044).
     */
    language: text('language'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('profiles_tts_credits_non_negative', sql`${table.ttsCredits} >= 0`),
    check(
      'profiles_age_range',
      sql`${table.age} BETWEEN ${sql.raw(String(AGE_MIN))} AND ${sql.raw(String(AGE_MAX))}`,
    ),
    // With a birthdate the age is always computed from it, so no stored age can ever contradict it.
    check('profiles_age_only_without_birthdate', sql`${table.age} IS NULL OR ${table.birthdate} IS NULL`),
  ],
);

/** People a user reads for besides themselves (docs/product.md §3 "Connection"). */
export const userConnections = pgTable(
  'user_connections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    birthdate: date('birthdate', { mode: 'string' }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    // Leading user_id: serves "this user's connections" and "this user's latest connection".
    index('user_connections_user_id_created_at_idx').on(table.userId, table.createdAt),
    // One row per person: a double click or two tabs cannot add the same name (any case) and
    // birthdate twice, even when the inserts race. Names are stored trimmed.
    uniqueIndex('user_connections_user_id_lower_name_birthdate_key').on(
      table.userId,
      sql`lower(${table.name})`,
      table.birthdate,
    ),
  ],
);

/**
 * One assistant conversation: what was asked (the validated request, from which the reading and its
 * context are recomputed — never stored cards), what the model wrote (also the part written before a
 * failure) and the completed chat turns (docs/decisions/015-assistant.md).
 */
export const aiSessions = pgTable(
  'ai_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    spreadType: text('spread_type').notNull(),
    personName: text('person_name').notNull(),
    // A reading, or a reflection on a journal period (docs/decisions/041-journal-reflection.md).
    request: jsonb('request').$type<AiReadingRequest | JournalReflectionAsked>().notNull(),
    readingText: text('reading_text').notNull().default(''),
    history: jsonb('history').$type<ChatTurnWire[]>().notNull().default([]),
    // The language the text was written in ('en', 'es', 'pt-BR'): its narrations and follow-up answers use
    // it, whatever the reader chooses later (decision 044). Null for sessions written before it was kept.
    language: text('language'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // Leading user_id: serves "this user's sessions" and the hourly count of their readings.
  (table) => [index('ai_sessions_user_id_created_at_idx').on(table.userId, table.createdAt)],
);

/** Saved interpretations (docs/product.md §3 "Saved interpretation"): the session's text as it was when saved. */
export const savedReadings = pgTable(
  'saved_readings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    sessionId: uuid('session_id'),
    spreadType: text('spread_type'),
    readingText: text('reading_text').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('saved_readings_user_id_created_at_idx').on(table.userId, table.createdAt),
    // Saving a session twice (a double click, two tabs, racing requests) keeps one row.
    uniqueIndex('saved_readings_user_id_session_id_key').on(table.userId, table.sessionId),
  ],
);

/**
 * One row per assistant call a user made (an interpretation or a chat message), for the hourly limits:
 * counted in the database so they hold across server processes.
 */
export const aiUsage = pgTable(
  'ai_usage',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'reading' | 'chat'>().notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('ai_usage_user_id_kind_created_at_idx').on(table.userId, table.kind, table.createdAt)],
);

/**
 * A user asking an admin for TTS credits (docs/product.md §3 "Credit request"). At most one pending
 * request per user: the partial unique index decides, so racing submissions keep one row.
 */
export const creditRequests = pgTable(
  'credit_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    status: text('status').$type<CreditRequestStatus>().notNull().default('pending'),
    userNotes: text('user_notes'),
    adminNotes: text('admin_notes'),
    creditsGranted: integer('credits_granted'),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    // Text, not a foreign key: the decision stays on record after the admin's account is gone.
    resolvedByAdminId: text('resolved_by_admin_id'),
  },
  (table) => [
    check('credit_requests_status_known', sql`${table.status} IN ('pending', 'approved', 'denied')`),
    uniqueIndex('credit_requests_one_pending_per_user_key')
      .on(table.userId)
      .where(sql`${table.status} = 'pending'`),
    // The admin's list: pending, oldest first.
    index('credit_requests_status_requested_at_idx').on(table.status, table.requestedAt),
    // The user's own list, newest first.
    index('credit_requests_user_id_requested_at_idx').on(table.userId, table.requestedAt),
  ],
);

/**
 * Every change of a user's TTS credits, append-only (docs/decisions/017-credit-ledger.md): a user's
 * balance equals the sum of their rows' deltas. Written only by services/credit-ledger.ts, in the same
 * transaction as the balance. `idempotency_key` makes a retried charge or refund count once.
 */
export const creditLedger = pgTable(
  'credit_ledger',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    delta: integer('delta').notNull(),
    reason: text('reason').$type<LedgerReason>().notNull(),
    reference: text('reference'),
    actorId: text('actor_id'),
    notes: text('notes'),
    idempotencyKey: text('idempotency_key').unique(),
    createdAt: createdAt(),
  },
  (table) => [
    check('credit_ledger_reason_known', sql`${table.reason} IN ('grant', 'set', 'tts', 'refund')`),
    // The admin's view of one user's history, newest first, and the sum per user.
    index('credit_ledger_user_id_created_at_idx').on(table.userId, table.createdAt),
  ],
);

/** One synthesized chunk of a narration, as stored: its files (opaque names) and captions. */
export type StoredChunk = {
  index: number;
  audioFile: string;
  captionsFile: string;
  cues: CaptionCue[];
  duration: number;
};

export const NARRATION_STATUSES = ['running', 'done', 'failed'] as const;
export type NarrationStatus = (typeof NARRATION_STATUSES)[number];

/**
 * One narration per session text (docs/decisions/018-narration.md): the interpretation (`source`
 * 'reading') or one chat reply ('turn:<index>'). The unique pair lets one request at a time run it, and a
 * finished one is replayed instead of charged again; `attempt` counts runs after failures, each with its
 * own credit reservation.
 */
export const ttsNarrations = pgTable(
  'tts_narrations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => aiSessions.id, { onDelete: 'cascade' }),
    source: text('source').notNull(),
    status: text('status').$type<NarrationStatus>().notNull().default('running'),
    attempt: integer('attempt').notNull().default(1),
    chunks: jsonb('chunks').$type<StoredChunk[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('tts_narrations_session_id_source_key').on(table.sessionId, table.source),
    index('tts_narrations_user_id_idx').on(table.userId),
    index('tts_narrations_created_at_idx').on(table.createdAt),
    check('tts_narrations_status_known', sql`${table.status} IN ('running', 'done', 'failed')`),
  ],
);

/**
 * A user's secret calendar feed (docs/decisions/019-calendar-feed.md): one per user. Only the sha256 of
 * its random token is kept, so the database alone cannot subscribe to anyone's calendar.
 */
export const calendarFeeds = pgTable('calendar_feeds', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  /** Hex sha256 of the token in the feed URL; unique, so the feed route finds its row by it. */
  tokenHash: text('token_hash').notNull().unique(),
  includePeople: boolean('include_people').notNull().default(false),
  createdAt: createdAt(),
});

/** The tables better-auth's drizzle adapter writes, keyed by better-auth's model names. */
export const authSchema = { user, session, account, verification, rateLimit };

/**
 * A reader's daily-card reminder (docs/decisions/037-daily-reminders.md): whether it is on, the local time
 * of day it is due ('HH:MM' in the reader's profile time zone), and whether it goes by e-mail too. Push
 * goes to each device in push_subscriptions.
 */
export const reminderSettings = pgTable(
  'reminder_settings',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    enabled: boolean('enabled').notNull().default(false),
    timeOfDay: text('time_of_day').notNull().default('08:00'),
    byEmail: boolean('by_email').notNull().default(false),
    /**
     * The notices besides the daily card (issue 34 item 2, docs/decisions/050-notices.md), each opt-in: the day
     * a planetary period begins, the day before a saved person's new year, and whether those name the person
     * by first name (off: "someone you saved").
     */
    periodNotice: boolean('period_notice').notNull().default(false),
    birthdayNotice: boolean('birthday_notice').notNull().default(false),
    noticeNames: boolean('notice_names').notNull().default(false),
    /** A changed setting is not due before it was made: the reminder starts the next time its hour comes. */
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('reminder_settings_enabled_idx').on(table.enabled),
    check('reminder_settings_time_of_day_hh_mm', sql`${table.timeOfDay} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`),
  ],
);

/** One browser's Web Push subscription (one per device); removed on 404/410 or when the reader turns it off. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('push_subscriptions_user_id_idx').on(table.userId)],
);

/** `quiet`: a notice's day with nothing to say (no period begins, no one's new year tomorrow), kept so the day is not looked at again. */
export const REMINDER_SEND_STATUSES = ['pending', 'sending', 'sent', 'dropped', 'quiet'] as const;
export type ReminderSendStatus = (typeof REMINDER_SEND_STATUSES)[number];
/** What a send is: the daily card, or one of the notices (decision 050). Each is sent at most once a local day. */
export const REMINDER_SEND_KINDS = ['daily', 'period', 'birthday-eve'] as const;
export type ReminderSendKind = (typeof REMINDER_SEND_KINDS)[number];

/**
 * One reminder of one reader's local day. The unique (user, local date, kind) triple makes "once a day" a database
 * fact whatever the number of processes; a row is claimed with FOR UPDATE SKIP LOCKED and a lease
 * (`claimed_until`), so a process that dies mid-send leaves it to another after the lease.
 */
export const reminderSends = pgTable(
  'reminder_sends',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    localDate: date('local_date', { mode: 'string' }).notNull(),
    kind: text('kind').$type<ReminderSendKind>().notNull().default('daily'),
    status: text('status').$type<ReminderSendStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    /** Where it already arrived (push subscription ids, 'email'), so a retry sends only to the others. */
    delivered: jsonb('delivered').$type<string[]>().notNull().default([]),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('reminder_sends_user_id_local_date_kind_key').on(table.userId, table.localDate, table.kind),
    index('reminder_sends_status_next_attempt_at_idx').on(table.status, table.nextAttemptAt),
    index('reminder_sends_created_at_idx').on(table.createdAt),
    check(
      'reminder_sends_status_known',
      sql`${table.status} IN ('pending', 'sending', 'sent', 'dropped', 'quiet')`,
    ),
    check('reminder_sends_kind_known', sql`${table.kind} IN ('daily', 'period', 'birthday-eve')`),
  ],
);

/**
 * A one-click unsubscribe link's token (only its sha256 kept): valid once, for one reader's e-mail reminder.
 */
export const reminderUnsubscribes = pgTable('reminder_unsubscribes', {
  tokenHash: text('token_hash').primaryKey(),
  userId: text('user_id')
    .notNull()
    .references(() => user.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
});

/**
 * Periodic work that must run once across processes (docs/decisions/037-daily-reminders.md): a process
 * runs a job only after moving its `run_after` forward in one conditional UPDATE, so one process wins
 * each turn.
 */
export const periodicJobs = pgTable('periodic_jobs', {
  name: text('name').primaryKey(),
  runAfter: timestamp('run_after', { withTimezone: true }).notNull(),
  lastRunAt: timestamp('last_run_at', { withTimezone: true }),
  /** Turns taken so far, by whichever process: what an operator (and the two-process test) counts. */
  turns: integer('turns').notNull().default(0),
});

/** PostgreSQL's text-search document type (drizzle has no column type of its own for it). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** A text-search configuration by name ('spanish'): PostgreSQL's regconfig, which to_tsvector takes. */
const regconfig = customType<{ data: string }>({ dataType: () => 'regconfig' });

/**
 * A reader's journal (docs/decisions/040-journal.md): notes on days of their life. The cards of an entry are
 * never stored: they are computed from `entry_date` and the current birthdate on every read.
 */
export const journalEntries = pgTable(
  'journal_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** The day the note is about, in the reader's calendar ('YYYY-MM-DD'), not when it was written. */
    entryDate: date('entry_date', { mode: 'string' }).notNull(),
    text: text('text').notNull(),
    /**
     * The language the note was written in, as the text-search configuration that reads it ('spanish'):
     * the reader's language when it was added (services/journal/journal-search.ts), kept when the reader
     * later changes language or edits it. 'english' for a note whose language nobody said.
     */
    language: regconfig('language').notNull().default(sql`'english'::regconfig`),
    /**
     * The text as its language's text search reads it, twice when it has accents: as written, and with them
     * taken off (unaccent, migrations 0015–0016), so a word typed with or without them finds it; a text without
     * accents is read once, as before. Kept by the database itself. Stored, not an index expression: a search's rows are matched against it as they are, where
     * an expression index makes PostgreSQL compute to_tsvector again for every row it rechecks (1.3 s
     * for a rare phrase at 5,000 entries on PGlite). The backup's restore leaves generated columns to
     * the database. docs/decisions/040-journal.md § Search.
     */
    search: tsvector('search')
      .notNull()
      .generatedAlwaysAs(
        sql`(CASE WHEN public.journal_unaccent("text") = "text" THEN to_tsvector("language", "text") ELSE to_tsvector("language", "text") || to_tsvector("language", public.journal_unaccent("text")) END)`,
      ),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    // The list's keyset order, newest first: every page and every count reads this index alone.
    index('journal_entries_user_id_entry_date_id_idx').on(
      table.userId,
      table.entryDate.desc(),
      table.id.desc(),
    ),
    index('journal_entries_search_idx').using('gin', table.search),
    check(
      'journal_entries_text_length',
      sql`char_length(${table.text}) BETWEEN 1 AND ${sql.raw(String(JOURNAL_TEXT_MAX))}`,
    ),
  ],
);
