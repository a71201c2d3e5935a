import type { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import {
  type AudioStorage,
  DELETE_BATCH,
  isAudioName,
  newAudioName,
} from '../../src/providers/storage/audio-storage.js';
import { isStorageUnavailable } from '../../src/providers/storage/audio-storage-errors.js';
import { s3ConfigOf } from '../../src/providers/storage/audio-storage-from-env.js';
import { checkBucket, createS3AudioStorage } from '../../src/providers/storage/s3-audio-storage.js';
import { readyMessage, readyParts } from '../../src/ready-message.js';
import { testEnv } from '../helpers/app.js';
import { useBothAudioStorages } from '../helpers/both-audio-storages.js';

/**
 * What every AudioStorage must do (providers/storage/audio-storage.ts), run on the filesystem and on a
 * bucket served by a real S3-protocol server (s3rver, docs/decisions/042-audio-in-a-bucket.md).
 */
const { storages, s3: s3Server } = useBothAudioStorages('cardology-audio-');

async function textOf(stream: Readable | null): Promise<Buffer | null> {
  if (!stream) return null;
  const pieces: Buffer[] = [];
  for await (const piece of stream) pieces.push(piece as Buffer);
  return Buffer.concat(pieces);
}

const listed = async (storage: AudioStorage, owner: string) => {
  const names: string[] = [];
  for await (const file of storage.list()) if (file.owner === owner) names.push(file.name);
  return names.sort();
};

describe.each(storages)('audio on %s', (_label, make) => {
  const storage = () => make();
  const owner = (label: string) => `${label}-${Math.random().toString(36).slice(2, 10)}`;

  it('keeps each owner’s files apart under random names, and lists and deletes them', async () => {
    const audio = storage();
    const ada = owner('ada');
    const name = newAudioName('mp3');
    expect(isAudioName(name)).toBe(true);
    await audio.put(ada, name, new Uint8Array([1, 2, 3]));
    expect(Buffer.from((await audio.get(ada, name)) ?? [])).toEqual(Buffer.from([1, 2, 3]));
    expect(await audio.get(owner('ben'), name)).toBeNull();
    const files = [];
    for await (const file of audio.list()) if (file.owner === ada) files.push(file);
    expect(files).toEqual([{ owner: ada, name, modifiedAt: expect.any(Date) }]);
    await audio.delete(ada, name);
    await audio.delete(ada, name);
    expect(await audio.get(ada, name)).toBeNull();
  });

  it('streams a file whole or a byte range of it, and null for a file it does not have', async () => {
    const audio = storage();
    const ada = owner('ada');
    const name = newAudioName('mp3');
    const bytes = Buffer.from(Array.from({ length: 1_000 }, (_, i) => i % 251));
    await audio.put(ada, name, bytes);
    expect(await textOf(await audio.read(ada, name))).toEqual(bytes);
    expect(await textOf(await audio.read(ada, name, { start: 100, end: 199 }))).toEqual(
      bytes.subarray(100, 200),
    );
    expect(await textOf(await audio.read(ada, name, { start: 990, end: 999 }))).toEqual(bytes.subarray(990));
    expect(await audio.read(ada, newAudioName('mp3'))).toBeNull();
    expect(await audio.read(owner('ben'), name)).toBeNull();
  });

  it('removes every file of one owner (a deleted account), and only theirs', async () => {
    const audio = storage();
    const gone = owner('gone');
    const kept = owner('kept');
    const names = [newAudioName('mp3'), newAudioName('vtt')];
    for (const name of names) await audio.put(gone, name, new Uint8Array([1]));
    const keptName = newAudioName('mp3');
    await audio.put(kept, keptName, new Uint8Array([2]));
    await audio.deleteOwner(gone);
    await audio.deleteOwner(gone);
    for (const name of names) expect(await audio.get(gone, name)).toBeNull();
    expect(await listed(audio, gone)).toEqual([]);
    expect(Buffer.from((await audio.get(kept, keptName)) ?? [])).toEqual(Buffer.from([2]));
    await expect(audio.deleteOwner('..')).rejects.toThrow(/invalid audio/);
  });

  it('removes many files of several owners at once, a file already gone included', async () => {
    const audio = storage();
    const [ada, ben] = [owner('ada'), owner('ben')];
    const files = [
      { owner: ada, name: newAudioName('mp3') },
      { owner: ben, name: newAudioName('vtt') },
    ];
    for (const file of files) await audio.put(file.owner, file.name, new Uint8Array([7]));
    const stay = newAudioName('mp3');
    await audio.put(ada, stay, new Uint8Array([8]));
    await audio.deleteMany([...files, { owner: ben, name: newAudioName('mp3') }]);
    expect(await listed(audio, ada)).toEqual([stay]);
    expect(await listed(audio, ben)).toEqual([]);
    await audio.deleteMany([]);
  });

  it('never turns a path-like owner or name into a path or key', async () => {
    const audio = storage();
    for (const name of ['../secret.mp3', '..%2Fx.mp3', 'a/b.mp3', `${'A'.repeat(22)}.txt`]) {
      await expect(audio.put('user-a', name, new Uint8Array(1))).rejects.toThrow(/invalid audio/);
      await expect(audio.read('user-a', name)).rejects.toThrow(/invalid audio/);
    }
    await expect(audio.get('../user-a', newAudioName('mp3'))).rejects.toThrow(/invalid audio/);
    await expect(audio.usage('a/b')).rejects.toThrow(/invalid audio/);
  });

  it('tells a file’s size and what an owner keeps, and writes a file given in pieces', async () => {
    const audio = storage();
    const who = owner('usage');
    expect(await audio.usage(who)).toEqual({ bytes: 0, files: 0 });
    const whole = newAudioName('mp3');
    await audio.put(who, whole, new Uint8Array(1_000));
    const pieced = newAudioName('mp3');
    async function* pieces() {
      for (let i = 0; i < 3; i += 1) yield new Uint8Array(200).fill(i);
    }
    await audio.put(who, pieced, pieces());
    expect(Buffer.from((await audio.get(who, pieced)) ?? [])).toEqual(
      Buffer.concat([0, 1, 2].map((i) => new Uint8Array(200).fill(i))),
    );
    expect(await audio.size(who, whole)).toBe(1_000);
    expect(await audio.size(who, newAudioName('mp3'))).toBeNull();
    expect(await audio.usage(who)).toEqual({ bytes: 1_600, files: 2 });
  });

  it('leaves nothing behind when the pieces of a write fail midway, and says why', async () => {
    const audio = storage();
    const who = owner('pieces');
    const name = newAudioName('mp3');
    async function* broken() {
      yield new Uint8Array(10);
      throw new Error('the join broke');
    }
    await expect(audio.put(who, name, broken())).rejects.toThrow(/the join broke/);
    expect(await audio.size(who, name)).toBeNull();
    expect(await audio.usage(who)).toEqual({ bytes: 0, files: 0 });
  });
});

describe('audio in an S3 bucket, past one page of a listing', () => {
  it(`counts, lists and removes more than ${DELETE_BATCH} files of one owner (several pages, several batches)`, async () => {
    const audio = createS3AudioStorage(s3Server().config('many/'));
    const who = 'owner-with-many';
    const count = DELETE_BATCH + 5;
    const names = Array.from({ length: count }, () => newAudioName('vtt'));
    for (let start = 0; start < count; start += 50) {
      await Promise.all(
        names.slice(start, start + 50).map((name) => audio.put(who, name, new Uint8Array(3))),
      );
    }
    expect(await audio.usage(who)).toEqual({ bytes: 3 * count, files: count });
    expect((await listed(audio, who)).length).toBe(count);
    await audio.deleteOwner(who);
    expect(await audio.usage(who)).toEqual({ bytes: 0, files: 0 });
  }, 120_000);
});

describe('unfinished writes in a bucket', () => {
  it('a store that does not list multipart uploads (s3rver: 501) leaves them to its lifecycle rule', async () => {
    expect(await createS3AudioStorage(s3Server().config()).removeUnfinished(new Date())).toBe(0);
  });
});

describe('a bucket that cannot be reached', () => {
  it('stops the start naming S3_BUCKET, and fails each request as "unavailable", never as "missing"', async () => {
    const wrongBucket = { ...s3Server().config(), bucket: 'no-such-bucket' };
    await expect(checkBucket(wrongBucket)).rejects.toThrow(/S3_BUCKET=no-such-bucket/);
    await expect(checkBucket(s3Server().config())).resolves.toBeUndefined();
    // A port nothing listens on: every call fails, none pretends the file is absent.
    const down = createS3AudioStorage({ ...s3Server().config(), endpoint: 'http://127.0.0.1:9' });
    const failures = await Promise.allSettled([
      down.get('ada', newAudioName('mp3')),
      down.size('ada', newAudioName('mp3')),
      down.usage('ada'),
      down.put('ada', newAudioName('mp3'), new Uint8Array(1)),
    ]);
    for (const failure of failures) {
      expect(failure.status).toBe('rejected');
      expect(isStorageUnavailable((failure as PromiseRejectedResult).reason)).toBe(true);
    }
    const secret = s3Server().config().credentials as { secretAccessKey: string };
    await expect(checkBucket({ ...s3Server().config(), endpoint: 'http://127.0.0.1:9' })).rejects.not.toThrow(
      secret.secretAccessKey,
    );
  }, 60_000);
});

describe('the storage the environment names', () => {
  it('is the data folder by default, and the bucket with AUDIO_STORAGE=s3', () => {
    expect(s3ConfigOf(testEnv())).toBeNull();
    expect(
      s3ConfigOf(
        testEnv({
          AUDIO_STORAGE: 's3',
          S3_BUCKET: 'cardology-audio',
          S3_ENDPOINT: 'http://127.0.0.1:9000',
          S3_FORCE_PATH_STYLE: 'true',
        }),
      ),
    ).toEqual({
      bucket: 'cardology-audio',
      region: 'us-east-1',
      endpoint: 'http://127.0.0.1:9000',
      forcePathStyle: true,
      prefix: 'audio/',
    });
  });

  it('refuses s3 without a bucket, a bad bucket name, endpoint or prefix, naming the variable', () => {
    expect(() => testEnv({ AUDIO_STORAGE: 's3' })).toThrow(/S3_BUCKET: set S3_BUCKET/);
    expect(() => testEnv({ AUDIO_STORAGE: 's3', S3_BUCKET: 'Not_A_Bucket' })).toThrow(/S3_BUCKET/);
    expect(() => testEnv({ AUDIO_STORAGE: 's3', S3_BUCKET: 'ok-bucket', S3_ENDPOINT: 'ftp://x' })).toThrow(
      /S3_ENDPOINT/,
    );
    expect(() => testEnv({ AUDIO_STORAGE: 's3', S3_BUCKET: 'ok-bucket', S3_PREFIX: '../' })).toThrow(
      /S3_PREFIX/,
    );
    expect(() => testEnv({ AUDIO_STORAGE: 'disk' })).toThrow(/AUDIO_STORAGE/);
  });
});

describe('the start line', () => {
  it('names the bucket and its server with AUDIO_STORAGE=s3, never a key, and nothing more by default', () => {
    const env = testEnv({
      AUDIO_STORAGE: 's3',
      S3_BUCKET: 'cardology-audio',
      S3_ENDPOINT: 'http://user:pass@127.0.0.1:9000/path?x=1',
      AWS_SECRET_ACCESS_KEY: 'never-printed-secret',
    });
    const line = readyMessage('http://localhost:3000', readyParts(env));
    expect(line).toContain('audio in s3://cardology-audio/audio/ at http://127.0.0.1:9000');
    expect(line).not.toMatch(/pass|never-printed|path/);
    expect(readyMessage('http://localhost:3000', readyParts(testEnv()))).not.toContain('audio in');
  });
});
