import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TTS_COST } from '@cardology/contract/limits';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from '../src/db/migrate.js';
import { loadEnv } from '../src/env.js';
import { COUNTER_SYNC_MS } from '../src/services/batched-counters.js';
import { createPostgresDatabaseUrl } from './helpers/database.js';
import { type ServerProcess, startServer } from './helpers/server-process.js';

/**
 * Two real server processes on one PostgreSQL, as behind a load balancer (README "Running more than
 * one server process", docs/decisions/028-past-one-machine.md): whatever one process does, the other
 * sees. PGlite is one process per data folder by design (db/data-dir-lock.ts), so this runs only in
 * the PostgreSQL pass.
 */
const serverUrl = loadEnv().DATABASE_URL;
const title = serverUrl
  ? 'two server processes on one PostgreSQL'
  : 'two server processes on one PostgreSQL — skipped: needs DATABASE_URL (PGlite is one process by design)';

/** Both processes are one site: one public address, one secret (README). */
const PUBLIC_URL = 'http://localhost:3999';
const SECRET = 'two-processes-secret-0123456789abcdef0123';
/** Low, so the shared sign-in limit is reached in a few requests. */
const SIGN_IN_LIMIT = 4;
/** Requests per address per window on the app's routes; the other tests spread their calls over random addresses. */
const API_LIMIT = 60;
/** The longest a revocation on one process may take to reach the other (README: NOTIFY, milliseconds). */
const REVOCATION_BOUND_MS = 1_000;
const PASSWORD = 'two processes password';
const PERSON = { birthdate: '02/28/1990', age: 34 };

let database: { url: string; drop(): Promise<void> } | undefined;
let dataDir = '';
let a: ServerProcess;
let b: ServerProcess;
let sql: pg.Client;
let speech: Server | undefined;

/** A random documentation-range address, so each caller has its own sign-in limit (TRUST_PROXY is on). */
function randomAddress(): string {
  return `198.51.100.${Math.floor(Math.random() * 250) + 1}`;
}

type CallOptions = { cookie?: string; body?: unknown; address?: string };

