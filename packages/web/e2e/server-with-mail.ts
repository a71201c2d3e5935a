import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { serverLogFile } from './personal-data';

/**
 * The suite's server sends no mail (a reset link comes from the admin console). A spec that needs a mail
 * the server writes (the daily card's, with its unsubscribe link) starts its own: the same build on its own
 * data folder, with SMTP to a mailbox here. Its log goes beside the suite's, for the teardown's scan.
 */
export type ServerWithMail = {
  /** Where a browser reaches it; also its PUBLIC_URL, so links in its mail point here. */
  origin: string;
  /** The mails received so far, decoded (quoted-printable soft breaks joined). */
  mails(): string[];
  /** The first mail whose text matches, once one has arrived (fails after `timeoutMs`). */
  waitForMail(match: RegExp, timeoutMs?: number): Promise<string>;
  close(): Promise<void>;
};

async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  await once(server, 'close');
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/** A mail's text with quoted-printable undone, so a long link reads whole. */
function decoded(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

async function startMailbox(received: string[]): Promise<{ url: string; close(): Promise<void> }> {
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, done) {
      let text = '';
      stream.on('data', (chunk: Buffer) => {
        text += chunk.toString('utf8');
      });
      stream.on('end', () => {
        received.push(decoded(text));
        done();
      });
    },
  });
  await new Promise<void>((listening) => smtp.listen(0, '127.0.0.1', listening));
  const { port } = smtp.server.address() as { port: number };
  return { url: `smtp://127.0.0.1:${port}`, close: () => new Promise<void>((closed) => smtp.close(closed)) };
}

async function waitForHealth(origin: string, child: ChildProcess): Promise<void> {
  // A fresh data folder is created and migrated first: seconds alone, most of a minute on a busy machine.
  for (const deadline = Date.now() + 150_000; Date.now() < deadline; ) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((wait) => setTimeout(wait, 200));
  }
  throw new Error('the server with mail did not start');
}

/** Starts the built server (`npm start` built it for the suite) with mail, named `name` in the log's file name. */
export async function startServerWithMail(name: string): Promise<ServerWithMail> {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set (playwright.config.ts sets it).');
  const received: string[] = [];
  const mailbox = await startMailbox(received);
  const port = await freePort();
  const origin = `http://localhost:${port}`;
  const serverDataDir = mkdtempSync(join(tmpdir(), `cardology-e2e-${name}-`));
  const log = createWriteStream(serverLogFile(dataDir, name));
  const child = spawn(process.execPath, [join(process.cwd(), 'packages/server/dist/main.js')], {
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: serverDataDir,
      PUBLIC_URL: origin,
      SMTP_URL: mailbox.url,
      // Every request is logged, so the scan sees every URL this spec used.
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  await waitForHealth(origin, child);
  return {
    origin,
    mails: () => [...received],
    async waitForMail(match, timeoutMs = 10_000) {
      for (const deadline = Date.now() + timeoutMs; Date.now() < deadline; ) {
        const mail = received.find((text) => match.test(text));
        if (mail) return mail;
        await new Promise((wait) => setTimeout(wait, 250));
      }
      throw new Error(`no mail matching ${match} in ${timeoutMs} ms (${received.length} received)`);
    },
    async close() {
      child.kill('SIGTERM');
      if (child.exitCode === null) await once(child, 'exit');
      await mailbox.close();
      rmSync(serverDataDir, { recursive: true, force: true });
    },
  };
}
