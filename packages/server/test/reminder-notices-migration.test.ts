import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client.js';
import { migrateDatabase } from '../src/db/migrate.js';
import { rowsOf } from '../src/db/sql-rows.js';
import { enqueueDueReminders } from '../src/services/reminders/reminder-queue.js';
import { testDatabaseKind } from './helpers/database.js';
import { databaseBeforeMigration } from './helpers/migrations.js';

// Issue 34 item 2 (docs/decisions/050-notices.md): the once-a-day key gains the send's kind.
const MIGRATION = '0017_reminder_notices';

let remove: (() => Promise<void>) | undefined;

afterAll(async () => {
  await remove?.();
});

/** A reader whose daily card is on at 08:00 in UTC, saved long ago, written as the tables were before. */
async function reminded(db: Db, id: string): Promise<void> {
  await db.execute(sql`INSERT INTO "user" (id, name, email) VALUES (${id}, ${id}, ${`${id}@example.com`})`);
  await db.execute(sql`INSERT INTO profiles (id) VALUES (${id})`);
  await db.execute(sql`
    INSERT INTO reminder_settings (user_id, enabled, time_of_day, updated_at)
    VALUES (${id}, true, '08:00', '2020-01-01T00:00:00Z')`);
}

const sendsOf = (db: Db) =>
  rowsOf<{ user_id: string; local_date: string; kind: string; status: string }>(
    db,
    sql`SELECT user_id, to_char(local_date, 'YYYY-MM-DD') AS local_date, kind, status
        FROM reminder_sends ORDER BY user_id, kind`,
  );

describe(`migration ${MIGRATION} on ${testDatabaseKind}`, { timeout: 180_000 }, () => {
  it('keeps every sent day a daily card, still once, and lets a notice share its day', async () => {
    const before = await databaseBeforeMigration(MIGRATION);
    remove = before.remove;
    const { db } = before.database;
    await reminded(db, 'ada');
    await db.execute(sql`
      INSERT INTO reminder_sends (user_id, local_date, status, finished_at)
      VALUES ('ada', '2026-07-01', 'sent', '2026-07-01T08:00:05Z')`);

    await migrateDatabase(before.database);

    expect(await sendsOf(db)).toEqual([
      { user_id: 'ada', local_date: '2026-07-01', kind: 'daily', status: 'sent' },
    ]);
    // The day already sent is not queued again under the new key…
    expect(await enqueueDueReminders(db, new Date('2026-07-01T09:00:00Z'), 500)).toBe(0);
    await expect(
      db.execute(sql`INSERT INTO reminder_sends (user_id, local_date) VALUES ('ada', '2026-07-01')`),
    ).rejects.toThrow();
    // …while a notice of the same day is a row of its own, once.
    await db.execute(
      sql`INSERT INTO reminder_sends (user_id, local_date, kind) VALUES ('ada', '2026-07-01', 'period')`,
    );
    await expect(
      db.execute(
        sql`INSERT INTO reminder_sends (user_id, local_date, kind) VALUES ('ada', '2026-07-01', 'period')`,
      ),
    ).rejects.toThrow();
    await expect(
      db.execute(
        sql`INSERT INTO reminder_sends (user_id, local_date, kind) VALUES ('ada', '2026-07-02', 'weekly')`,
      ),
    ).rejects.toThrow();
    const switches = await rowsOf<{
      period_notice: boolean;
      birthday_notice: boolean;
      notice_names: boolean;
    }>(
      db,
      sql`SELECT period_notice, birthday_notice, notice_names FROM reminder_settings WHERE user_id = 'ada'`,
    );
    expect(switches).toEqual([{ period_notice: false, birthday_notice: false, notice_names: false }]);
  });
});