function call(server: ServerProcess, method: string, path: string, options: CallOptions = {}) {
  return fetch(`${server.url}${path}`, {
    method,
    headers: {
      origin: PUBLIC_URL,
      'x-forwarded-for': options.address ?? randomAddress(),
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(options.cookie ? { cookie: options.cookie } : {}),
    },
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
}

function sessionCookie(response: Response): string {
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith('cardology.session_token='));
  if (!cookie) throw new Error(`no session cookie (${response.status})`);
  return cookie.split(';')[0] ?? '';
}

type Account = { id: string; email: string; cookie: string };

async function signUp(server: ServerProcess, label: string): Promise<Account> {
  const email = `${label}-${Math.random().toString(36).slice(2, 10)}@example.com`;
  const response = await call(server, 'POST', '/api/auth/sign-up/email', {
    body: { name: label, email, password: PASSWORD },
  });
  expect(response.status).toBe(200);
  const { user } = (await response.json()) as { user: { id: string } };
  return { id: user.id, email, cookie: sessionCookie(response) };
}

/** The NDJSON lines of a streamed answer, read to the end. */
async function lines(response: Response): Promise<Array<Record<string, unknown>>> {
  const text = await response.text();
  return text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

/**
 * Polls until `check` holds and returns when the check that held was sent, counted from the call: the
 * time the change took to arrive, not counting how long that last request took on a busy machine.
 */
async function within(boundMs: number, check: () => boolean | Promise<boolean>): Promise<number> {
  const started = performance.now();
  for (;;) {
    const asked = performance.now() - started;
    if (await check()) return asked;
    if (asked > boundMs) throw new Error(`not seen within ${boundMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

let admin: Account;

describe.skipIf(!serverUrl)(title, () => {
  beforeAll(async () => {
    database = await createPostgresDatabaseUrl(serverUrl ?? '');
    // A speech server that never answers: a paid narration stays running, so nothing is refunded while
    // the test counts credits (and no CPU goes to synthesis).
    speech = createServer(() => {});
    await new Promise<void>((resolve) => speech?.listen(0, '127.0.0.1', resolve));
    sql = new pg.Client({ connectionString: database.url });
    await sql.connect();
    // One folder for both: the narration audio is shared storage, as a mounted volume would be.
    dataDir = mkdtempSync(join(tmpdir(), 'cardology-two-processes-'));
    const env = {
      DATABASE_URL: database.url,
      DATA_DIR: dataDir,
      PUBLIC_URL,
      BETTER_AUTH_SECRET: SECRET,
      TRUST_PROXY: 'true',
      AUTH_RATE_LIMIT_MAX: String(SIGN_IN_LIMIT),
      API_RATE_LIMIT_MAX: String(API_LIMIT),
      TTS_BASE_URL: `http://127.0.0.1:${(speech.address() as AddressInfo).port}/v1`,
    };
    // Both at once on an empty database: each runs the migrations at start.
    [a, b] = await Promise.all([startServer(env), startServer(env)]);
    admin = await signUp(a, 'admin');
  }, 120_000);

  afterAll(async () => {
    for (const server of [a, b]) if (server && server.child.exitCode === null) server.child.kill('SIGKILL');
    await sql?.end();
    speech?.closeAllConnections();
    speech?.close();
    await database?.drop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('both started at once on an empty database, and the migrations were applied once', async () => {
    const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
      entries: unknown[];
    };
    const applied = await sql.query<{ count: string }>(
      'SELECT count(*)::text AS count FROM drizzle.__drizzle_migrations',
    );
    expect(Number(applied.rows[0]?.count)).toBe(journal.entries.length);
    expect((await fetch(`${a.url}/api/health`)).status).toBe(200);
    expect((await fetch(`${b.url}/api/health`)).status).toBe(200);
  });

  it('a session made on A works on B', async () => {
    const user = await signUp(a, 'roamer');
    const me = await call(b, 'GET', '/api/me', { cookie: user.cookie });
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ email: user.email });
  });

  it('a session signed out on A is refused on B at once, even though B had just used it', async () => {
    const user = await signUp(a, 'leaver');
    // B has seen the session: it is in B's viewer cache.
    expect((await call(b, 'GET', '/api/connections', { cookie: user.cookie })).status).toBe(200);

    const out = await call(a, 'POST', '/api/auth/sign-out', { cookie: user.cookie, body: {} });
    expect(out.status).toBe(200);

    // The cookie replayed on B, at once: no cache window.
    const replayed = await call(b, 'GET', '/api/connections', { cookie: user.cookie });
    expect(replayed.status).toBe(401);
  });

  it('an account suspended on A is refused on B at once, though B had just used its session', async () => {
    const user = await signUp(a, 'abuser');
    const other = await signUp(b, 'abuser-phone');
    // B has seen the session: it is in B's viewer cache.
    expect((await call(b, 'GET', '/api/connections', { cookie: user.cookie })).status).toBe(200);
    expect((await call(b, 'GET', '/api/connections', { cookie: other.cookie })).status).toBe(200);

    const suspended = await call(a, 'PUT', `/api/admin/users/${user.id}/suspension`, {
      cookie: admin.cookie,
      body: { reason: 'Abuse' },
    });
    expect(suspended.status).toBe(200);

    // The cookie replayed on B, at once: no cache window.
    expect((await call(b, 'GET', '/api/connections', { cookie: user.cookie })).status).toBe(401);
    expect((await call(b, 'POST', '/api/credit-requests', { cookie: user.cookie, body: {} })).status).toBe(
      401,
    );
    // Another account's session on B is untouched.
    expect((await call(b, 'GET', '/api/connections', { cookie: other.cookie })).status).toBe(200);
  });

  it('premium revoked by an admin on A is refused on B within the bound', async () => {
    const user = await signUp(a, 'subscriber');
    const grant = await call(a, 'PUT', `/api/admin/users/${user.id}/premium`, {
      cookie: admin.cookie,
      body: { is_premium: true },
    });
    expect(grant.status).toBe(200);
    const weekly = () => call(b, 'POST', '/api/weekly-spread', { cookie: user.cookie, body: PERSON });
    // B now knows the user as premium: its cache holds that.
    expect((await weekly()).status).toBe(200);

    const revoke = await call(a, 'PUT', `/api/admin/users/${user.id}/premium`, {
      cookie: admin.cookie,
      body: { is_premium: false },
    });
    expect(revoke.status).toBe(200);
    const tookMs = await within(REVOCATION_BOUND_MS, async () => (await weekly()).status === 403);
    expect(tookMs).toBeLessThan(REVOCATION_BOUND_MS);
  });

  it('the sign-in limit is shared: failures on A count on B', async () => {
    const user = await signUp(a, 'target');
    const address = '203.0.113.77';
    const wrong = (server: ServerProcess) =>
      call(server, 'POST', '/api/auth/sign-in/email', {
        address,
        body: { email: user.email, password: 'not the password' },
      });
    // Half the allowance on each process: alone, neither would refuse yet.
    for (let i = 0; i < SIGN_IN_LIMIT / 2; i++) {
      expect((await wrong(a)).status).toBe(401);
      expect((await wrong(b)).status).toBe(401);
    }
    expect((await wrong(a)).status).toBe(429);
    expect((await wrong(b)).status).toBe(429);
  });

  it('an AI session started on A is read on B, and its follow-up works on B', async () => {
    const user = await signUp(a, 'seeker');
    await call(a, 'PUT', `/api/admin/users/${user.id}/premium`, {
      cookie: admin.cookie,
      body: { is_premium: true },
    });
    const started = await lines(
      await call(a, 'POST', '/api/ai/reading', {
        cookie: user.cookie,
        body: { spreadType: 'weekly', person: { name: 'Ada', birthdate: '1990-02-28' } },
      }),
    );
    const sessionId = String(started[0]?.sessionId);
    expect(started.at(-1)).toEqual({ type: 'done' });

    const read = await call(b, 'GET', `/api/ai/sessions/${sessionId}`, { cookie: user.cookie });
    expect(read.status).toBe(200);

    const reply = await lines(
      await call(b, 'POST', '/api/ai/chat', {
        cookie: user.cookie,
        body: { sessionId, message: 'What should I focus on?' },
      }),
    );
    expect(reply.at(-1)).toEqual({ type: 'done' });
    const after = (await (
      await call(a, 'GET', `/api/ai/sessions/${sessionId}`, { cookie: user.cookie })
    ).json()) as { history?: unknown[] };
    expect(JSON.stringify(after)).toContain('What should I focus on?');
  });

  it('credits granted on A are seen on B, and racing narrations on both spend exactly what there is', async () => {
    const user = await signUp(a, 'listener');
    await call(a, 'PUT', `/api/admin/users/${user.id}/premium`, {
      cookie: admin.cookie,
      body: { is_premium: true },
    });
    // Three readings to narrate, each its own charge, and credits for one.
    const sessionIds: string[] = [];
    for (let i = 0; i < 3; i++) {
      const started = await lines(
        await call(i % 2 === 0 ? a : b, 'POST', '/api/ai/reading', {
          cookie: user.cookie,
          body: { spreadType: 'weekly', person: { name: `Ada ${i}`, birthdate: '1990-02-28' } },
        }),
      );
      sessionIds.push(String(started[0]?.sessionId));
    }

    const set = await call(a, 'PUT', `/api/admin/users/${user.id}/credits`, {
      cookie: admin.cookie,
      body: { new_credit_total: TTS_COST, admin_notes: 'one narration' },
    });
    expect(set.status).toBe(200);
    const me = (await (await call(b, 'GET', '/api/me', { cookie: user.cookie })).json()) as {
      tts_credits: number;
    };
    expect(me.tts_credits).toBe(TTS_COST);

    const answers = await Promise.all(
      sessionIds.map((sessionId, i) =>
        call(i % 2 === 0 ? a : b, 'POST', '/api/tts', { cookie: user.cookie, body: { sessionId } }),
      ),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([200, 402, 402]);
    for (const answer of answers) await answer.body?.cancel();

    const balance = await sql.query<{ credits: number; ledger: string }>(
      `SELECT p.tts_credits AS credits,
              (SELECT coalesce(sum(delta), 0)::text FROM credit_ledger WHERE user_id = p.id) AS ledger
         FROM profiles p WHERE p.id = $1`,
      [user.id],
    );
    expect(balance.rows[0]?.credits).toBe(0);
    expect(Number(balance.rows[0]?.ledger)).toBe(0);
  });

  it('a narration streaming on B stops, and is refunded, when the account is suspended on A', async () => {
    const user = await signUp(a, 'streamer');
    await call(a, 'PUT', `/api/admin/users/${user.id}/premium`, {
      cookie: admin.cookie,
      body: { is_premium: true },
    });
    const reading = await lines(
      await call(a, 'POST', '/api/ai/reading', {
        cookie: user.cookie,
        body: { spreadType: 'weekly', person: { name: 'Ada', birthdate: '1990-02-28' } },
      }),
    );
    await call(a, 'PUT', `/api/admin/users/${user.id}/credits`, {
      cookie: admin.cookie,
      body: { new_credit_total: TTS_COST, admin_notes: 'one narration' },
    });
    // The speech server never answers: the narration on B runs, paid, until something stops it.
    const narration = await call(b, 'POST', '/api/tts', {
      cookie: user.cookie,
      body: { sessionId: reading[0]?.sessionId },
    });
    expect(narration.status).toBe(200);
    const body = narration.body?.getReader();
    const first = new TextDecoder().decode((await body?.read())?.value);
    expect(first).toContain('"charged":true');

    const suspended = await call(a, 'PUT', `/api/admin/users/${user.id}/suspension`, {
      cookie: admin.cookie,
      body: { reason: 'Abuse' },
    });
    const answered = performance.now();
    expect(suspended.status).toBe(200);
    // B hears the revocation, reads the session again and cuts its stream off: the read ends or fails.
    const rest = await Promise.race([
      body?.read().then(
        () => 'ended',
        () => 'cut off',
      ),
      new Promise((resolve) => setTimeout(() => resolve('still running'), REVOCATION_BOUND_MS * 3)),
    ]);
    expect(rest).not.toBe('still running');
    expect(performance.now() - answered).toBeLessThan(REVOCATION_BOUND_MS * 3);
    // Nothing charged for audio never made: the reservation is given back.
    await within(REVOCATION_BOUND_MS * 5, async () => {
      const balance = await sql.query<{ credits: number; ledger: string }>(
        `SELECT p.tts_credits AS credits,
                (SELECT coalesce(sum(delta), 0)::text FROM credit_ledger WHERE user_id = p.id) AS ledger
           FROM profiles p WHERE p.id = $1`,
        [user.id],
      );
      return balance.rows[0]?.credits === TTS_COST && Number(balance.rows[0]?.ledger) === TTS_COST;
    });
  });

  it("the API rate limit is shared: one address's requests on A count on B", async () => {
    const address = '203.0.113.88';
    const reader = await signUp(a, 'reader');
    const glossary = (server: ServerProcess) =>
      call(server, 'GET', '/api/card-relationships', { address, cookie: reader.cookie });
    for (let i = 0; i < API_LIMIT - 10; i++) expect((await glossary(a)).status).toBe(200);
    // A adds its count to the shared one at most once per COUNTER_SYNC_MS: the next request after that does.
    await new Promise((resolve) => setTimeout(resolve, COUNTER_SYNC_MS + 100));
    expect((await glossary(a)).status).toBe(200);

    // Alone, B would allow API_LIMIT; it allows only what A left.
    let allowedOnB = 0;
    let refused: Response | undefined;
    while (allowedOnB <= API_LIMIT) {
      const response = await glossary(b);
      if (response.status === 429) {
        refused = response;
        break;
      }
      expect(response.status).toBe(200);
      allowedOnB += 1;
    }
    expect(allowedOnB).toBeLessThanOrEqual(9);
    expect(refused?.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await refused?.json()).toHaveProperty('error');
  });
});
