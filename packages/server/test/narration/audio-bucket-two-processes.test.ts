import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { combineResponse } from '@cardology/contract/narration';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../../src/env.js';
import { createS3AudioStorage } from '../../src/providers/storage/s3-audio-storage.js';
import { readMp3 } from '../../src/providers/tts/mp3.js';
import { AUDIO_SWEEP_JOB } from '../../src/services/narration/audio-retention.js';
import { createPostgresDatabaseUrl } from '../helpers/database.js';
import { type S3TestServer, startS3Server } from '../helpers/s3-server.js';
import { exited, freePort, type ServerProcess, spawnServer, startServer } from '../helpers/server-process.js';
import { type FakeSpeechServer, startFakeSpeechServer } from './fake-speech-server.js';

/**
 * Two real server processes on one PostgreSQL and one bucket, each with its own DATA_DIR, as on two
 * machines (docs/decisions/042-audio-in-a-bucket.md): audio narrated on A plays (with a Range) and
 * combines on B, and the audio sweep takes one turn between them. PGlite is one process per data folder
 * by design (db/data-dir-lock.ts), so the two-process part runs in the PostgreSQL pass only.
 */
const serverUrl = loadEnv().DATABASE_URL;
const title = serverUrl
  ? 'two processes on one PostgreSQL with different DATA_DIRs share audio through a bucket'
  : 'two processes sharing audio through a bucket — skipped: needs DATABASE_URL (PGlite is one process by design)';

const PUBLIC_URL = 'http://localhost:3998';
const SECRET = 'audio-bucket-two-processes-0123456789abcdef';
const PASSWORD = 'two processes password';
const BUCKET = 'cardology-two-processes';

let s3: S3TestServer | undefined;
let speech: FakeSpeechServer | undefined;

beforeAll(async () => {
  s3 = await startS3Server(BUCKET);
}, 30_000);
afterAll(async () => {
  await s3?.stop();
  await speech?.close();
});

type Account = { id: string; cookie: string };

