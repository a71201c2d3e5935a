import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import type { AudioStorage } from '../../src/providers/storage/audio-storage.js';
import { createFsAudioStorage } from '../../src/providers/storage/fs-audio-storage.js';
import { createS3AudioStorage } from '../../src/providers/storage/s3-audio-storage.js';
import { type S3TestServer, startS3Server } from './s3-server.js';

/**
 * The two real storages a test file runs on (docs/decisions/042-audio-in-a-bucket.md): a folder of its own and a
 * bucket on a local S3-protocol server started for the file, both removed after it. `s3()` is that server.
 */
export function useBothAudioStorages(folderPrefix: string) {
  let s3: S3TestServer | undefined;
  const root = mkdtempSync(join(tmpdir(), folderPrefix));
  beforeAll(async () => {
    s3 = await startS3Server();
  }, 30_000);
  afterAll(async () => {
    await s3?.stop();
    rmSync(root, { recursive: true, force: true });
  });
  const server = (): S3TestServer => {
    if (!s3) throw new Error('the S3 test server starts in beforeAll');
    return s3;
  };
  const storages: [string, () => AudioStorage][] = [
    ['the filesystem', () => createFsAudioStorage(root)],
    ['an S3 bucket', () => createS3AudioStorage(server().config())],
  ];
  return { storages, s3: server };
}
