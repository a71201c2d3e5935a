import type { FastifyInstance } from 'fastify';
import pLimit from 'p-limit';
import type { Db } from '../../db/client.js';
import { schedulePeriodicJob } from '../periodic-jobs.js';
import { loadNoticeData } from './notice-claim-data.js';
import { enqueueDueNotices } from './notice-queue.js';
import { loadClaimData } from './reminder-claim-data.js';
import type { ReminderChannels } from './reminder-delivery.js';
import { deliverClaimed } from './reminder-delivery.js';
import type { ReminderMemo } from './reminder-message.js';
import {
  type ClaimedReminder,
  claimReminders,
  enqueueDueReminders,
  type FinalOutcome,
  type FinishedReminder,
  finishReminders,
  sweepReminderSends,
} from './reminder-queue.js';
import { sweepUnsubscribeTokens } from './unsubscribe-links.js';

/** Rows claimed per batch: with REMINDER_LANES, the rows (and their readers and devices) a tick holds at once. */
const REMINDER_BATCH = 500;
/**
 * Settings each enqueue statement looks at. Only counts come back, so this bounds the database's work per
 * statement, not this process's memory; each statement also reads the zone names (about 0.1 s), so fewer
 * and larger is faster.
 */
const REMINDER_ENQUEUE_SLICE = 5_000;
/**
 * Mails this process sends at once, across its lanes. A batch's rows all start together, so their pushes reach
 * the push sender together (it encrypts them in full groups and posts PUSH_SOCKETS_PER_SERVICE at a time per
 * push service); the mails wait here for one of these.
 */
const REMINDER_MAILS_AT_ONCE = 50;
/**
 * Batches claimed side by side. With one, sending stopped at each batch's end while the last pushes came back
 * and the next batch was claimed and read; with two, the next batch is claimed, read and encrypted while the
 * last one's pushes are out, so the pushes in flight never drop to zero in between.
 */
const REMINDER_LANES = 2;
/**
 * Results recorded per statement. Small, because a result sent but not yet recorded is sent again if the
 * process dies before recording it (a push then replaces itself by its topic; a mail would arrive twice).
 */
const REMINDER_RECORD_BATCH = 25;
/** How often a process looks for due reminders: a reminder goes out within this of its minute. */
const REMINDER_TICK_MS = 15_000;

/**
 * Settings each notice-queueing statement looks at (each brings back its due rows, two kinds at most per
 * reader, to be decided in code): as the daily card's slice, so a pass reads the zone names a few times only.
 */
export const NOTICE_ENQUEUE_SLICE = 5_000;

/** What one tick did. */
export type TickResult = { enqueued: number; sent: number; retried: number; dropped: number };

/**
 * One pass: queue every daily card now due and send them (claiming batches, REMINDER_LANES at a time, until
 * none is ready), then decide the notices now due (decision 050) and send those. The cards go first: deciding
 * notices for many readers at once takes seconds, and the card is what readers wait for. Safe to run in any
 * number of processes at once: queueing is idempotent by its unique key and each claimed row belongs to one
 * process.
 */
export async function runReminderTick(
  db: Db,
  channels: ReminderChannels,
  now: () => Date,
): Promise<TickResult> {
  const result: TickResult = { enqueued: 0, sent: 0, retried: 0, dropped: 0 };
  const tally = (finals: FinalOutcome[]) => {
    for (const final of finals) {
      if (final === 'sent') result.sent += 1;
      else if (final === 'retry') result.retried += 1;
      else result.dropped += 1;
    }
  };
  const context: SendContext = {
    db,
    channels: withMailsAtOnce(channels, REMINDER_MAILS_AT_ONCE),
    now,
    messages: new Map(),
  };
  result.enqueued = await enqueueDueReminders(db, now(), REMINDER_ENQUEUE_SLICE);
  await sendReady(context, tally);
  const notices = await enqueueDueNotices(db, now(), NOTICE_ENQUEUE_SLICE);
  result.enqueued += notices;
  if (notices > 0) await sendReady(context, tally);
  return result;
}

