import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { ReminderSendKind } from '../../db/schema.js';
import { rowsOf } from '../../db/sql-rows.js';
import { sharedCounter } from '../../metrics/registry.js';
import { FALLBACK_TIME_ZONE } from '../reader-time-zone.js';

/** One reader's reminder of one local day, claimed by this process until `claimedUntil`. */
export type ClaimedReminder = {
  id: string;
  userId: string;
  localDate: string;
  /** The daily card, or a notice (decision 050). */
  kind: ReminderSendKind;
  attempts: number;
  delivered: string[];
};

/** How long a claim lasts: a process that dies mid-send leaves the reminder to another after this. */
const CLAIM_LEASE_MS = 2 * 60 * 1000;
/** Sends tried before a reminder is dropped for the day (the first and three retries). */
export const MAX_ATTEMPTS = 4;
/** Waits before each retry: 30 s, 2 min, 8 min. */
function retryDelayMs(attempts: number): number {
  return 30_000 * 4 ** Math.max(0, attempts - 1);
}

/** Which rows a queueing pass adds: the daily card's, or the notices' (decision 050). */
type QueueKinds = 'daily' | 'notices';

/** A reader's row due now and not yet made: their local day, and (for the notices) the birthdate they need. */
export type DueRow = {
  user_id: string;
  local_date: string;
  kind: ReminderSendKind;
  birthdate: string | null;
};

/**
 * The readers whose reminders (or notices) are due now and have no row of that kind for their local day: the
 * switch is on, the reader's local time (their profile's zone, UTC when they never gave one, as
 * readerTimeZone; daylight saving included) has reached the chosen time of day, and the setting was made
 * before that moment today. A local time that a spring-forward skips is reached by the first minute after
 * the gap; a fall-back hour that repeats finds its row already there. The SQL of both queueing passes, as the
 * common table `due`, over `looked`: the next `slice` settings by user id after `after` (a keyset walk, so a
 * whole pass reads each setting once, not once per statement).
 */
function dueSql(kinds: QueueKinds, at: string, after: string, slice: number) {
  const wanted =
    kinds === 'daily'
      ? sql`s.enabled`
      : sql`(s.period_notice AND p.birthdate IS NOT NULL) OR s.birthday_notice`;
  const kindOf =
    kinds === 'daily'
      ? sql`(VALUES ('daily')) AS k(kind) ON true`
      : sql`(VALUES ('period'), ('birthday-eve')) AS k(kind)
            ON (k.kind = 'period' AND l.period_notice AND l.birthdate IS NOT NULL)
            OR (k.kind = 'birthday-eve' AND l.birthday_notice)`;
  return sql`
    WITH zones AS MATERIALIZED (SELECT name FROM pg_timezone_names),
    looked AS MATERIALIZED (
      SELECT s.user_id, s.time_of_day, s.updated_at, s.period_notice, s.birthday_notice, p.time_zone AS saved_zone,
             to_char(p.birthdate, 'YYYY-MM-DD') AS birthdate
      FROM reminder_settings s
      JOIN profiles p ON p.id = s.user_id
      WHERE (${wanted}) AND s.user_id > ${after}
      ORDER BY s.user_id
      LIMIT ${slice}
    ),
    due AS (
      SELECT zoned.user_id, zoned.kind, zoned.birthdate,
             (${at}::timestamptz AT TIME ZONE zoned.time_zone)::date AS local_date
      FROM (
        SELECT l.*, k.kind, COALESCE(z.name, ${FALLBACK_TIME_ZONE}) AS time_zone
        FROM looked l
        JOIN ${kindOf}
        -- A zone the database does not know (a newer tz name than its tz data) counts as unset, so one
        -- reader's zone can never stop everyone's reminders.
        LEFT JOIN zones z ON z.name = l.saved_zone
      ) zoned
      WHERE (${at}::timestamptz AT TIME ZONE zoned.time_zone)::time >= zoned.time_of_day::time
        AND zoned.updated_at <= (((${at}::timestamptz AT TIME ZONE zoned.time_zone)::date + zoned.time_of_day::time)
                                 AT TIME ZONE zoned.time_zone)
        AND NOT EXISTS (
          SELECT 1 FROM reminder_sends r
          WHERE r.user_id = zoned.user_id
            AND r.local_date = (${at}::timestamptz AT TIME ZONE zoned.time_zone)::date
            AND r.kind = zoned.kind
        )
    )`;
}

