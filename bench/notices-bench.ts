/**
 * The notices' queueing benchmark (docs/decisions/050-notices.md): how long one process takes to decide the
 * period and birthday-eve notices of N opted-in readers on one day (default 10,000, each with a birthdate and
 * three saved people). That decision runs the engine in code once per reader, kind and day (the yearly reading
 * for the period), which is the notices' one new cost; sending them is the daily card's (bench/reminders-bench.ts).
 * Figures are printed, never asserted.
 *
 * Run alone: node --conditions=source --import tsx bench/notices-bench.ts [N]
 * DATABASE_URL set: on that PostgreSQL; else PGlite.
 */
import { randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import type { Db } from '../packages/server/src/db/client.js';
import { profiles, reminderSettings, user, userConnections } from '../packages/server/src/db/schema.js';
import { enqueueDueNotices } from '../packages/server/src/services/reminders/notice-queue.js';
import { NOTICE_ENQUEUE_SLICE } from '../packages/server/src/services/reminders/reminder-worker.js';
import { createTestDatabase } from '../packages/server/test/helpers/database.js';

/** A birthdate spread over the year (a different day per reader), so some periods begin on the day and most not. */
const dayOfYear = (n: number, year: number) =>
  new Date(Date.UTC(year, 0, 1 + (n % 365))).toISOString().slice(0, 10);

async function seedReaders(db: Db, count: number): Promise<void> {
  const savedAt = new Date('2020-01-01T00:00:00Z');
  for (let start = 0; start < count; start += 1_000) {
    const ids = Array.from({ length: Math.min(1_000, count - start) }, () => randomUUID());
    await db.insert(user).values(ids.map((id) => ({ id, name: 'Bench', email: `${id}@bench.example` })));
    await db
      .insert(profiles)
      .values(ids.map((id, n) => ({ id, timeZone: 'UTC', birthdate: dayOfYear(start + n, 1980) })));
    await db.insert(reminderSettings).values(
      ids.map((userId) => ({
        userId,
        timeOfDay: '00:00',
        periodNotice: true,
        birthdayNotice: true,
        updatedAt: savedAt,
      })),
    );
    await db.insert(userConnections).values(
      ids.flatMap((userId, n) =>
        [0, 1, 2].map((k) => ({
          userId,
          name: `Person ${k}`,
          birthdate: dayOfYear(start + n * 7 + k * 97, 1990),
        })),
      ),
    );
  }
}

async function main(): Promise<void> {
  const count = Number(process.argv.find((arg) => /^\d+$/.test(arg)) ?? 10_000);
  const database = await createTestDatabase();
  try {
    await seedReaders(database.db, count);
    const started = performance.now();
    const pending = await enqueueDueNotices(
      database.db,
      new Date('2026-07-01T12:00:00Z'),
      NOTICE_ENQUEUE_SLICE,
    );
    const seconds = (performance.now() - started) / 1000;
    const again = performance.now();
    await enqueueDueNotices(database.db, new Date('2026-07-01T12:00:15Z'), NOTICE_ENQUEUE_SLICE);
    const nextTick = (performance.now() - again) / 1000;
    console.log('Notices queued (one process; docs/decisions/050-notices.md)');
    console.log(
      `  ${count} readers x 2 kinds decided in ${seconds.toFixed(2)} s (${Math.round((2 * count) / seconds)}/s, ${process.env.DATABASE_URL ? 'postgres' : 'pglite'}): ${pending} to send, the rest quiet`,
    );
    console.log(
      `  the next tick, with every day decided: ${(nextTick * 1000).toFixed(0)} ms; load ${loadavg()[0]?.toFixed(1)}`,
    );
  } finally {
    await database.close();
  }
}

await main();
