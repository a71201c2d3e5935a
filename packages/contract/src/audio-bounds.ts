// How much audio one account may make the server keep and join (docs/decisions/030-audio-bounds.md), and
// what the page shows when a bound is met. Narration text itself is bounded by TTS_TEXT_MAX_LENGTH
// (limits.ts). The server enforces these; the page shows the messages as the server sends them.
import { message } from './message.js';

/** Megabytes (10^6 bytes) of audio one account may have stored, unless AUDIO_USER_MAX_MB says otherwise. */
export const AUDIO_USER_MAX_MB = 512;

/**
 * Files one account may have stored (each narration chunk is an MP3 and its captions). Keeps the walk
 * that sums an account's storage bounded: a few thousand `stat`s at most.
 */
export const AUDIO_USER_MAX_FILES = 5_000;

/**
 * Bytes one combined download may join: the longest narration the text cap allows (60,000 characters)
 * at a hosted voice's 160 kbit/s and about 15 characters a second (≈ 80 MB), with margin. The offline
 * voice makes 312 bytes a character, so 18.7 MB for the same text.
 */
export const COMBINE_MAX_BYTES = 96 * 1024 * 1024;

/** 409 from POST /api/tts (before any credit is taken) and POST /api/tts/combine; the `error` event of a run. */
export const audioStorageLimitReached = (maxMb: number) => message('AUDIO_STORAGE_LIMIT', { maxMb });

/**
 * 404 from POST /api/tts/combine: a name that is not a part of one of the caller's finished narrations
 * (another user's chunk answers exactly as an unknown name).
 */
export const COMBINE_NOT_NARRATION_PARTS = 'Only the parts of one of your audio readings can be combined.';

/** 400 from POST /api/tts/combine: the same part named twice. */
export const COMBINE_DUPLICATE_PART = 'Each part of an audio reading can be combined only once.';

/** 413 from POST /api/tts/combine: the parts are larger than COMBINE_MAX_BYTES together. */
export const COMBINE_TOO_LARGE = 'This audio reading is too long to download as one file.';
