// Issue 34, item 1: a claimed batch's pushes reach the push sender together, not one by one as HTTP slots free
// up, so the sender encrypts them in full groups ahead of its slots (decision 037, "Encrypted ahead"); the mails
// of the same batch still go at most 50 at once.
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.js';
import { profiles, pushSubscriptions, reminderSettings, user } from '../../src/db/schema.js';
import type { Mailer } from '../../src/lib/mailer.js';
import type { PushSender } from '../../src/providers/push/push-sender.js';
import { runReminderTick } from '../../src/services/reminders/reminder-worker.js';
import { createTestDatabase } from '../helpers/database.js';

/** More readers than the 50 reminders the worker used to have in progress at once; fewer than one batch. */
const READERS = 120;
const MAILS_AT_ONCE = 50;
const quietLog = { info() {}, warn() {}, error() {}, debug() {} } as unknown as FastifyBaseLogger;
let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
  const ids = Array.from({ length: READERS }, () => randomUUID());
  const { db } = database;
  await db.insert(user).values(ids.map((id) => ({ id, name: 'Reader', email: `${id}@example.com` })));
  await db.insert(profiles).values(ids.map((id) => ({ id, timeZone: 'UTC' })));
  await db.insert(reminderSettings).values(
    ids.map((userId) => ({
      userId,
      enabled: true,
      byEmail: true,
      timeOfDay: '08:00',
      updatedAt: new Date('2026-01-01T00:00:00Z'),
    })),
  );
  await db.insert(pushSubscriptions).values(
    ids.map((userId) => ({
      userId,
      endpoint: `https://push.example/${userId}`,
      p256dh: 'key',
      auth: 'auth',
    })),
  );
});
afterAll(async () => {
  await database?.close();
});

/**
 * Calls that each wait until `until` of them wait at once (then all go on), or 2 s: a caller that hands them over
 * fewer at a time only slows down, and `most` says how many it had waiting together.
 */
function gate(until: number) {
  let waiting = 0;
  let most = 0;
  const held: (() => void)[] = [];
  return {
    most: () => most,
    pass: async () => {
      waiting += 1;
      most = Math.max(most, waiting);
      await new Promise<void>((release) => {
        held.push(release);
        if (held.length >= until) for (const go of held.splice(0)) go();
        else setTimeout(release, 2_000);
      });
      waiting -= 1;
    },
  };
}

describe('a claimed batch', () => {
  it('hands all its pushes to the push sender together, and its mails at most 50 at once', async () => {
    const pushes = gate(READERS);
    const mails = gate(MAILS_AT_ONCE);
    const endpoints: string[] = [];
    const push: PushSender = async (target) => {
      endpoints.push(target.endpoint);
      await pushes.pass();
      return 'delivered';
    };
    const mailer: Mailer = { send: () => mails.pass(), close() {} };
    const done = await runReminderTick(
      database.db,
      { push, mailer, publicUrl: 'http://localhost:3000', log: quietLog },
      () => new Date('2026-11-29T12:00:00Z'),
    );
    expect(done.sent).toBe(READERS);
    expect(new Set(endpoints).size).toBe(READERS);
    expect(endpoints).toHaveLength(READERS);
    expect(pushes.most()).toBe(READERS);
    expect(mails.most()).toBe(MAILS_AT_ONCE);
  });
});
