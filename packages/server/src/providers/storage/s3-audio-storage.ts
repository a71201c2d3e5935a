import { Readable } from 'node:stream';
import {
  AbortMultipartUploadCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListMultipartUploadsCommand,
  type ListMultipartUploadsCommandOutput,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import {
  type AudioBytes,
  type AudioRef,
  type AudioStorage,
  audioKindOf,
  DELETE_BATCH,
  isAudioName,
  isAudioOwner,
  type StoredAudio,
} from './audio-storage.js';
import { AudioStorageUnavailableError } from './audio-storage-errors.js';

/** Where the audio lives in a bucket (env AUDIO_STORAGE=s3, README "Configuration"). */
export type S3AudioConfig = {
  bucket: string;
  region: string;
  /** An S3-compatible server's URL (MinIO, R2, a local one); unset is AWS S3. */
  endpoint?: string | undefined;
  /** `<endpoint>/<bucket>/<key>` instead of `<bucket>.<endpoint>/<key>`: most self-hosted stores want it. */
  forcePathStyle: boolean;
  /** Put before every key (`audio/` by default), so the bucket can hold other things beside. */
  prefix: string;
  /** Tests only: fixed keys. Otherwise the SDK's own chain (AWS_ACCESS_KEY_ID and the rest). */
  credentials?: S3ClientConfig['credentials'];
};

/** Bytes of a streamed write sent per part (S3's minimum is 5 MiB); two parts in flight at most. */
const UPLOAD_PART_BYTES = 8 * 1024 * 1024;
const UPLOAD_PARTS_IN_FLIGHT = 2;

const CONTENT_TYPES = { mp3: 'audio/mpeg', vtt: 'text/vtt; charset=utf-8' } as const;

/**
 * The client for the config; checksums only where S3 requires them, as many compatible stores expect.
 * Bodies are sent as UNSIGNED-PAYLOAD: the SDK would otherwise hash every body it holds in memory with
 * SHA-256 on the event loop to sign it (measured: an 8 MiB upload part held the loop for up to 540 ms on
 * the busy machine during a 96 MiB join). The request itself stays signed; the body's integrity is TLS's,
 * as for a streamed body, which the SDK already sends unsigned.
 */
function s3ClientOf(config: S3AudioConfig): S3Client {
  const client = new S3Client({
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    ...(config.credentials ? { credentials: config.credentials } : {}),
  });
  client.middlewareStack.add(
    (next) => (args) => {
      const request = args.request as { headers?: Record<string, string>; body?: unknown };
      if (request.headers && ArrayBuffer.isView(request.body)) {
        request.headers['x-amz-content-sha256'] = 'UNSIGNED-PAYLOAD';
      }
      return next(args);
    },
    { step: 'build', name: 'cardologyUnsignedPayload' },
  );
  return client;
}

const isNotFound = (error: unknown) => {
  const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return name === 'NoSuchKey' || name === 'NotFound' || $metadata?.httpStatusCode === 404;
};

/** Runs one request; a failure becomes AudioStorageUnavailableError, and a missing object null. */
async function orNullWhenMissing<T>(request: () => Promise<T>): Promise<T | null> {
  try {
    return await request();
  } catch (error) {
    if (isNotFound(error)) return null;
    throw new AudioStorageUnavailableError(error);
  }
}

async function unavailableOnFailure<T>(request: () => Promise<T>): Promise<T> {
  try {
    return await request();
  } catch (error) {
    throw new AudioStorageUnavailableError(error);
  }
}

/** Bytes handed to the upload at a time (see inSlices). */
const SLICE_BYTES = 256 * 1024;

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * The pieces gathered into slices of SLICE_BYTES, with a turn of the event loop after each. A join's pieces
 * are single MP3 frames (a few hundred bytes, 600,000 in a 96 MiB join): handed on one by one, the stream and
 * the upload pass them along in microtasks alone, and a whole 8 MiB part would be gathered in one turn of the
 * loop (measured: p99 delay 245 ms, max 716 ms during a 96 MiB join). Sliced, each turn handles 256 KiB, and
 * the stream reading them holds one slice ahead (highWaterMark 1), not 16.
 */
async function* inSlices(pieces: AsyncIterable<Uint8Array>): AsyncGenerator<Buffer> {
  let slice = Buffer.allocUnsafe(SLICE_BYTES);
  let filled = 0;
  for await (const piece of pieces) {
    let offset = 0;
    while (offset < piece.length) {
      const taken = Math.min(piece.length - offset, SLICE_BYTES - filled);
      slice.set(piece.subarray(offset, offset + taken), filled);
      filled += taken;
      offset += taken;
      if (filled === SLICE_BYTES) {
        yield slice;
        slice = Buffer.allocUnsafe(SLICE_BYTES);
        filled = 0;
        await nextTurn();
      }
    }
  }
  if (filled > 0) yield slice.subarray(0, filled);
}

/** Refuses to start on a bucket that cannot be reached: names the variables to check, never a secret. */
export async function checkBucket(config: S3AudioConfig, client = s3ClientOf(config)): Promise<void> {
  try {
    await client.send(new HeadBucketCommand({ Bucket: config.bucket }));
  } catch (error) {
    const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
    const why = status ? `it answered ${status}` : (error as Error).name || 'no answer';
    throw new Error(
      `The audio bucket S3_BUCKET=${config.bucket} could not be reached` +
        `${config.endpoint ? ` at S3_ENDPOINT=${config.endpoint}` : ''} (${why}): check S3_BUCKET, ` +
        'S3_ENDPOINT, S3_REGION and the credentials (AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY).',
    );
  }
}

/** The key of an owner's folder, refusing an owner that is not one. */
function ownerPrefixOf(config: S3AudioConfig, owner: string): string {
  if (!isAudioOwner(owner)) throw new Error('invalid audio owner');
  return `${config.prefix}${owner}/`;
}

/** The key of one file, refusing a name that is not one. */
function keyOf(config: S3AudioConfig, owner: string, name: string): string {
  if (!isAudioName(name)) throw new Error('invalid audio owner or file name');
  return `${ownerPrefixOf(config, owner)}${name}`;
}

/** Every object under `prefix`, a page (≤ 1,000) at a time. */
async function* pagesUnder(client: S3Client, Bucket: string, prefix: string) {
  let token: string | undefined;
  do {
    const page = await unavailableOnFailure(() =>
      client.send(new ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken: token })),
    );
    yield page.Contents ?? [];
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
}