/** One step of a queueing pass: the last user id it looked at and how many settings, and what it did. */
type QueueStep<T> = { last: string | null; looked: number } & T;

/** Walks every setting `slice` at a time (the keyset of dueSql), calling `step` for each slice. */
async function walkSettings<T>(
  slice: number,
  step: (after: string) => Promise<QueueStep<T> | undefined>,
): Promise<void> {
  let after = '';
  for (;;) {
    const done = await step(after);
    if (!done?.last || Number(done.looked) < slice) return;
    after = done.last;
  }
}

/**
 * Adds a pending daily card row for each reader whose reminder is due now (dueSql). The unique (user, local
 * date, kind) key makes a second row for the same day impossible, whichever process or tick tries. Bounded:
 * each statement looks at `slice` settings and only counts come back to this process. Returns the rows added.
 */
export async function enqueueDueReminders(db: Db, now: Date, slice: number): Promise<number> {
  const at = now.toISOString();
  let added = 0;
  await walkSettings(slice, async (after) => {
    const [step] = await rowsOf<QueueStep<{ added: number }>>(
      db,
      sql`
      ${dueSql('daily', at, after, slice)},
      added AS (
        INSERT INTO reminder_sends (user_id, local_date, next_attempt_at)
        SELECT user_id, local_date, ${at}::timestamptz FROM due
        ON CONFLICT (user_id, local_date, kind) DO NOTHING
        RETURNING 1
      )
      SELECT (SELECT max(user_id) FROM looked) AS last, (SELECT count(*) FROM looked)::int AS looked,
             (SELECT count(*) FROM added)::int AS added`,
    );
    added += Number(step?.added ?? 0);
    return step;
  });
  return added;
}

/**
 * The notices due now (dueSql), `slice` settings at a time, each slice's rows handed to `decide` (which adds
 * their rows: whether a day has a notice is the engine's answer, decided in code; notice-queue.ts).
 */
export async function walkDueNotices(
  db: Db,
  now: Date,
  slice: number,
  decide: (due: DueRow[]) => Promise<void>,
): Promise<void> {
  const at = now.toISOString();
  await walkSettings(slice, async (after) => {
    const [step] = await rowsOf<QueueStep<{ due: DueRow[] | string }>>(
      db,
      sql`
      ${dueSql('notices', at, after, slice)}
      SELECT (SELECT max(user_id) FROM looked) AS last, (SELECT count(*) FROM looked)::int AS looked,
             COALESCE((SELECT json_agg(json_build_object('user_id', user_id, 'kind', kind,
               'birthdate', birthdate, 'local_date', to_char(local_date, 'YYYY-MM-DD'))) FROM due), '[]') AS due`,
    );
    if (!step) return undefined;
    const due = typeof step.due === 'string' ? (JSON.parse(step.due) as DueRow[]) : step.due;
    if (due.length > 0) await decide(due);
    return step;
  });
}

/**
 * Claims up to `limit` reminders ready to send: pending ones whose time has come, and ones whose claim
 * ran out (their process died). FOR UPDATE SKIP LOCKED lets processes claim side by side, each row by one.
 */
export async function claimReminders(db: Db, now: Date, limit: number): Promise<ClaimedReminder[]> {
  const at = now.toISOString();
  const until = new Date(now.getTime() + CLAIM_LEASE_MS).toISOString();
  const rows = await rowsOf<{
    id: string;
    user_id: string;
    local_date: string | Date;
    kind: ReminderSendKind;
    attempts: number;
    delivered: string[] | string;
  }>(
    db,
    sql`
      UPDATE reminder_sends SET status = 'sending', attempts = attempts + 1, claimed_until = ${until}::timestamptz
      WHERE id IN (
        SELECT id FROM reminder_sends
        WHERE (status = 'pending' AND next_attempt_at <= ${at}::timestamptz)
           OR (status = 'sending' AND claimed_until <= ${at}::timestamptz)
        ORDER BY next_attempt_at
        LIMIT ${limit}
        FOR UPDATE SKIP LOCKED
      )
      RETURNING id, user_id, to_char(local_date, 'YYYY-MM-DD') AS local_date, kind, attempts, delivered`,
  );
  return rows.map((row) => ({
    id: row.id,
    userId: row.user_id,
    localDate: String(row.local_date),
    kind: row.kind,
    attempts: row.attempts,
    delivered: typeof row.delivered === 'string' ? (JSON.parse(row.delivered) as string[]) : row.delivered,
  }));
}

