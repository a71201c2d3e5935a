import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.js';
import { rateCounters } from '../db/schema.js';
import { schedulePeriodicJob } from './periodic-jobs.js';

/** A counter after a hit: how many hits its window holds and when the window ends (ms since the epoch). */
export type CounterState = { count: number; resetAt: number };

/**
 * Counts `hits` on `key` in a fixed window of `windowMs`, in one statement so concurrent hits from any
 * number of server processes never lose a count: a new key or an ended window starts again at `hits`.
 */
export async function countHits(
  db: Db,
  key: string,
  hits: number,
  windowMs: number,
  now: number,
): Promise<CounterState> {
  const resetAt = now + windowMs;
  const ended = sql`${rateCounters.resetAt} <= ${now}::bigint`;
  const [state] = await db
    .insert(rateCounters)
    .values({ key, count: hits, resetAt })
    .onConflictDoUpdate({
      target: rateCounters.key,
      set: {
        count: sql`case when ${ended} then ${hits}::integer else ${rateCounters.count} + ${hits}::integer end`,
        resetAt: sql`case when ${ended} then ${resetAt}::bigint else ${rateCounters.resetAt} end`,
      },
    })
    .returning({ count: rateCounters.count, resetAt: rateCounters.resetAt });
  if (!state) throw new Error('the counter upsert returned no row');
  return state;
}

/** Takes back one hit that turned out not to count (a sign-in that succeeded), never below zero. */
export async function uncountHit(db: Db, key: string, now: number): Promise<void> {
  await db
    .update(rateCounters)
    .set({ count: sql`${rateCounters.count} - 1` })
    .where(and(eq(rateCounters.key, key), gt(rateCounters.count, 0), gt(rateCounters.resetAt, now)));
}

/** Deletes the counters whose window has ended; returns how many. */
export async function deleteEndedCounters(db: Db, now: number): Promise<number> {
  const removed = await db
    .delete(rateCounters)
    .where(lt(rateCounters.resetAt, now))
    .returning({ key: rateCounters.key });
  return removed.length;
}

/** How often ended counters are deleted while the server listens. */
const COUNTER_SWEEP_INTERVAL_MS = 10 * 60 * 1000;

/**
 * Deletes ended counters every COUNTER_SWEEP_INTERVAL_MS on one process of all those on the database
 * (periodic-jobs.ts), so addresses seen once do not stay in the table. Apps that never listen never sweep.
 */
export function scheduleCounterSweeps(app: FastifyInstance, options: { db: Db; clock: () => Date }): void {
  schedulePeriodicJob(app, {
    ...options,
    job: {
      name: 'rate-counter-sweep',
      intervalMs: COUNTER_SWEEP_INTERVAL_MS,
      run: async () => {
        await deleteEndedCounters(options.db, options.clock().getTime());
      },
    },
  });
}
