/**
 * Words for when the audio storage (a bucket, docs/decisions/042-audio-in-a-bucket.md) cannot be reached.
 * The narration stream's error event, and 503 from playing or combining audio.
 */
export const AUDIO_STORAGE_UNAVAILABLE =
  'Audio storage could not be reached right now. Your credits were not charged; please try again later.';

/** 503 from GET /api/audio/:file and POST /api/tts/combine: nothing was charged there, so no credits are named. */
export const AUDIO_STORAGE_UNAVAILABLE_NO_CHARGE =
  'Audio storage could not be reached right now. Please try again in a moment.';
