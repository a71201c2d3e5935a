import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startFakeOpenAiServer } from './ai/fake-openai-server.js';
import type { FakeServer } from './ai/fake-sse-server.js';
import { signUpOverHttp } from './helpers/http-accounts.js';
import { sendJson } from './helpers/http-writes.js';
import { exited, type ServerProcess, startServer } from './helpers/server-process.js';

/**
 * SIGTERM on the real server process (docs/decisions/039-metrics-and-shutdown.md): the listener closes
 * at once, an assistant stream already under way finishes, and the process exits 0; a stream that
 * outlives SHUTDOWN_GRACE_S is cut and the process exits 0 all the same.
 */

const API_KEY = 'shutdown-test-key';
const cleanups: Array<() => Promise<void> | void> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function launch(graceS: number): Promise<{ server: ServerProcess; fake: FakeServer }> {
  const fake = await startFakeOpenAiServer(API_KEY);
  cleanups.push(() => fake.close());
  const dataDir = mkdtempSync(join(tmpdir(), 'cardology-shutdown-'));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  const server = await startServer({
    DATA_DIR: dataDir,
    AI_PROVIDER: 'openai',
    OPENAI_BASE_URL: `${fake.origin}/v1`,
    OPENAI_API_KEY: API_KEY,
    SHUTDOWN_GRACE_S: String(graceS),
  });
  cleanups.push(async () => {
    if (server.child.exitCode === null && server.child.signalCode === null) {
      server.child.kill('SIGKILL');
      await exited(server.child);
    }
  });
  return { server, fake };
}

/** Starts an assistant reading whose model holds back its last words until fake.release(). */
async function heldReading(server: ServerProcess, fake: FakeServer): Promise<Response> {
  const admin = await signUpOverHttp(server, {
    name: 'Shutdown admin',
    email: 'shutdown-admin@example.com',
    password: 'shutdown admin password',
  });
  fake.behave({ kind: 'stream', deltas: ['Your week ', 'ends well.'], holdLast: true });
  const response = await sendJson(server, 'POST', '/api/ai/reading', admin.cookie, {
    spreadType: 'weekly',
    person: { name: 'Shutdown reader', birthdate: '1990-03-04' },
  });
  expect(response.status).toBe(200);
  while (!fake.holding) await new Promise((resolve) => setTimeout(resolve, 20));
  return response;
}

/** Resolves once a new TCP connection to the server's port is refused. */
async function refusesConnections(server: ServerProcess): Promise<void> {
  const port = Number(new URL(server.url).port);
  for (;;) {
    const refused = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(false);
      });
      socket.once('error', () => resolve(true));
    });
    if (refused) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('SIGTERM', () => {
  it('closes the listener, lets a stream under way finish, then exits 0', { timeout: 120_000 }, async () => {
    const { server, fake } = await launch(30);
    const response = await heldReading(server, fake);
    server.child.kill('SIGTERM');
    await refusesConnections(server);
    fake.release();
    const text = await response.text();
    expect(text).toContain('ends well.');
    expect(text).toContain('"done"');
    expect(await exited(server.child)).toBe(0);
  });

  it('cuts a stream that outlives SHUTDOWN_GRACE_S and still exits 0', { timeout: 120_000 }, async () => {
    const { server, fake } = await launch(1);
    const response = await heldReading(server, fake);
    server.child.kill('SIGTERM');
    expect(await exited(server.child)).toBe(0);
    const text = await response.text().catch(() => 'cut');
    expect(text).not.toContain('"done"');
  });
});
