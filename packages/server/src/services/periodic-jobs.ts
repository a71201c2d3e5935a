import { and, eq, lte, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.js';
import { periodicJobs } from '../db/schema.js';

/**
 * Takes this turn of a periodic job if no process took it yet: one conditional UPDATE moves the job's
 * `run_after` forward by `intervalMs`, so of several processes asking at once exactly one gets true
 * (docs/decisions/037-daily-reminders.md). Works alike on PGlite and PostgreSQL.
 */
async function claimTurn(db: Db, name: string, intervalMs: number, now: Date): Promise<boolean> {
  await db
    .insert(periodicJobs)
    .values({ name, runAfter: new Date(0) })
    .onConflictDoNothing();
  const taken = await db
    .update(periodicJobs)
    .set({
      runAfter: new Date(now.getTime() + intervalMs),
      lastRunAt: now,
      turns: sql`${periodicJobs.turns} + 1`,
    })
    .where(and(eq(periodicJobs.name, name), lte(periodicJobs.runAfter, now)))
    .returning({ name: periodicJobs.name });
  return taken.length === 1;
}

export type PeriodicJob = {
  name: string;
  intervalMs: number;
  run: () => Promise<void>;
};

/** How often a process asks whether a job's turn has come (a job runs at most this late). */
const ASK_EVERY_MS = 60_000;

/**
 * Runs `job` once per `intervalMs` across every process on the database: each process asks when it starts
 * listening and every minute after (or every interval, if shorter), and runs the job only when it took the
 * turn. Apps that never listen (inject tests) never run it.
 */
export function schedulePeriodicJob(
  app: FastifyInstance,
  options: { db: Db; clock: () => Date; job: PeriodicJob },
): void {
  const { db, clock, job } = options;
  let timer: NodeJS.Timeout | undefined;
  const ask = () => {
    claimTurn(db, job.name, job.intervalMs, clock())
      .then((mine) => (mine ? job.run() : undefined))
      .catch((error: unknown) => app.log.error({ err: error, job: job.name }, 'periodic job failed'));
  };
  app.addHook('onListen', async () => {
    ask();
    timer = setInterval(ask, Math.min(ASK_EVERY_MS, job.intervalMs)).unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
