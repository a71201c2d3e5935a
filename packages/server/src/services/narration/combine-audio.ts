import {
  AUDIO_FILE_NOT_FOUND,
  COMBINE_FILES_REQUIRED,
  type CombineRequest,
  combinedAudioFileName,
  NARRATION_STORAGE_FULL,
} from '@cardology/contract/narration';
import { httpError } from '../../http/errors.js';
import {
  type AudioStorage,
  audioKindOf,
  isAudioName,
  isStorageFull,
  newAudioName,
} from '../../providers/storage/audio-storage.js';
import { joinMp3 } from '../../providers/tts/mp3.js';
import type { AudioLinks } from './audio-links.js';

/**
 * Joins the user's own chunks, in the order given, into one MP3 and answers a signed link that
 * downloads it as AI_Reading_{timestamp}.mp3. A name that is not one of the user's MP3s is a 404
 * (another user's file looks exactly like a missing one); a full storage is a 507.
 */
export async function combineAudio(
  deps: { storage: AudioStorage; links: AudioLinks; clock: () => Date },
  userId: string,
  request: CombineRequest,
): Promise<{ combinedAudioUrl: string }> {
  if (request.filePaths.length === 0) throw httpError(400, COMBINE_FILES_REQUIRED);
  const parts: Uint8Array[] = [];
  for (const name of request.filePaths) {
    const bytes =
      isAudioName(name) && audioKindOf(name) === 'mp3' ? await deps.storage.get(userId, name) : null;
    if (!bytes) throw httpError(404, AUDIO_FILE_NOT_FOUND);
    parts.push(bytes);
  }
  const joined = joinMp3(parts);
  if (!joined) throw httpError(404, AUDIO_FILE_NOT_FOUND);
  const name = newAudioName('mp3');
  try {
    await deps.storage.put(userId, name, joined);
  } catch (error) {
    if (isStorageFull(error)) throw httpError(507, NARRATION_STORAGE_FULL);
    throw error;
  }
  const fileName = request.outputFilename ?? combinedAudioFileName(deps.clock().getTime());
  return { combinedAudioUrl: deps.links.url(userId, name, fileName) };
}
