import type { Language } from '@cardology/contract/languages';
import type { CaptionCue } from '@cardology/contract/narration';

/** A chunk as audio: an MP3, its captions (one cue per sentence) and its length in seconds. */
export type SpokenChunk = { audio: Uint8Array; cues: CaptionCue[]; duration: number };

/**
 * A voice that reads text aloud (docs/decisions/018-narration.md). Every engine sits behind this one
 * interface, chosen by environment in create-voice.ts, so the narration service never knows which.
 */
export interface Voice {
  /**
   * Reads the sentences in order as one MP3, in `language` (English when not given). Rejects with a
   * VoiceError when the engine fails.
   */
  speak(sentences: readonly string[], signal?: AbortSignal, language?: Language): Promise<SpokenChunk>;
  /** Gets the engine ready (threads started, data loaded) so the first narration does not wait for it. */
  warm(): Promise<void>;
  /** Frees the engine (worker threads, connections); called when the app closes. */
  close(): Promise<void>;
}

/** An engine failure; its message is for the log, never shown to a user. */
export class VoiceError extends Error {
  override readonly name = 'VoiceError';
}
