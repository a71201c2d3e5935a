import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../../src/env.js';
import { createPostgresDatabaseUrl } from '../helpers/database.js';
import {
  type LocalPushService,
  startLocalPushService,
  type TestSubscription,
} from '../helpers/push-service.js';
import { type ServerProcess, startServer } from '../helpers/server-process.js';

/**
 * Two real server processes on one PostgreSQL start at the same moment with reminders due: each reader gets
 * one push, not one per process, and each periodic job takes one turn, not one per process (issue 25 item 2).
 * PGlite is one process per data folder by design, so this runs only in `.ci/run`'s PostgreSQL pass (its second, on Node 24).
 */
const serverUrl = loadEnv().DATABASE_URL;
const PUBLIC_URL = 'http://localhost:3998';
const SECRET = 'two-processes-reminder-secret-0123456789abcdef';
const PASSWORD = 'two processes password';
const READERS = 8;

let database: { url: string; drop(): Promise<void> } | undefined;
let dataDir = '';
let push: LocalPushService;
let servers: ServerProcess[] = [];
let sql: pg.Client;
const subscriptions: TestSubscription[] = [];

const call = (server: ServerProcess, method: string, path: string, body: unknown, cookie?: string) =>
  fetch(`${server.url}${path}`, {
    method,
    headers: { origin: PUBLIC_URL, 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });

async function readerWithDevice(server: ServerProcess, index: number, vapidKey: string): Promise<void> {
  const email = `reader-${index}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const signedUp = await call(server, 'POST', '/api/auth/sign-up/email', {
    name: `Reader ${index}`,
    email,
    password: PASSWORD,
  });
  expect(signedUp.status).toBe(200);
  const cookie = signedUp.headers
    .getSetCookie()
    .find((c) => c.startsWith('cardology.session_token='))
    ?.split(';')[0];
  const saved = await call(
    server,
    'PUT',
    '/api/reminders',
    { enabled: true, time_of_day: '00:00', time_zone: 'UTC' },
    cookie,
  );
  expect(saved.status).toBe(200);
  const subscription = await push.subscribe(vapidKey);
  subscriptions.push(subscription);
  const device = await call(server, 'POST', '/api/reminders/devices', subscription, cookie);
  expect(device.status).toBe(200);
}

describe.skipIf(!serverUrl)('daily reminders and periodic work on two processes, one PostgreSQL', () => {
  beforeAll(async () => {
    database = await createPostgresDatabaseUrl(serverUrl ?? '');
    push = await startLocalPushService();
    dataDir = mkdtempSync(join(tmpdir(), 'cardology-two-reminders-'));
    const env = {
      DATABASE_URL: database.url,
      DATA_DIR: dataDir,
      PUBLIC_URL,
      BETTER_AUTH_SECRET: SECRET,
      AUTH_RATE_LIMIT_MAX: '1000',
      PUSH_SERVICE_ORIGINS: push.origin,
    };
    sql = new pg.Client({ connectionString: database.url });
    await sql.connect();
    // First one process: migrations, the readers, their devices (the VAPID pair lands in the shared DATA_DIR).
    const setup = await startServer(env);
    const key = await readerKey(setup);
    for (let index = 0; index < READERS; index += 1) await readerWithDevice(setup, index, key);
    // Saved long ago, so due at once; nothing sent yet, nothing swept yet.
    await sql.query(`UPDATE reminder_settings SET updated_at = '2020-01-01Z'`);
    await sql.query('DELETE FROM reminder_sends');
    await sql.query('DELETE FROM periodic_jobs');
    setup.child.kill('SIGKILL');
    await new Promise((resolve) => setup.child.once('exit', resolve));
    // Then two at once: both tick and both ask for the periodic turns as they start listening.
    servers = await Promise.all([startServer(env), startServer(env)]);
  }, 240_000);

  afterAll(async () => {
    for (const server of servers) if (server.child.exitCode === null) server.child.kill('SIGKILL');
    await sql?.end();
    await push?.close();
    await database?.drop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('sends each due reminder once, whichever process claims it', async () => {
    const deadline = Date.now() + 60_000;
    for (;;) {
      const { rows } = await sql.query(
        `SELECT count(*)::int AS open FROM reminder_sends WHERE status <> 'sent'`,
      );
      const { rows: all } = await sql.query('SELECT count(*)::int AS n FROM reminder_sends');
      if (all[0].n === READERS && rows[0].open === 0) break;
      if (Date.now() > deadline) throw new Error('reminders not sent within 60 s');
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    // A tick of each process after all were sent: still once.
    await new Promise((resolve) => setTimeout(resolve, 16_000));
    for (const subscription of subscriptions) {
      expect(await push.messages(subscription.clientHash)).toHaveLength(1);
    }
  }, 120_000);

  it('takes one turn of each periodic job across both processes', async () => {
    const { rows } = await sql.query('SELECT name, turns FROM periodic_jobs ORDER BY name');
    // The audio sweep too, since the bucket work (issue 25) put it on periodic_jobs.
    expect(rows).toEqual([
      { name: 'audio-sweep', turns: 1 },
      { name: 'rate-counter-sweep', turns: 1 },
      { name: 'reminder-sweep', turns: 1 },
    ]);
  });
});

/** The VAPID key a signed-in browser subscribes with, read from GET /api/reminders. */
async function readerKey(server: ServerProcess): Promise<string> {
  const email = `key-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const signedUp = await call(server, 'POST', '/api/auth/sign-up/email', {
    name: 'Key',
    email,
    password: PASSWORD,
  });
  const cookie = signedUp.headers
    .getSetCookie()
    .find((c) => c.startsWith('cardology.session_token='))
    ?.split(';')[0];
  const response = await fetch(`${server.url}/api/reminders`, { headers: { cookie: cookie ?? '' } });
  return ((await response.json()) as { vapid_public_key: string }).vapid_public_key;
}