/** How a claimed reminder ended this time. */
export type ReminderResult = { kind: 'sent' } | { kind: 'dropped' } | { kind: 'retry'; delivered: string[] };

/** A claimed reminder and how it ended this time. */
export type FinishedReminder = { claimed: ClaimedReminder; result: ReminderResult };
export type FinalOutcome = 'sent' | 'dropped' | 'retry';

/** A result as it is recorded: a retry with MAX_ATTEMPTS spent is dropped for the day. */
const finalOf = ({ claimed, result }: FinishedReminder): FinalOutcome =>
  result.kind === 'retry' && claimed.attempts >= MAX_ATTEMPTS ? 'dropped' : result.kind;

/**
 * Records claimed reminders' results: sent and dropped are final, each kind one statement for the whole
 * group; a retry goes back to pending after its own backoff, with what it already delivered. Only the claim
 * holder may write (status 'sending'). Returns each reminder's recorded outcome, in order.
 */
export async function finishReminders(
  db: Db,
  finished: readonly FinishedReminder[],
  now: Date,
): Promise<FinalOutcome[]> {
  const finals = finished.map(finalOf);
  const at = now.toISOString();
  for (const kind of ['sent', 'dropped'] as const) {
    const ids = finished.filter((_, n) => finals[n] === kind).map(({ claimed }) => sql`${claimed.id}::uuid`);
    if (ids.length === 0) continue;
    const written = await rowsOf<{ id: string }>(
      db,
      sql`
      UPDATE reminder_sends SET status = ${kind}, finished_at = ${at}::timestamptz, claimed_until = NULL
      WHERE id IN (${sql.join(ids, sql`, `)}) AND status = 'sending' RETURNING id`,
    );
    // Counted where the outcome becomes final, by the one process whose claim wrote it: once per reminder.
    if (written.length > 0) remindersFinished.inc({ outcome: kind }, written.length);
  }
  await Promise.all(
    finished.map(({ claimed, result }, n) =>
      finals[n] === 'retry' && result.kind === 'retry'
        ? scheduleRetry(db, claimed, result.delivered, now)
        : null,
    ),
  );
  return finals;
}

async function scheduleRetry(
  db: Db,
  claimed: ClaimedReminder,
  delivered: string[],
  now: Date,
): Promise<void> {
  const next = new Date(now.getTime() + retryDelayMs(claimed.attempts)).toISOString();
  await db.execute(sql`
    UPDATE reminder_sends
    SET status = 'pending', next_attempt_at = ${next}::timestamptz, claimed_until = NULL,
        delivered = ${JSON.stringify(delivered)}::jsonb
    WHERE id = ${claimed.id} AND status = 'sending'`);
}

/** Reminders sent and dropped, for GET /metrics (docs/decisions/039-metrics-and-shutdown.md). */
const remindersFinished = sharedCounter<'outcome'>({
  name: 'cardology_reminders_total',
  help: 'Daily card reminders finished, by outcome (sent, or dropped for the day)',
  labelNames: ['outcome'],
});

/** Days finished reminder rows are kept: enough to show "once a day" held, not a history of the reader. */
const REMINDER_SENDS_KEPT_DAYS = 3;

/** Removes finished rows older than REMINDER_SENDS_KEPT_DAYS (periodic work). */
export async function sweepReminderSends(db: Db, now: Date): Promise<void> {
  const before = new Date(now.getTime() - REMINDER_SENDS_KEPT_DAYS * 86_400_000).toISOString();
  await db.execute(sql`
    DELETE FROM reminder_sends WHERE status IN ('sent', 'dropped', 'quiet') AND created_at < ${before}::timestamptz`);
}
