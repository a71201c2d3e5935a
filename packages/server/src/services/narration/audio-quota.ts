import { AUDIO_USER_MAX_FILES, audioStorageLimitReached } from '@cardology/contract/audio-bounds';
import type { Message } from '@cardology/contract/message';
import { httpError } from '../../http/errors.js';
import type { AudioStorage, AudioUsage } from '../../providers/storage/audio-storage.js';

/** What one account may keep (docs/decisions/030-audio-bounds.md): megabytes (10^6 bytes) and files. */
export type AudioQuota = { maxMb: number; maxFiles: number };

/** The quota with AUDIO_USER_MAX_MB from the environment. */
export const audioQuotaOf = (maxMb: number): AudioQuota => ({ maxMb, maxFiles: AUDIO_USER_MAX_FILES });

/** A write refused because the owner's stored audio would pass the quota; its message is for the user. */
export class AudioQuotaError extends Error {
  /** The reader's message, by key; `Error.message` is its key, for logs. */
  readonly raised: Message;
  constructor(readonly quota: AudioQuota) {
    const raised = audioStorageLimitReached(quota.maxMb);
    super(raised.key);
    this.raised = raised;
    this.name = 'AudioQuotaError';
  }
}

/** True when `adding` more still fits beside what the owner keeps. */
function fitsQuota(quota: AudioQuota, usage: AudioUsage, adding: AudioUsage): boolean {
  return (
    usage.bytes + adding.bytes <= quota.maxMb * 1_000_000 && usage.files + adding.files <= quota.maxFiles
  );
}

/** Throws AudioQuotaError unless `adding` fits beside what the owner keeps. */
export async function checkAudioQuota(
  storage: AudioStorage,
  quota: AudioQuota,
  owner: string,
  adding: AudioUsage,
): Promise<void> {
  if (!fitsQuota(quota, await storage.usage(owner), adding)) throw new AudioQuotaError(quota);
}

/** The same as a 409 answer with the quota's message, for a route that has not begun to answer. */
export async function assertAudioRoom(
  storage: AudioStorage,
  quota: AudioQuota,
  owner: string,
  adding: AudioUsage,
): Promise<void> {
  try {
    await checkAudioQuota(storage, quota, owner, adding);
  } catch (error) {
    if (error instanceof AudioQuotaError) throw httpError(409, error.raised);
    throw error;
  }
}