/** Claims and sends batches, REMINDER_LANES side by side, until none is ready. */
async function sendReady(context: SendContext, tally: (finals: FinalOutcome[]) => void): Promise<void> {
  const lane = async () => {
    for (;;) {
      const claimed = await claimReminders(context.db, context.now(), REMINDER_BATCH);
      if (claimed.length === 0) return;
      await sendClaimed(context, claimed, tally);
    }
  };
  await Promise.all(Array.from({ length: REMINDER_LANES }, lane));
}

type SendContext = {
  db: Db;
  channels: ReminderChannels;
  now: () => Date;
  messages: ReminderMemo;
};

/** The channels with their mailer sending at most `most` mails at once. */
function withMailsAtOnce(channels: ReminderChannels, most: number): ReminderChannels {
  const { mailer } = channels;
  if (!mailer) return channels;
  const limit = pLimit(most);
  return {
    ...channels,
    mailer: { send: (mail) => limit(() => mailer.send(mail)), close: () => mailer.close() },
  };
}

/**
 * Sends one claimed batch and records the results REMINDER_RECORD_BATCH at a time. Every row starts at once:
 * the push sender bounds the requests in flight and the mailer the mails (withMailsAtOnce), and a batch's
 * pushes asked for together are encrypted in full groups ahead of the HTTP slots. At most one encrypted
 * request per row waits at a time (a reader's devices are pushed one after another), so a batch holds at most
 * REMINDER_BATCH of them.
 */
async function sendClaimed(
  { db, channels, now, messages }: SendContext,
  claimed: readonly ClaimedReminder[],
  tally: (finals: FinalOutcome[]) => void,
): Promise<void> {
  const [claim, notices] = await Promise.all([
    loadClaimData(
      db,
      claimed.map((row) => row.userId),
      messages,
    ),
    loadNoticeData(db, claimed),
  ]);
  const done: FinishedReminder[] = [];
  const recordings: Promise<void>[] = [];
  const record = () => {
    const finished = done.splice(0);
    if (finished.length === 0) return;
    const recording = finishReminders(db, finished, now()).then(tally);
    recording.catch(() => {}); // seen by the Promise.all below; this only keeps it from counting as unhandled
    recordings.push(recording);
  };
  await Promise.all(
    claimed.map(async (row) => {
      const result = await deliverClaimed(db, channels, row, now(), { claim, notices });
      done.push({ claimed: row, result });
      if (done.length >= REMINDER_RECORD_BATCH) record();
    }),
  );
  record();
  await Promise.all(recordings);
}

/**
 * Runs a tick when the server starts listening (a reminder due while it was down goes out now) and every
 * REMINDER_TICK_MS after, one at a time, until it closes. Apps that never listen (inject tests) never tick.
 */
export function scheduleReminders(
  app: FastifyInstance,
  options: {
    db: Db;
    channels: ReminderChannels;
    clock: () => Date;
    /** Run on close once no tick is running (the push sender's threads end there). */
    afterLastTick?: (() => Promise<void>) | undefined;
  },
): void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  const tick = () => {
    if (running) return;
    running = runReminderTick(options.db, options.channels, options.clock)
      .then((done) => {
        if (done.sent + done.dropped > 0) app.log.info(done, 'daily card reminders');
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'daily card reminders failed'))
      .finally(() => {
        running = undefined;
      });
  };
  // Old finished rows and spent links: once an hour, on one process.
  schedulePeriodicJob(app, {
    db: options.db,
    clock: options.clock,
    job: {
      name: 'reminder-sweep',
      intervalMs: 60 * 60 * 1000,
      run: async () => {
        await sweepReminderSends(options.db, options.clock());
        await sweepUnsubscribeTokens(options.db, options.clock());
      },
    },
  });
  app.addHook('onListen', async () => {
    tick();
    timer = setInterval(tick, REMINDER_TICK_MS).unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
    await options.afterLastTick?.();
  });
}