/** Deletes the keys DELETE_BATCH at a time; a key already gone is not a failure. */
async function deleteKeys(client: S3Client, Bucket: string, keys: readonly string[]) {
  for (let start = 0; start < keys.length; start += DELETE_BATCH) {
    const batch = keys.slice(start, start + DELETE_BATCH);
    const answer = await unavailableOnFailure(() =>
      client.send(
        new DeleteObjectsCommand({
          Bucket,
          Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true },
        }),
      ),
    );
    const failed = (answer.Errors ?? []).filter((error) => error.Code !== 'NoSuchKey');
    if (failed.length > 0) throw new AudioStorageUnavailableError(new Error(`${failed.length} not deleted`));
  }
}

type ObjectPlace = { Bucket: string; Key: string; ContentType: string };

/**
 * Streams the pieces as a multipart upload. The pieces' own failure (a part that is not an MP3, a part
 * gone) is the caller's to word, not the bucket's, so it is thrown as it came.
 */
async function putStreamed(client: S3Client, place: ObjectPlace, source: AsyncIterable<Uint8Array>) {
  let sourceError: unknown;
  async function* pieces() {
    try {
      yield* source;
    } catch (error) {
      sourceError = error;
      throw error;
    }
  }
  const upload = new Upload({
    client,
    params: { ...place, Body: Readable.from(inSlices(pieces()), { highWaterMark: 1 }) },
    partSize: UPLOAD_PART_BYTES,
    queueSize: UPLOAD_PARTS_IN_FLIGHT,
    leavePartsOnError: false,
  });
  try {
    await upload.done();
  } catch (error) {
    throw sourceError ?? new AudioStorageUnavailableError(error);
  }
}

/** One request for bytes in memory, a multipart upload for a stream. */
async function putObject(
  client: S3Client,
  config: S3AudioConfig,
  owner: string,
  name: string,
  bytes: AudioBytes,
) {
  const place = {
    Bucket: config.bucket,
    Key: keyOf(config, owner, name),
    ContentType: CONTENT_TYPES[audioKindOf(name)],
  };
  if (bytes instanceof Uint8Array) {
    await unavailableOnFailure(() => client.send(new PutObjectCommand({ ...place, Body: bytes })));
    return;
  }
  await putStreamed(client, place, bytes);
}