function call(server: ServerProcess, method: string, path: string, cookie?: string, body?: unknown) {
  return fetch(`${server.url}${path}`, {
    method,
    headers: {
      origin: PUBLIC_URL,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(cookie ? { cookie } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

async function signUp(server: ServerProcess, label: string): Promise<Account> {
  const email = `${label}-${Math.random().toString(36).slice(2, 10)}@example.com`;
  const response = await call(server, 'POST', '/api/auth/sign-up/email', undefined, {
    name: label,
    email,
    password: PASSWORD,
  });
  expect(response.status).toBe(200);
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith('cardology.session_token='));
  const { user } = (await response.json()) as { user: { id: string } };
  return { id: user.id, cookie: cookie?.split(';')[0] ?? '' };
}

async function lines(response: Response): Promise<Array<Record<string, unknown>>> {
  return (await response.text())
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

describe.skipIf(!serverUrl)(title, () => {
  let database: { url: string; drop(): Promise<void> } | undefined;
  let sql: pg.Client;
  const dataDirs: string[] = [];
  let a: ServerProcess;
  let b: ServerProcess;
  let admin: Account;

  beforeAll(async () => {
    database = await createPostgresDatabaseUrl(serverUrl ?? '');
    sql = new pg.Client({ connectionString: database.url });
    await sql.connect();
    speech = await startFakeSpeechServer(null);
    const envFor = (dataDir: string) => ({
      ...(s3?.env() ?? {}),
      DATABASE_URL: database?.url ?? '',
      DATA_DIR: dataDir,
      PUBLIC_URL,
      BETTER_AUTH_SECRET: SECRET,
      TTS_BASE_URL: `${speech?.origin}/v1`,
    });
    const [dirA, dirB] = ['a', 'b'].map((label) => mkdtempSync(join(tmpdir(), `cardology-bucket-${label}-`)));
    if (!dirA || !dirB) throw new Error('no data folders');
    dataDirs.push(dirA, dirB);
    // Each its own DATA_DIR, as on two machines: only the database and the bucket are shared.
    [a, b] = await Promise.all([startServer(envFor(dirA)), startServer(envFor(dirB))]);
    admin = await signUp(a, 'admin');
  }, 120_000);

  afterAll(async () => {
    for (const server of [a, b]) if (server && server.child.exitCode === null) server.child.kill('SIGKILL');
    await sql?.end();
    await database?.drop();
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  });

  it('narrates on A, plays a byte range and combines on B, and neither wrote audio to its own folder', async () => {
    const started = await lines(
      await call(a, 'POST', '/api/ai/reading', admin.cookie, {
        spreadType: 'weekly',
        person: { name: 'Ada', birthdate: '1990-02-28' },
      }),
    );
    const sessionId = String(started[0]?.sessionId);
    const credits = await call(a, 'PUT', `/api/admin/users/${admin.id}/credits`, admin.cookie, {
      new_credit_total: 100,
      admin_notes: 'narration across processes',
    });
    expect(credits.status).toBe(200);

    const narration = await lines(await call(a, 'POST', '/api/tts', admin.cookie, { sessionId }));
    expect(narration.at(-1)).toEqual({ type: 'done' });
    const chunks = narration.filter((event) => event.type === 'chunk') as Array<{
      signedUrl: string;
      filePath: string;
      duration: number;
    }>;
    expect(chunks.length).toBeGreaterThan(0);
    const [first] = chunks;
    if (!first) throw new Error('no chunk');

    // The bytes as the bucket holds them, read past the app.
    const bucket = createS3AudioStorage(s3?.config() ?? ({} as never));
    const stored = Buffer.from((await bucket.get(admin.id, first.filePath)) ?? []);
    expect(stored.length).toBeGreaterThan(200);

    const ranged = await fetch(`${b.url}${first.signedUrl}`, {
      headers: { origin: PUBLIC_URL, cookie: admin.cookie, range: 'bytes=100-199' },
    });
    expect(ranged.status).toBe(206);
    expect(ranged.headers.get('content-range')).toBe(`bytes 100-199/${stored.length}`);
    expect(Buffer.from(await ranged.arrayBuffer())).toEqual(stored.subarray(100, 200));

    const combined = await call(b, 'POST', '/api/tts/combine', admin.cookie, {
      filePaths: chunks.map((chunk) => chunk.filePath),
    });
    expect(combined.status).toBe(200);
    const { combinedAudioUrl } = combineResponse.parse(await combined.json());
    // Made on B, played on A.
    const download = await call(a, 'GET', combinedAudioUrl, admin.cookie);
    expect(download.status).toBe(200);
    const total = chunks.reduce((sum, chunk) => sum + chunk.duration, 0);
    expect(readMp3(new Uint8Array(await download.arrayBuffer()))?.duration).toBeCloseTo(total, 2);

    for (const dir of dataDirs) expect(existsSync(join(dir, 'audio'))).toBe(false);
  }, 120_000);

  it('the audio sweep took one turn between the two processes, not one each', async () => {
    const { rows } = await sql.query<{ turns: number }>('SELECT turns FROM periodic_jobs WHERE name = $1', [
      AUDIO_SWEEP_JOB,
    ]);
    expect(rows).toEqual([{ turns: 1 }]);
  });
});

describe('a server whose bucket cannot be reached', () => {
  it('refuses to start and names S3_BUCKET', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'cardology-bucket-missing-'));
    try {
      const server = spawnServer(
        {
          ...(s3?.env() ?? {}),
          S3_BUCKET: 'no-such-bucket',
          DATA_DIR: dataDir,
          BETTER_AUTH_SECRET: SECRET,
        },
        await freePort(),
      );
      expect(await exited(server.process)).toBe(1);
      expect(server.output()).toContain('S3_BUCKET=no-such-bucket');
      expect(server.output()).not.toContain('S3RVER');
      expect(existsSync(join(dataDir, 'pglite'))).toBe(false);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 90_000);
});
