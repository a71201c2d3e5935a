import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';

/** A stored file's kind, by its extension: an MP3 or its WebVTT captions. */
export type AudioKind = 'mp3' | 'vtt';

/** One stored file: whose it is, its opaque name, and when it was written. */
export type StoredAudio = { owner: string; name: string; modifiedAt: Date };

/** What one owner keeps: how many bytes in how many files. */
export type AudioUsage = { bytes: number; files: number };

/** One stored file by owner and name, for a removal in bulk. */
export type AudioRef = { owner: string; name: string };

/** An inclusive byte range of a file, as a Range header asks for it (0-based; `end` ≥ `start`). */
export type ByteRange = { start: number; end: number };

/** What `put` writes: the whole file, or its pieces in order (a join streams, never holding the whole). */
export type AudioBytes = Uint8Array | AsyncIterable<Uint8Array>;

/**
 * Where narration audio lives (docs/decisions/018-narration.md). Files are kept per owner (a user id)
 * under random names; nothing else about the user or the text is in a name. The filesystem one
 * (fs-audio-storage.ts) serves a single server; the S3 one (s3-audio-storage.ts) is shared by every server
 * on one bucket (docs/decisions/042-audio-in-a-bucket.md).
 * `put` rejects with an error whose `code` is 'ENOSPC' when the storage is full.
 */
export interface AudioStorage {
  put(owner: string, name: string, bytes: AudioBytes): Promise<void>;
  /** The file's bytes, or null when the owner has no file of that name. */
  get(owner: string, name: string): Promise<Uint8Array | null>;
  /**
   * The file's bytes (or `range` of them) as a stream, for an answer that should not hold the file;
   * null when the owner has no file of that name. The caller checks `range` against `size` first.
   */
  read(owner: string, name: string, range?: ByteRange): Promise<Readable | null>;
  /** The file's length in bytes, or null when the owner has no file of that name. */
  size(owner: string, name: string): Promise<number | null>;
  /** Everything the owner keeps (docs/decisions/030-audio-bounds.md); an owner with nothing has zero. */
  usage(owner: string): Promise<AudioUsage>;
  /** Removes the file; a file already gone is not an error. */
  delete(owner: string, name: string): Promise<void>;
  /** Removes the files (any owners, at most DELETE_BATCH at once); files already gone are not an error. */
  deleteMany(files: readonly AudioRef[]): Promise<void>;
  /** Removes every file of the owner (a deleted account); an owner with none is not an error. */
  deleteOwner(owner: string): Promise<void>;
  /** Every stored file, for the cleanup. */
  list(): AsyncIterable<StoredAudio>;
  /**
   * Removes writes that never finished (a process killed mid-`put`) and were begun before `before`;
   * resolves to how many. Such leftovers are never listed or served, so only this removes them.
   */
  removeUnfinished(before: Date): Promise<number>;
  /**
   * True when only this process writes the storage (a folder under its own DATA_DIR): whatever is unfinished
   * when it starts is then a killed earlier process's and goes at once. A shared bucket waits for the cutoff.
   */
  readonly ownedByOneProcess?: boolean;
}

/** Files one `deleteMany` removes at most: S3's DeleteObjects takes 1,000 keys a request. */
export const DELETE_BATCH = 1_000;

/** 16 random bytes in base64url: 22 characters. */
const AUDIO_NAME = /^[A-Za-z0-9_-]{22}\.(mp3|vtt)$/;

/** A new random file name of the kind. */
export const newAudioName = (kind: AudioKind) => `${randomBytes(16).toString('base64url')}.${kind}`;

/** True for a name newAudioName could have made: nothing a path could hide in (`..`, `/`, `%2F`). */
export const isAudioName = (name: string) => AUDIO_NAME.test(name);

/** A user id as better-auth makes them; anything else never becomes a folder name. */
const AUDIO_OWNER = /^[A-Za-z0-9_-]{1,128}$/;

/** True for an owner a storage accepts. */
export const isAudioOwner = (owner: string) => AUDIO_OWNER.test(owner);

/** The kind of a valid name. */
export const audioKindOf = (name: string): AudioKind => (name.endsWith('.vtt') ? 'vtt' : 'mp3');

/** True when the error says the storage is full (the filesystem's ENOSPC, or a quota). */
export function isStorageFull(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'ENOSPC' || code === 'EDQUOT';
}