/** A listing by prefix: the file cap (5,000) bounds it to 5 pages of 1,000 (decision 042). */
async function usageOf(client: S3Client, config: S3AudioConfig, owner: string) {
  const usage = { bytes: 0, files: 0 };
  for await (const page of pagesUnder(client, config.bucket, ownerPrefixOf(config, owner))) {
    for (const object of page) {
      usage.bytes += object.Size ?? 0;
      usage.files += 1;
    }
  }
  return usage;
}

/** Every audio file under the prefix; other objects in the bucket are passed over. */
async function* storedIn(client: S3Client, config: S3AudioConfig): AsyncIterable<StoredAudio> {
  for await (const page of pagesUnder(client, config.bucket, config.prefix)) {
    for (const object of page) {
      const [owner = '', name = '', ...rest] = (object.Key ?? '').slice(config.prefix.length).split('/');
      if (rest.length > 0 || !isAudioOwner(owner) || !isAudioName(name)) continue;
      yield { owner, name, modifiedAt: object.LastModified ?? new Date(0) };
    }
  }
}

/**
 * Aborts the multipart uploads a killed process began before `before`: never listed or served, but their
 * parts are billed. Some S3-compatible stores do not list them (s3rver answers 501): there the bucket's
 * lifecycle rule (AbortIncompleteMultipartUpload) is the only net, as decision 042 says.
 */
async function abortUnfinishedUploads(client: S3Client, config: S3AudioConfig, before: Date) {
  const Bucket = config.bucket;
  let answer: ListMultipartUploadsCommandOutput;
  try {
    answer = await client.send(new ListMultipartUploadsCommand({ Bucket, Prefix: config.prefix }));
  } catch (error) {
    if ((error as { name?: string }).name === 'NotImplemented') return 0;
    throw new AudioStorageUnavailableError(error);
  }
  let removed = 0;
  for (const upload of answer.Uploads ?? []) {
    if (!upload.Key || !upload.UploadId || !upload.Initiated || upload.Initiated >= before) continue;
    await unavailableOnFailure(() =>
      client.send(new AbortMultipartUploadCommand({ Bucket, Key: upload.Key, UploadId: upload.UploadId })),
    );
    removed += 1;
  }
  return removed;
}

/**
 * Audio in an S3-compatible bucket (docs/decisions/042-audio-in-a-bucket.md): `<prefix><owner>/<name>`,
 * the bucket private; every process on the bucket sees every file. A streamed write is a multipart
 * upload that S3 assembles only when it completes (and lib-storage aborts on failure), so a half-made
 * join is never served, as with the filesystem's rename.
 */
export function createS3AudioStorage(config: S3AudioConfig, client = s3ClientOf(config)): AudioStorage {
  const Bucket = config.bucket;
  return {
    put: (owner, name, bytes) => putObject(client, config, owner, name, bytes),
    async get(owner, name) {
      const Key = keyOf(config, owner, name);
      return orNullWhenMissing(async () => {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key }));
        return (await answer.Body?.transformToByteArray()) ?? new Uint8Array();
      });
    },
    async read(owner, name, range) {
      const Key = keyOf(config, owner, name);
      // Always an explicit first-last range: the app has checked it against the size, and S3-compatible
      // stores differ on suffix ranges (s3rver 3.7 answers `bytes=-10` from the start).
      const Range = range ? `bytes=${range.start}-${range.end}` : undefined;
      return orNullWhenMissing(async () => {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key, Range }));
        return answer.Body instanceof Readable ? answer.Body : Readable.from([]);
      });
    },
    async size(owner, name) {
      const Key = keyOf(config, owner, name);
      return orNullWhenMissing(
        async () => (await client.send(new HeadObjectCommand({ Bucket, Key }))).ContentLength ?? 0,
      );
    },
    usage: (owner) => usageOf(client, config, owner),
    async delete(owner, name) {
      await deleteKeys(client, Bucket, [keyOf(config, owner, name)]);
    },
    async deleteMany(files: readonly AudioRef[]) {
      await deleteKeys(
        client,
        Bucket,
        files.map((file) => keyOf(config, file.owner, file.name)),
      );
    },
    async deleteOwner(owner) {
      for await (const page of pagesUnder(client, Bucket, ownerPrefixOf(config, owner))) {
        await deleteKeys(
          client,
          Bucket,
          page.flatMap((object) => (object.Key ? [object.Key] : [])),
        );
      }
    },
    list: () => storedIn(client, config),
    removeUnfinished: (before) => abortUnfinishedUploads(client, config, before),
  };
}
