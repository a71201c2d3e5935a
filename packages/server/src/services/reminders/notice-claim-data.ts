// What sending a claimed batch's notices needs besides the daily card's readers and devices (decision 050):
// the switches as they are now (a notice turned off since it was queued is not sent) and the saved people as
// they are now (a person deleted since is not named, and with no one left the notice is not sent).
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/sql-rows.js';
import type { SavedPerson } from './notice-days.js';
import { savedPeopleOf } from './notice-queue.js';
import type { ClaimedReminder } from './reminder-queue.js';

export type NoticeSwitches = { period_notice: boolean; birthday_notice: boolean; notice_names: boolean };

export type NoticeData = {
  switches: ReadonlyMap<string, NoticeSwitches>;
  people: ReadonlyMap<string, readonly SavedPerson[]>;
};

const NONE: NoticeData = { switches: new Map(), people: new Map() };

/** Reads the switches and people of a claimed batch's notices: nothing at all when it has only daily cards. */
export async function loadNoticeData(db: Db, claimed: readonly ClaimedReminder[]): Promise<NoticeData> {
  const notices = claimed.filter((row) => row.kind !== 'daily');
  if (notices.length === 0) return NONE;
  const ids = [...new Set(notices.map((row) => row.userId))];
  const [switchRows, people] = await Promise.all([
    rowsOf<NoticeSwitches & { user_id: string }>(
      db,
      sql`
        SELECT user_id, period_notice, birthday_notice, notice_names FROM reminder_settings
        WHERE user_id IN (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})`,
    ),
    savedPeopleOf(
      db,
      notices.filter((row) => row.kind === 'birthday-eve').map((row) => row.userId),
    ),
  ]);
  return { switches: new Map(switchRows.map(({ user_id, ...switches }) => [user_id, switches])), people };
}
