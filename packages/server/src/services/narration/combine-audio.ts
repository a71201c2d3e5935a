import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import { COMBINE_MAX_BYTES } from '@cardology/contract/audio-bounds';
import { type CombineRequest, combinedAudioFileName } from '@cardology/contract/narration';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { ttsNarrations } from '../../db/schema.js';
import { httpError } from '../../http/errors.js';
import { type AudioStorage, isAudioName, isStorageFull } from '../../providers/storage/audio-storage.js';
import { mp3Frames, NotMp3Error } from '../../providers/tts/mp3.js';
import type { AudioLinks } from './audio-links.js';
import { type AudioQuota, assertAudioRoom } from './audio-quota.js';

export type CombineDeps = {
  db: Db;
  storage: AudioStorage;
  links: AudioLinks;
  quota: AudioQuota;
  clock: () => Date;
};

/**
 * The finished narration of the user's that has `name` among its chunks, or undefined. The user's rows
 * only (indexed by user), and at most AUDIO_USER_MAX_FILES / 2 of them exist, since each keeps files.
 */
async function narrationWithChunk(db: Db, userId: string, name: string) {
  const [row] = await db
    .select({ id: ttsNarrations.id, chunks: ttsNarrations.chunks })
    .from(ttsNarrations)
    .where(
      and(
        eq(ttsNarrations.userId, userId),
        eq(ttsNarrations.status, 'done'),
        sql`${ttsNarrations.chunks} @> ${JSON.stringify([{ audioFile: name }])}::jsonb`,
      ),
    )
    .limit(1);
  return row;
}

/**
 * The combined file's name: derived from the narration and the parts, so combining the same parts again
 * finds the file already made instead of storing another copy (opaque: the parts' names are random).
 */
function combinedNameOf(narrationId: string, parts: readonly string[]): string {
  const digest = createHash('sha256').update(['combined v1', narrationId, ...parts].join('\0'));
  return `${digest.digest('base64url').slice(0, 22)}.mp3`;
}

/** The parts' sizes in bytes; a part whose file is gone (swept, deleted) is a 404. */
async function sizesOf(storage: AudioStorage, userId: string, parts: readonly string[]): Promise<number[]> {
  const sizes = await Promise.all(parts.map((name) => storage.size(userId, name)));
  return sizes.map((size) => {
    if (size === null) throw httpError(404, 'AUDIO_FILE_NOT_FOUND');
    return size;
  });
}

/**
 * Joins chunks of one of the user's finished narrations, in the order given (each once: the contract
 * refuses a repeat), into one MP3 and answers a signed link that downloads it as AI_Reading_{timestamp}.mp3
 * (docs/decisions/030-audio-bounds.md). Refuses, before reading any audio: a name that is not a chunk of
 * that narration — another user's, a combined download, captions, unknown — 404 (as any row of another
 * user's); parts larger than
 * COMBINE_MAX_BYTES together, 413; no room left in the user's storage, 409. The join streams each part's
 * frames into the stored file, a part at a time (96 MiB in about 60 ms of CPU). The same parts again
 * reuse the file.
 */
async function combineAudio(
  deps: CombineDeps,
  userId: string,
  request: CombineRequest,
): Promise<{ combinedAudioUrl: string }> {
  const parts = request.filePaths;
  // A name the storage could not have made ('../etc/passwd', a caption's) never reaches the query. NUL and lone
  // surrogates, which PostgreSQL's jsonb refuses, are stopped earlier by the body parser (decision 033).
  if (!parts.every(isAudioName)) throw httpError(404, 'COMBINE_NOT_NARRATION_PARTS');
  const narration = await narrationWithChunk(deps.db, userId, parts[0] ?? '');
  const chunkNames = new Set(narration?.chunks.map((chunk) => chunk.audioFile));
  if (!narration || !parts.every((name) => chunkNames.has(name))) {
    throw httpError(404, 'COMBINE_NOT_NARRATION_PARTS');
  }
  const sizes = await sizesOf(deps.storage, userId, parts);
  const total = sizes.reduce((sum, size) => sum + size, 0);
  if (total > COMBINE_MAX_BYTES) throw httpError(413, 'COMBINE_TOO_LARGE');

  const name = combinedNameOf(narration.id, parts);
  if ((await deps.storage.size(userId, name)) === null) {
    await assertAudioRoom(deps.storage, deps.quota, userId, { bytes: total, files: 1 });
    await writeJoined(deps.storage, userId, name, parts, sizes);
  }
  const fileName = request.outputFilename ?? combinedAudioFileName(deps.clock().getTime());
  return { combinedAudioUrl: deps.links.url(userId, name, fileName) };
}

/** POST /api/tts/combine's work with its dependencies bound, for the route (which never sees the database). */
export const createCombiner =
  (deps: CombineDeps) =>
  (userId: string, request: CombineRequest): Promise<{ combinedAudioUrl: string }> =>
    combineAudio(deps, userId, request);

export type Combiner = ReturnType<typeof createCombiner>;

/**
 * A part read from its stream into one buffer of the size checked before the join (COMBINE_MAX_BYTES bounds
 * their sum); null when the stream brings another length, so memory never exceeds what was checked.
 */
async function readWhole(stream: Readable, size: number): Promise<Uint8Array | null> {
  const bytes = Buffer.allocUnsafe(size);
  let filled = 0;
  for await (const piece of stream) {
    const chunk = piece as Buffer;
    if (filled + chunk.length > size) {
      stream.destroy();
      return null;
    }
    chunk.copy(bytes, filled);
    filled += chunk.length;
  }
  return filled === size ? bytes : null;
}

/**
 * Streams the parts' frames into `name`, reading one part at a time (from a folder or a bucket alike); a part
 * gone, changed or not an MP3 is a 404, a full disk a 507.
 */
async function writeJoined(
  storage: AudioStorage,
  userId: string,
  name: string,
  parts: readonly string[],
  sizes: readonly number[],
) {
  const readPart = async (index: number) => {
    const stream = await storage.read(userId, parts[index] ?? '');
    const bytes = stream && (await readWhole(stream, sizes[index] ?? 0));
    if (!bytes) throw httpError(404, 'AUDIO_FILE_NOT_FOUND');
    return bytes;
  };
  try {
    await storage.put(userId, name, mp3Frames(parts.length, readPart));
  } catch (error) {
    if (error instanceof NotMp3Error) throw httpError(404, 'AUDIO_FILE_NOT_FOUND');
    if (isStorageFull(error)) throw httpError(507, 'NARRATION_STORAGE_FULL');
    throw error;
  }
}
