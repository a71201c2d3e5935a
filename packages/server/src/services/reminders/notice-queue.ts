// The notices' queue (issue 34 item 2, docs/decisions/050-notices.md): the daily card's table, claim and due
// query (reminder-queue.ts), one row per reader, local day and kind. Whether a day has a notice is the engine's
// answer (notice-days.ts), so it is decided here in code, once per reader, kind and day: a day with something
// to say gets a pending row, the others a `quiet` row, so no tick looks at that day again.
import { parseIsoDate } from '@cardology/engine/dates';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/sql-rows.js';
import { aPeriodBeginsOn, peopleWithNewYearTomorrow, type SavedPerson } from './notice-days.js';
import { type DueRow, walkDueNotices } from './reminder-queue.js';

export type NoticeKind = 'period' | 'birthday-eve';

/** Rows written per INSERT: six parameters each, far below PostgreSQL's 65,535 per statement. */
const NOTICE_INSERT_ROWS = 1_000;

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

/** Whether the due row's day has its notice: a period beginning, or someone's new year tomorrow. */
function hasNotice(due: DueRow, people: ReadonlyMap<string, readonly SavedPerson[]>): boolean {
  const today = parseIsoDate(due.local_date);
  if (!today.ok) return false;
  if (due.kind === 'birthday-eve') {
    return peopleWithNewYearTomorrow(people.get(due.user_id) ?? [], today.value).length > 0;
  }
  const birthdate = due.birthdate === null ? null : parseIsoDate(due.birthdate);
  return birthdate?.ok === true && aPeriodBeginsOn(birthdate.value, today.value);
}

/**
 * Adds a row for each of a slice's due notices: pending when the day has one, `quiet` (finished) when not. The
 * unique (user, local date, kind) key keeps it to one row whichever process or tick tries. Returns the pending
 * rows added.
 */
async function decideNotices(db: Db, due: readonly DueRow[], at: string): Promise<number> {
  const people = await savedPeopleOf(
    db,
    due.filter((row) => row.kind === 'birthday-eve').map((row) => row.user_id),
  );
  let added = 0;
  for (let start = 0; start < due.length; start += NOTICE_INSERT_ROWS) {
    const values = due.slice(start, start + NOTICE_INSERT_ROWS).map((row) => {
      const status = hasNotice(row, people) ? 'pending' : 'quiet';
      const finished = status === 'quiet' ? sql`${at}::timestamptz` : sql`NULL`;
      return sql`(${row.user_id}, ${row.local_date}::date, ${row.kind}, ${status}, ${at}::timestamptz, ${finished})`;
    });
    const rows = await rowsOf<{ status: string }>(
      db,
      sql`
        INSERT INTO reminder_sends (user_id, local_date, kind, status, next_attempt_at, finished_at)
        VALUES ${sql.join(values, sql`, `)}
        ON CONFLICT (user_id, local_date, kind) DO NOTHING
        RETURNING status`,
    );
    added += rows.filter((row) => row.status === 'pending').length;
  }
  return added;
}

/**
 * Queues every notice due now: the daily card's queueing walk (reminder-queue.ts), `slice` settings per
 * statement, each slice decided in code. Returns how many will be sent.
 */
export async function enqueueDueNotices(db: Db, now: Date, slice: number): Promise<number> {
  const at = now.toISOString();
  let added = 0;
  await walkDueNotices(db, now, slice, async (due) => {
    added += await decideNotices(db, due, at);
  });
  return added;
}
