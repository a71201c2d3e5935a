import { setImmediate as nextTurn } from 'node:timers/promises';
import type { AccountExport } from '@cardology/contract/privacy';
import { and, asc, desc, eq, gt, lt, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.js';
import {
  aiSessions,
  creditLedger,
  journalEntries,
  pushSubscriptions,
  reminderSends,
  savedReadings,
  ttsNarrations,
  user,
} from '../db/schema.js';
import { type KeysetPosition, POSITION_TIME_FORMAT } from '../lib/keyset-cursor.js';
import { endpointForLog } from '../providers/push/push-endpoints.js';
import { findFeedOfUser } from './calendar-feeds.js';
import { listConnections } from './connections.js';
import { listOwnCreditRequests } from './credit-requests.js';
import { findProfile } from './profile.js';
import { readReminderSettings } from './reminders/reminder-settings.js';
import { savedReadingDto } from './saved-readings.js';

// Everything the app keeps about one user (docs/decisions/027-privacy.md), read by their id only, so no
// other user's row can be in it. Left out on purpose: the password hash and sessions (better-auth's
// account and session rows), the calendar link's token (only its hash is stored), the audio bytes (the
// narrations' metadata is here), and the id of an admin who changed the balance (another person's).
//
// What an account can pile up without end (assistant sessions and their chat, saved interpretations, the
// credit ledger, narrations, journal entries) is read and written EXPORT_PAGE_ROWS rows at a time (docs/decisions/
// 031-account-piles.md): the answer is a stream, so neither memory nor one turn of the event loop grows
// with the account. The rest is bounded (at most PEOPLE_MAX people, 10 push devices, 3 days of reminder sends) and read at once.

/** Rows read, turned to JSON and written per step, at most. */
export const EXPORT_PAGE_ROWS = 20;
/**
 * And at most this many bytes of rows per step, for the piles whose rows can be long (assistant sessions, whose
 * chat may hold CHAT_TURNS_MAX turns, and saved interpretations): a page holds the rows that fit, and always at
 * least one, so a step is bounded by the larger of this and one row.
 */
export const EXPORT_PAGE_BYTES = 256 * 1024;

type Head = Pick<
  AccountExport,
  'exported_at' | 'account' | 'profile' | 'people' | 'calendar_feed' | 'daily_card_reminder'
> & {
  readonly requests: AccountExport['credit_history']['requests'];
};

/** The bounded part of the export, or null when the account no longer exists. */
export async function exportHead(db: Db, userId: string, now: Date): Promise<Head | null> {
  const [account] = await db
    .select({ id: user.id, name: user.name, email: user.email, createdAt: user.createdAt })
    .from(user)
    .where(eq(user.id, userId));
  if (!account) return null;
  const [profile, people, requests, feed, reminder] = await Promise.all([
    findProfile(db, userId),
    listConnections(db, userId),
    listOwnCreditRequests(db, userId),
    findFeedOfUser(db, userId),
    exportReminder(db, userId),
  ]);
  return {
    exported_at: now.toISOString(),
    account: {
      id: account.id,
      name: account.name,
      email: account.email,
      created_at: account.createdAt.toISOString(),
    },
    profile: profile
      ? {
          name: profile.username,
          birthdate: profile.birthdate,
          time_zone: profile.timeZone,
          age: profile.age,
          is_premium: profile.isPremium,
          tts_credits: profile.ttsCredits,
          created_at: profile.createdAt.toISOString(),
          updated_at: profile.updatedAt.toISOString(),
        }
      : null,
    people: people.map((person) => ({
      id: person.id,
      name: person.name,
      birthdate: person.birthdate,
      created_at: person.createdAt.toISOString(),
    })),
    requests,
    calendar_feed: feed
      ? { include_people: feed.includePeople, created_at: feed.createdAt.toISOString() }
      : null,
    daily_card_reminder: reminder,
  };
}

type Order = 'oldest-first' | 'newest-first';

/** A page's place in (created_at, id) order, to the microsecond (lib/keyset-cursor.ts). */
const positionOf = (createdAt: AnyPgColumn) =>
  sql<string>`to_char(${createdAt} AT TIME ZONE 'UTC', ${POSITION_TIME_FORMAT})`;

/** The rows after `after` in `order`: a row tuple compared with the last position read. */
function after(createdAt: AnyPgColumn, id: AnyPgColumn, position: KeysetPosition | null, order: Order) {
  if (!position) return undefined;
  const row = sql`(${createdAt}, ${id})`;
  const last = sql`(${position.at}::timestamptz, ${position.id}::uuid)`;
  return order === 'oldest-first' ? gt(row, last) : lt(row, last);
}

/**
 * A row's size in bytes, near enough, without turning it to text (`row::text` cost ~24 ms of PGlite's thread
 * for 20 sessions): a text column's length is read from its header, a jsonb's stored size stands for its
 * JSON (smaller when PostgreSQL compressed a long chat, so such a page may hold up to about twice the bound).
 */
const sessionBytes = sql<number>`octet_length(${aiSessions.readingText}) + pg_column_size(${aiSessions.history}) + pg_column_size(${aiSessions.request})`;
const savedBytes = sql<number>`octet_length(${savedReadings.readingText})`;
const journalBytes = sql<number>`octet_length(${journalEntries.text})`;

/** The ORDER BY of a keyset page. */
const orderOf = (createdAt: AnyPgColumn, id: AnyPgColumn, order: Order): SQL[] =>
  order === 'oldest-first' ? [asc(createdAt), asc(id)] : [desc(createdAt), desc(id)];

/** How many of the next rows, of these sizes, fit in EXPORT_PAGE_BYTES: at least one when there is one. */
function rowsThatFit(sizes: readonly number[]): number {
  let bytes = 0;
  let count = 0;
  for (const size of sizes) {
    if (count > 0 && bytes + size > EXPORT_PAGE_BYTES) break;
    bytes += size;
    count++;
  }
  return count;
}

/** A pile read in pages: its rows after a position, and (for piles of long rows) the next rows' sizes in bytes. */
interface Pile<Row> {
  readPage(position: KeysetPosition | null, limit: number): Promise<Row[]>;
  readSizes?(position: KeysetPosition | null): Promise<{ bytes: number }[]>;
}

/** Reads pages until one comes back short; each page is turned to wire rows as it arrives. */
async function* pages<Row extends { id: string; at: string }, Wire>(
  pile: Pile<Row>,
  toWire: (row: Row) => Wire,
): AsyncGenerator<Wire[]> {
  let position: KeysetPosition | null = null;
  for (;;) {
    const limit = pile.readSizes
      ? rowsThatFit((await pile.readSizes(position)).map((row) => Number(row.bytes)))
      : EXPORT_PAGE_ROWS;
    if (limit === 0) return;
    const rows = await pile.readPage(position, limit);
    yield rows.map(toWire);
    // Other requests' turn, even when the database answers within this thread (PGlite) without one.
    await nextTurn();
    const last = rows.at(-1);
    if (rows.length < limit || !last) return;
    position = { at: last.at, id: last.id };
  }
}

function sessionPages(db: Db, userId: string) {
  const order = 'oldest-first';
  const mine = (position: KeysetPosition | null) =>
    and(eq(aiSessions.userId, userId), after(aiSessions.createdAt, aiSessions.id, position, order));
  const inOrder = orderOf(aiSessions.createdAt, aiSessions.id, order);
  return pages(
    {
      readPage: (position, limit) =>
        db
          .select({ row: aiSessions, id: aiSessions.id, at: positionOf(aiSessions.createdAt) })
          .from(aiSessions)
          .where(mine(position))
          .orderBy(...inOrder)
          .limit(limit),
      readSizes: (position) =>
        db
          .select({ bytes: sessionBytes })
          .from(aiSessions)
          .where(mine(position))
          .orderBy(...inOrder)
          .limit(EXPORT_PAGE_ROWS),
    },
    ({ row: session }): AccountExport['ai_sessions'][number] => ({
      id: session.id,
      spread_type: session.spreadType,
      person_name: session.personName,
      request: { ...session.request },
      reading_text: session.readingText,
      messages: session.history,
      created_at: session.createdAt.toISOString(),
      updated_at: session.updatedAt.toISOString(),
    }),
  );
}

function savedPages(db: Db, userId: string) {
  const order = 'newest-first';
  const mine = (position: KeysetPosition | null) =>
    and(eq(savedReadings.userId, userId), after(savedReadings.createdAt, savedReadings.id, position, order));
  const inOrder = orderOf(savedReadings.createdAt, savedReadings.id, order);
  return pages(
    {
      readPage: (position, limit) =>
        db
          .select({ row: savedReadings, id: savedReadings.id, at: positionOf(savedReadings.createdAt) })
          .from(savedReadings)
          .where(mine(position))
          .orderBy(...inOrder)
          .limit(limit),
      readSizes: (position) =>
        db
          .select({ bytes: savedBytes })
          .from(savedReadings)
          .where(mine(position))
          .orderBy(...inOrder)
          .limit(EXPORT_PAGE_ROWS),
    },
    ({ row }) => savedReadingDto(row),
  );
}

function ledgerPages(db: Db, userId: string) {
  const order = 'oldest-first';
  return pages(
    {
      readPage: (position, limit) =>
        db
          .select({ row: creditLedger, id: creditLedger.id, at: positionOf(creditLedger.createdAt) })
          .from(creditLedger)
          .where(
            and(
              eq(creditLedger.userId, userId),
              after(creditLedger.createdAt, creditLedger.id, position, order),
            ),
          )
          .orderBy(...orderOf(creditLedger.createdAt, creditLedger.id, order))
          .limit(limit),
    },
    ({ row }): AccountExport['credit_history']['ledger'][number] => ({
      delta: row.delta,
      reason: row.reason,
      reference: row.reference,
      notes: row.notes,
      by_admin: row.actorId !== null && row.actorId !== userId,
      created_at: row.createdAt.toISOString(),
    }),
  );
}

function narrationPages(db: Db, userId: string) {
  const order = 'oldest-first';
  return pages(
    {
      readPage: (position, limit) =>
        db
          .select({ row: ttsNarrations, id: ttsNarrations.id, at: positionOf(ttsNarrations.createdAt) })
          .from(ttsNarrations)
          .where(
            and(
              eq(ttsNarrations.userId, userId),
              after(ttsNarrations.createdAt, ttsNarrations.id, position, order),
            ),
          )
          .orderBy(...orderOf(ttsNarrations.createdAt, ttsNarrations.id, order))
          .limit(limit),
    },
    ({ row: narration }): AccountExport['narrations'][number] => ({
      id: narration.id,
      session_id: narration.sessionId,
      source: narration.source,
      status: narration.status,
      parts: narration.chunks.length,
      seconds: narration.chunks.reduce((total, chunk) => total + chunk.duration, 0),
      created_at: narration.createdAt.toISOString(),
    }),
  );
}

function journalPages(db: Db, userId: string) {
  const order = 'oldest-first';
  const mine = (position: KeysetPosition | null) =>
    and(
      eq(journalEntries.userId, userId),
      after(journalEntries.createdAt, journalEntries.id, position, order),
    );
  const inOrder = orderOf(journalEntries.createdAt, journalEntries.id, order);
  return pages(
    {
      readPage: (position, limit) =>
        db
          .select({ row: journalEntries, id: journalEntries.id, at: positionOf(journalEntries.createdAt) })
          .from(journalEntries)
          .where(mine(position))
          .orderBy(...inOrder)
          .limit(limit),
      // A note may be 10,000 characters (up to 40 KB): pages by bytes, as sessions are.
      readSizes: (position) =>
        db
          .select({ bytes: journalBytes })
          .from(journalEntries)
          .where(mine(position))
          .orderBy(...inOrder)
          .limit(EXPORT_PAGE_ROWS),
    },
    ({ row }): AccountExport['journal'][number] => ({
      id: row.id,
      date: row.entryDate,
      text: row.text,
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
    }),
  );
}

/** A JSON array written page by page: `[`, the rows with commas between them, `]`. */
async function* jsonArray(source: AsyncGenerator<unknown[]>): AsyncGenerator<string> {
  yield '[';
  let first = true;
  for await (const page of source) {
    if (page.length === 0) continue;
    yield `${first ? '' : ','}${page.map((row) => JSON.stringify(row)).join(',')}`;
    first = false;
  }
  yield ']';
}

/** The whole export as JSON text, in pieces of at most EXPORT_PAGE_ROWS rows (the AccountExport shape). */
export async function* exportJson(db: Db, userId: string, head: Head): AsyncGenerator<string> {
  const field = (name: string, value: unknown) => `${JSON.stringify(name)}:${JSON.stringify(value)},`;
  yield `{${field('exported_at', head.exported_at)}${field('account', head.account)}`;
  yield `${field('profile', head.profile)}${field('people', head.people)}"saved_interpretations":`;
  yield* jsonArray(savedPages(db, userId));
  yield ',"ai_sessions":';
  yield* jsonArray(sessionPages(db, userId));
  yield ',"credit_history":{"ledger":';
  yield* jsonArray(ledgerPages(db, userId));
  yield `,"requests":${JSON.stringify(head.requests)}},"narrations":`;
  yield* jsonArray(narrationPages(db, userId));
  yield ',"journal":';
  yield* jsonArray(journalPages(db, userId));
  yield `,"calendar_feed":${JSON.stringify(head.calendar_feed)}`;
  yield `,"daily_card_reminder":${JSON.stringify(head.daily_card_reminder)}}`;
}

/** The reminder's settings, devices (the push service only: the endpoint's path is a credential) and recent sends. */
async function exportReminder(db: Db, userId: string): Promise<AccountExport['daily_card_reminder']> {
  const [settings, devices, sends] = await Promise.all([
    readReminderSettings(db, userId),
    db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, userId))
      .orderBy(asc(pushSubscriptions.createdAt)),
    db
      .select()
      .from(reminderSends)
      .where(eq(reminderSends.userId, userId))
      .orderBy(asc(reminderSends.localDate)),
  ]);
  return {
    enabled: settings.enabled,
    time_of_day: settings.timeOfDay,
    by_email: settings.byEmail,
    period_notice: settings.periodNotice,
    birthday_notice: settings.birthdayNotice,
    notice_names: settings.noticeNames,
    devices: devices.map((device) => ({
      push_service: endpointForLog(device.endpoint),
      created_at: device.createdAt.toISOString(),
    })),
    recent_sends: sends.map((send) => ({ local_date: send.localDate, kind: send.kind, status: send.status })),
  };
}
