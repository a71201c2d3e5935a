/**
 * What the per-account audio cap costs to check (docs/decisions/042-audio-in-a-bucket.md): `usage(owner)` for
 * an account holding N files, on the filesystem (readdir + stat) and on a bucket (ListObjectsV2 by prefix,
 * 1,000 a page) served by s3rver on loopback. Prints the best and median of several runs.
 *
 *   node --conditions=source --import tsx bench/audio-usage-bench.ts [files=5000]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AudioStorage } from '../packages/server/src/providers/storage/audio-storage.js';
import { newAudioName } from '../packages/server/src/providers/storage/audio-storage.js';
import { createFsAudioStorage } from '../packages/server/src/providers/storage/fs-audio-storage.js';
import { createS3AudioStorage } from '../packages/server/src/providers/storage/s3-audio-storage.js';
import { startS3Server } from '../packages/server/test/helpers/s3-server.js';

const files = Number(process.argv[2] ?? 5_000);
const RUNS = 7;

async function fill(storage: AudioStorage, owner: string) {
  const names = Array.from({ length: files }, () => newAudioName('vtt'));
  for (let start = 0; start < files; start += 50) {
    await Promise.all(
      names.slice(start, start + 50).map((name) => storage.put(owner, name, new Uint8Array(16))),
    );
  }
}

async function measure(label: string, storage: AudioStorage) {
  await fill(storage, 'bench-owner');
  const times: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const started = performance.now();
    const usage = await storage.usage('bench-owner');
    times.push(performance.now() - started);
    if (usage.files !== files) throw new Error(`${label}: counted ${usage.files} of ${files}`);
  }
  times.sort((a, b) => a - b);
  console.log(
    `${label}: usage() of ${files} files — best ${times[0]?.toFixed(1)} ms, median ${times[RUNS >> 1]?.toFixed(1)} ms`,
  );
}

const root = mkdtempSync(join(tmpdir(), 'cardology-usage-bench-'));
const s3 = await startS3Server('cardology-bench');
try {
  await measure('filesystem', createFsAudioStorage(root));
  await measure('bucket (s3rver, loopback)', createS3AudioStorage(s3.config()));
} finally {
  await s3.stop();
  rmSync(root, { recursive: true, force: true });
}
