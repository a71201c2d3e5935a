import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/sql-rows.js';
import type { ReminderMemo } from './reminder-message.js';

/** What sending a reader's reminder needs to know of them. */
export type Reader = {
  email: string;
  birthdate: string | null;
  time_zone: string | null;
  language: string | null;
  enabled: boolean;
  by_email: boolean;
};

/** One of a reader's devices, as its subscription was stored. */
export type Device = { id: string; endpoint: string; p256dh: string; auth: string };

/** The devices of one reader a reminder goes to at most: a bound on one reader's share of a tick. */
const DEVICES_PER_READER = 20;

/**
 * The readers and devices of a claimed batch, read at once: two queries per batch, not two per reminder; and
 * the tick's messages, each written once for all the readers it fits (reminder-message.ts).
 */
export type ClaimData = {
  readers: ReadonlyMap<string, Reader>;
  devices: ReadonlyMap<string, readonly Device[]>;
  messages: ReminderMemo;
};

const inList = (ids: readonly string[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

/**
 * Reads the readers and devices of `userIds` (a claimed batch: at most REMINDER_BATCH of them). `messages`:
 * the messages already written this tick, shared by its batches.
 */
export async function loadClaimData(
  db: Db,
  userIds: readonly string[],
  messages: ReminderMemo = new Map(),
): Promise<ClaimData> {
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return { readers: new Map(), devices: new Map(), messages };
  const [readerRows, deviceRows] = await Promise.all([
    rowsOf<Reader & { user_id: string }>(
      db,
      sql`
        SELECT s.user_id, u.email, to_char(p.birthdate, 'YYYY-MM-DD') AS birthdate, p.time_zone, p.language,
               s.enabled, s.by_email
        FROM reminder_settings s
        JOIN profiles p ON p.id = s.user_id
        JOIN "user" u ON u.id = s.user_id
        WHERE s.user_id IN (${inList(ids)})`,
    ),
    rowsOf<Device & { user_id: string }>(
      db,
      sql`
        SELECT user_id, id, endpoint, p256dh, auth FROM (
          SELECT d.*, row_number() OVER (PARTITION BY d.user_id ORDER BY d.created_at, d.id) AS n
          FROM push_subscriptions d
          WHERE d.user_id IN (${inList(ids)})
        ) numbered
        WHERE n <= ${DEVICES_PER_READER}`,
    ),
  ]);
  const readers = new Map(readerRows.map(({ user_id, ...reader }) => [user_id, reader]));
  const devices = new Map<string, Device[]>();
  for (const { user_id, ...device } of deviceRows) {
    const list = devices.get(user_id) ?? [];
    list.push(device);
    devices.set(user_id, list);
  }
  return { readers, devices, messages };
}
