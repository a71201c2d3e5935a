import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../src/env.js';
import { createPostgresDatabaseUrl } from './helpers/database.js';
import { jsonHeaders, sessionCookieOf } from './helpers/http-accounts.js';
import { exited, freePort, type ServerProcess, spawnServer, startServer } from './helpers/server-process.js';

const started: ServerProcess[] = [];
const cleanups: Array<() => Promise<void> | void> = [];

afterAll(async () => {
  for (const server of started) if (server.child.exitCode === null) server.child.kill('SIGKILL');
  for (const cleanup of cleanups) await cleanup();
});

async function launch(env: Record<string, string>, port?: number): Promise<ServerProcess> {
  const server = await startServer(env, port);
  started.push(server);
  return server;
}

/** Signs up, saves a profile and returns what a later process must still find. */
async function writeAccount(server: ServerProcess) {
  const email = `durable-${Date.now()}@example.com`;
  const password = 'durable password';
  const signUp = await fetch(`${server.url}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: jsonHeaders(server.origin),
    body: JSON.stringify({ name: 'Durable', email, password }),
  });
  expect(signUp.status).toBe(200);
  const cookie = sessionCookieOf(signUp);
  const patch = await fetch(`${server.url}/api/me`, {
    method: 'PATCH',
    headers: jsonHeaders(server.origin, cookie),
    body: JSON.stringify({ name: 'Durable Dora', birthdate: '07/08/1985' }),
  });
  expect(patch.status).toBe(200);
  return { email, password, cookie };
}

async function readBack(server: ServerProcess, account: { email: string; password: string; cookie: string }) {
  // The age is not stored (the birthdate gives it), so the birthdate is what must survive.
  const expected = { name: 'Durable Dora', email: account.email, birthdate: '07/08/1985' };

  // The session from before the crash is still valid (sessions and the secret persisted) …
  const withOldCookie = await fetch(`${server.url}/api/me`, { headers: { cookie: account.cookie } });
  expect(withOldCookie.status).toBe(200);
  expect(await withOldCookie.json()).toMatchObject(expected);

  // … and signing in again works and shows the same profile.
  const signIn = await fetch(`${server.url}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: jsonHeaders(server.origin),
    body: JSON.stringify({ email: account.email, password: account.password }),
  });
  expect(signIn.status).toBe(200);
  const me = await fetch(`${server.url}/api/me`, { headers: { cookie: sessionCookieOf(signIn) } });
  expect(me.status).toBe(200);
  expect(await me.json()).toMatchObject({ ...expected, isAdmin: true, isPremium: true });
}

describe('durability of the real server process', () => {
  it('loses no committed row when the PGlite server is killed with SIGKILL', {
    timeout: 240_000,
  }, async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'cardology-durable-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    // No BETTER_AUTH_SECRET: the generated one in DATA_DIR must survive too.
    const env = { DATA_DIR: dataDir };
    const port = await freePort();

    const before = await launch(env, port);
    const account = await writeAccount(before);
    before.child.kill('SIGKILL');
    expect(await exited(before.child)).toBe('SIGKILL');
    // The lock of the killed process is left behind; the next start must take it over.
    expect(existsSync(join(dataDir, 'pglite.lock'))).toBe(true);

    const after = await launch(env, port);
    await readBack(after, account);

    // A second process on the same folder would corrupt it: it must refuse to start.
    const intruder = spawnServer(env, await freePort());
    expect(await exited(intruder.process)).toBe(1);
    expect(intruder.output()).toContain('in use by another server process');

    // SIGTERM shuts down cleanly and releases the folder.
    after.child.kill('SIGTERM');
    expect(await exited(after.child)).toBe(0);
    expect(existsSync(join(dataDir, 'pglite.lock'))).toBe(false);
  });

  it('refuses to start with an invalid environment, naming the variable', { timeout: 60_000 }, async () => {
    const server = spawnServer(
      { DATA_DIR: join(tmpdir(), 'cardology-never-created'), AUTH_RATE_LIMIT_MAX: 'many' },
      0,
    );
    expect(await exited(server.process)).toBe(1);
    expect(server.output()).toContain('AUTH_RATE_LIMIT_MAX');
    expect(existsSync(join(tmpdir(), 'cardology-never-created'))).toBe(false);
  });

  const serverUrl = loadEnv().DATABASE_URL;
  it.skipIf(!serverUrl)(
    'loses no committed row when the PostgreSQL-backed server is killed with SIGKILL',
    { timeout: 240_000 },
    async () => {
      const database = await createPostgresDatabaseUrl(serverUrl ?? '');
      cleanups.push(() => database.drop());
      const dataDir = mkdtempSync(join(tmpdir(), 'cardology-durable-pg-'));
      cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
      const env = { DATA_DIR: dataDir, DATABASE_URL: database.url };
      const port = await freePort();

      const before = await launch(env, port);
      const account = await writeAccount(before);
      before.child.kill('SIGKILL');
      await exited(before.child);

      const after = await launch(env, port);
      await readBack(after, account);
      after.child.kill('SIGTERM');
      expect(await exited(after.child)).toBe(0);
    },
  );
});
