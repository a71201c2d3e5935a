// The notices' queue (issue 34 item 2, docs/decisions/050-notices.md): the daily card's table and claim, one row
// per reader, local day and kind. Whether a day has a notice is the engine's answer (notice-days.ts), so it is
// decided here in code, once per reader, kind and day: a day with something to say gets a pending row, the
// others a `quiet` row, so no tick looks at that day again.
import { parseIsoDate } from '@cardology/engine/dates';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/sql-rows.js';
import { FALLBACK_TIME_ZONE } from '../reader-time-zone.js';
import { aPeriodBeginsOn, peopleWithNewYearTomorrow, type SavedPerson } from './notice-days.js';

export type NoticeKind = 'period' | 'birthday-eve';

/** A reader whose notice of one kind is due today and has no row yet. */
type Candidate = { user_id: string; local_date: string; kind: NoticeKind; birthdate: string | null };

/**
 * Readers whose notice switch is on, whose local time (their profile's zone, as the daily card's) has reached
 * their reminder time, whose setting was saved before that moment today, and who have no row of that kind for
 * their local day. The period notice needs the reader's birthdate. Bounded by `limit`.
 */
async function dueCandidates(db: Db, at: string, limit: number): Promise<Candidate[]> {
  return rowsOf<Candidate>(
    db,
    sql`
      WITH zones AS MATERIALIZED (SELECT name FROM pg_timezone_names)
      SELECT due.user_id, to_char(due.local_date, 'YYYY-MM-DD') AS local_date, due.kind, due.birthdate
      FROM (
        SELECT zoned.*, (${at}::timestamptz AT TIME ZONE zoned.time_zone) AS local_now,
               (${at}::timestamptz AT TIME ZONE zoned.time_zone)::date AS local_date
        FROM (
          SELECT s.user_id, s.time_of_day, s.updated_at, k.kind, to_char(p.birthdate, 'YYYY-MM-DD') AS birthdate,
                 COALESCE(z.name, ${FALLBACK_TIME_ZONE}) AS time_zone
          FROM reminder_settings s
          JOIN profiles p ON p.id = s.user_id
          JOIN (VALUES ('period'), ('birthday-eve')) AS k(kind)
            ON (k.kind = 'period' AND s.period_notice AND p.birthdate IS NOT NULL)
            OR (k.kind = 'birthday-eve' AND s.birthday_notice)
          LEFT JOIN zones z ON z.name = p.time_zone
          WHERE s.period_notice OR s.birthday_notice
        ) zoned
      ) due
      WHERE due.local_now::time >= due.time_of_day::time
        AND due.updated_at <= ((due.local_date + due.time_of_day::time) AT TIME ZONE due.time_zone)
        AND NOT EXISTS (
          SELECT 1 FROM reminder_sends r
          WHERE r.user_id = due.user_id AND r.local_date = due.local_date AND r.kind = due.kind
        )
      LIMIT ${limit}`,
  );
}

/** The saved people of these readers (names and birthdates only), by reader. */
export async function savedPeopleOf(
  db: Db,
  userIds: readonly string[],
): Promise<Map<string, (SavedPerson & { id: string })[]>> {
  const people = new Map<string, (SavedPerson & { id: string })[]>();
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return people;
  const rows = await rowsOf<SavedPerson & { id: string; user_id: string }>(
    db,
    sql`
      SELECT id, user_id, name, to_char(birthdate, 'YYYY-MM-DD') AS birthdate FROM user_connections
      WHERE user_id IN (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`,
  );
  for (const { user_id, ...person } of rows) people.set(user_id, [...(people.get(user_id) ?? []), person]);
  return people;
}

/** Whether the candidate's day has its notice: a period beginning, or someone's new year tomorrow. */
function hasNotice(candidate: Candidate, people: ReadonlyMap<string, readonly SavedPerson[]>): boolean {
  const today = parseIsoDate(candidate.local_date);
  if (!today.ok) return false;
  if (candidate.kind === 'birthday-eve') {
    return peopleWithNewYearTomorrow(people.get(candidate.user_id) ?? [], today.value).length > 0;
  }
  const birthdate = candidate.birthdate === null ? null : parseIsoDate(candidate.birthdate);
  return birthdate?.ok === true && aPeriodBeginsOn(birthdate.value, today.value);
}

/**
 * Adds a row for each notice due now: pending when the day has one, `quiet` (finished) when not. The unique
 * (user, local date, kind) key keeps it to one row whichever process or tick tries. Returns the pending rows
 * added; at most `limit` candidates are looked at per call.
 */
async function enqueueNoticeBatch(
  db: Db,
  now: Date,
  limit: number,
): Promise<{ seen: number; added: number }> {
  const at = now.toISOString();
  const candidates = await dueCandidates(db, at, limit);
  if (candidates.length === 0) return { seen: 0, added: 0 };
  const birthdayReaders = candidates.filter((c) => c.kind === 'birthday-eve').map((c) => c.user_id);
  const people = await savedPeopleOf(db, birthdayReaders);
  const values = candidates.map((candidate) => {
    const status = hasNotice(candidate, people) ? 'pending' : 'quiet';
    const finished = status === 'quiet' ? sql`${at}::timestamptz` : sql`NULL`;
    return sql`(${candidate.user_id}, ${candidate.local_date}::date, ${candidate.kind}, ${status}, ${at}::timestamptz, ${finished})`;
  });
  const rows = await rowsOf<{ status: string }>(
    db,
    sql`
      INSERT INTO reminder_sends (user_id, local_date, kind, status, next_attempt_at, finished_at)
      VALUES ${sql.join(values, sql`, `)}
      ON CONFLICT (user_id, local_date, kind) DO NOTHING
      RETURNING status`,
  );
  return { seen: candidates.length, added: rows.filter((row) => row.status === 'pending').length };
}

/** Queues every notice due now, `limit` readers at a time; returns how many will be sent. */
export async function enqueueDueNotices(db: Db, now: Date, limit: number): Promise<number> {
  let added = 0;
  for (;;) {
    const batch = await enqueueNoticeBatch(db, now, limit);
    added += batch.added;
    if (batch.seen < limit) return added;
  }
}
