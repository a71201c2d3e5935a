import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import type { S3AudioConfig } from '../../src/providers/storage/s3-audio-storage.js';

const mainPath = fileURLToPath(new URL('./s3rver-main.mjs', import.meta.url));

/** The keys s3rver accepts by default; any static pair works with the SDK. */
const S3_TEST_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export type S3TestServer = {
  /** `http://127.0.0.1:port` */
  endpoint: string;
  bucket: string;
  /** A storage config on this bucket; each test file gets its own prefix if it likes. */
  config(prefix?: string): S3AudioConfig;
  /** The variables a server process needs to use this bucket. */
  env(): Record<string, string>;
  /** Stops the server and removes its folder. */
  stop(): Promise<void>;
  child: ChildProcess;
};

/**
 * Starts the npm package `s3rver` (a server that speaks the S3 REST protocol, signatures included) on a
 * free loopback port with one empty bucket, in a child process so the tests talk to it over real HTTP.
 */
export async function startS3Server(bucket = 'cardology-audio'): Promise<S3TestServer> {
  const directory = mkdtempSync(join(tmpdir(), 'cardology-s3rver-'));
  const child = spawn(process.execPath, ['--openssl-legacy-provider', mainPath, directory, bucket], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout as NodeJS.ReadableStream });
  const [first] = (await Promise.race([
    once(lines, 'line'),
    once(child, 'exit').then(([code]) => {
      throw new Error(`s3rver exited with ${code}`);
    }),
  ])) as [string];
  const { port } = JSON.parse(first) as { port: number };
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    child,
    config: (prefix = 'audio/') => ({
      bucket,
      endpoint,
      region: 'us-east-1',
      forcePathStyle: true,
      prefix,
      credentials: S3_TEST_CREDENTIALS,
    }),
    env: () => ({
      AUDIO_STORAGE: 's3',
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_FORCE_PATH_STYLE: 'true',
      AWS_ACCESS_KEY_ID: S3_TEST_CREDENTIALS.accessKeyId,
      AWS_SECRET_ACCESS_KEY: S3_TEST_CREDENTIALS.secretAccessKey,
    }),
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await once(child, 'exit');
      }
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
