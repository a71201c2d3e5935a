import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { refusedOriginMessage } from '../src/http/refused-origin-warning.js';
import { exited, type ServerProcess, spawnServer, startServer } from './helpers/server-process.js';

const dataDir = mkdtempSync(join(tmpdir(), 'cardology-startup-'));
let server: ServerProcess | undefined;

afterAll(async () => {
  if (server && server.child.exitCode === null) {
    server.child.kill('SIGTERM');
    await exited(server.child);
  }
  rmSync(dataDir, { recursive: true, force: true });
});

describe('starting the server', () => {
  it('refuses a PUBLIC_URL that is not an http(s) URL, naming the variable', {
    timeout: 60_000,
  }, async () => {
    const neverCreated = join(tmpdir(), `cardology-never-created-${process.pid}`);
    const child = spawnServer({ DATA_DIR: neverCreated, PUBLIC_URL: 'cards.example.com' }, 0);
    expect(await exited(child.process)).toBe(1);
    expect(child.output()).toContain('PUBLIC_URL: must be an http(s) URL');
    expect(child.output()).not.toMatch(/^\s+at /m);
    expect(existsSync(neverCreated)).toBe(false);
  });

  it('logs JSON when its output is not a terminal, with one ready line and advice on refused origins', {
    timeout: 120_000,
  }, async () => {
    server = await startServer({ DATA_DIR: dataDir, LOG_LEVEL: 'info', NODE_ENV: 'development' });
    const port = new URL(server.url).port;
    const lan = 'http://192.168.1.5:3000';
    for (let i = 0; i < 2; i++) {
      const response = await fetch(`${server.url}/api/auth/sign-up/email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: lan },
        body: JSON.stringify({ name: 'Far', email: `far-${i}@example.com`, password: 'far away password' }),
      });
      expect(response.status).toBe(403);
    }

    type LogRecord = { msg: string; res?: { statusCode?: number } };
    const records = (): LogRecord[] =>
      (server?.output() ?? '')
        .trim()
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as LogRecord);
    // The child writes its log asynchronously: wait until both refusals are logged as completed, so any
    // warning either of them caused (pino writes in order) is already in the output.
    await expect
      .poll(() => records().filter((record) => record.res?.statusCode === 403).length, { timeout: 20_000 })
      .toBe(2);
    const messages = records().map(({ msg }) => msg);
    expect(messages.filter((msg) => msg.startsWith('Cardology is ready'))).toEqual([
      `Cardology is ready at http://localhost:${port} — data in ${dataDir} (PGlite), assistant offline (built-in interpreter), voice espeak-ng en-us (offline)`,
    ]);
    expect(messages.filter((msg) => msg.startsWith('Server listening'))).toEqual([]);
    expect(messages.filter((msg) => msg === refusedOriginMessage(lan))).toHaveLength(1);
  });
});
