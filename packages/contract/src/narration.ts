// Spoken narration of the assistant's own text (docs/product.md §5 "AI interpretation", §8 messages,
// docs/decisions/018-narration.md): what the browser may ask for (a session and, optionally, one of its
// replies — never free text), the events a narration streams, the chunk it plays, the captions that
// follow the voice, and every message the audio part of the page shows. The server validates with these
// schemas and the web app builds its requests and reads its answers with them.
//
// The flow, end to end:
// 1. POST /api/tts { sessionId, turn? }. The server reads the text from ITS stored session.
//    - Below TTS_COST credits: 402 { error: insufficientTtsCredits(n), balance: n }. Nothing is charged;
//      the page shows the error for INSUFFICIENT_CREDITS_TOAST_MS, skips audio and shows the text.
//    - Otherwise it reserves TTS_COST credits (once per session and text: a retry or a double click is
//      not charged again) and answers 200 with JSON lines (`application/x-ndjson`), see narrationEvent:
//      `start` (chunk count and balance), one `chunk` per chunk as each finishes (in any order; play them
//      by `index`), then `done`, or `error` after the credits were given back.
// 2. Each chunk's `signedUrl` (audio/mpeg) and `captionsUrl` (text/vtt) are GET /api/audio/... links
//    that expire and answer only the signed-in owner. `cues` are the same captions as data, so the page
//    can mark the sentence being spoken in the revealed text.
// 3. POST /api/tts/combine { filePaths, outputFilename? } joins chunks of one of the caller's finished
//    narrations (each once) into one MP3 and answers { combinedAudioUrl }; that URL downloads as
//    AI_Reading_{timestamp}.mp3. Its bounds and refusals: audio-bounds.ts.

import { z } from 'zod';
import { TTS_CHUNK_MAX_LENGTH, TTS_COMBINE_MAX_FILES, TTS_COST, TTS_TEXT_MAX_LENGTH } from './limits.js';
import { type MessageValue, message } from './message.js';

// ── Page wording (docs/product.md §5 "AI interpretation") ────────────────────────────────────────────
export const AUDIO_PREPARING = 'Preparing audio reading...';
export const AUDIO_LOADING = 'Loading audio...';

// ── Messages (docs/product.md §8), one home each ─────────────────────────────────────────────────────
/** 402 from POST /api/tts when the balance is below TTS_COST; shown for INSUFFICIENT_CREDITS_TOAST_MS. */
export const insufficientTtsCredits = (balance: number) =>
  message('TTS_CREDITS_INSUFFICIENT', { balance, cost: TTS_COST });
/** How long the insufficient-credits toast stays. */
export const INSUFFICIENT_CREDITS_TOAST_MS = 8_000;

/** The page: a chunk event without a signedUrl or filePath (1-based n, as the user counts). */
export const missingChunk = (n: number) => `Missing signedUrl or filePath for chunk ${n}`;
/** The page, and the `error` event's fallback: the audio could not be prepared. The text still shows. */
export const AUDIO_LOAD_FAILED = 'Failed to load all audio for reading.';

/** The page's toast after a narration that charged (start.charged), with start.new_balance. */
export const ttsCreditsUpdated = (balance: number) => message('TTS_CREDITS_UPDATED', { balance });
/** 503 from POST /api/tts when the ledger refused the reservation for a reason other than the balance. */
export const ttsCreditUpdateFailed = (detail: MessageValue) =>
  message('TTS_CREDIT_UPDATE_FAILED', { message: detail });
/** The page: the request to POST /api/tts itself failed (network, unreadable answer) before `start`. */
export const ttsCreditSystemError = (detail: MessageValue) =>
  message('TTS_CREDIT_SYSTEM_ERROR', { message: detail });
/** The page: audio arrived (`done`) but the stream carried no usable balance. */
export const TTS_CREDIT_UNVERIFIED = 'Could not verify credit update, but TTS was generated.';

export const COMBINED_AUDIO_READY = 'Combined audio ready! Starting download...';
/** POST /api/tts/combine answered without a combinedAudioUrl (or with a 4xx without its own message). */
export const COMBINED_AUDIO_URL_FAILED = 'Failed to get combined audio URL.';
export const COMBINED_AUDIO_UNEXPECTED =
  'An unexpected error occurred while preparing the combined audio for download.';
/** The page: download asked for with no chunk paths yet, or while a download is under way. */
export const AUDIO_NOT_READY = 'Audio files are not ready or download is in progress.';

// Our own wording, where the product is silent.
/** 404: the session is not the caller's (or does not exist), or `turn` names no reply of it. */
export const NARRATION_SOURCE_NOT_FOUND = 'This conversation or reply was not found.';
/** 409: the session (or reply) has no text yet; nothing is charged. */
export const NARRATION_NOTHING_TO_READ = 'There is no text to read aloud yet.';
/** 413: the text is longer than a narration may be (TTS_TEXT_MAX_LENGTH); nothing is charged. */
export const NARRATION_TEXT_TOO_LONG = 'This text is too long to read aloud.';
/** 507 / `error` event: the server's audio storage is full; the credits are given back. */
export const NARRATION_STORAGE_FULL =
  'There is no room to store audio right now. Your credits were not charged; please try again later.';
/** 409: the same narration is being prepared by another request right now (it is charged once). */
export const NARRATION_ALREADY_RUNNING = 'This audio reading is already being prepared.';
/** 403 from GET /api/audio: the link is altered, expired, or not the caller's. */
export const AUDIO_LINK_INVALID = 'This audio link is invalid or has expired.';
/** 404 from GET /api/audio and POST /api/tts/combine: no such audio file of the caller's. */
export const AUDIO_FILE_NOT_FOUND = 'This audio file was not found.';
/** 400 from POST /api/tts/combine. */
export const COMBINE_FILES_REQUIRED = 'Please choose the audio chunks to combine.';

// ── Numbers and names ────────────────────────────────────────────────────────────────────────────────
export { TTS_CHUNK_MAX_LENGTH, TTS_COMBINE_MAX_FILES, TTS_COST, TTS_TEXT_MAX_LENGTH };

/** The name a combined download is saved under (docs/product.md §9); the timestamp is Date.now(). */
export const combinedAudioFileName = (timestamp: number) => `AI_Reading_${timestamp}.mp3`;
/** What `outputFilename` may be: the product's pattern, nothing a path could hide in. */
const COMBINED_NAME = /^AI_Reading_\d{1,16}\.mp3$/;

// ── Requests ─────────────────────────────────────────────────────────────────────────────────────────
/**
 * POST /api/tts. `turn` is an index into the session's `history` (GET /api/ai/sessions/:id) naming a
 * `model` reply; without it the interpretation itself is read. No text travels: the server narrates
 * only what it stored. Any other field is ignored.
 */
export const narrationRequest = z.object({
  sessionId: z.uuid({ error: 'NARRATION_SOURCE_NOT_FOUND' }),
  turn: z
    .int({ error: 'NARRATION_SOURCE_NOT_FOUND' })
    .min(0, 'NARRATION_SOURCE_NOT_FOUND')
    .max(10_000)
    .optional(),
});
export type NarrationRequest = z.infer<typeof narrationRequest>;

/** The 402 answer of POST /api/tts: the message to show and the balance it names. */
export const insufficientCreditsResponse = z.object({ error: z.string(), balance: z.int() });
export type InsufficientCreditsResponse = z.infer<typeof insufficientCreditsResponse>;

/**
 * POST /api/tts/combine. `filePaths` are chunk events' `filePath`s, in playing order, each once; all
 * must be parts of one of the caller's finished narrations (docs/decisions/030-audio-bounds.md).
 * `outputFilename` defaults to combinedAudioFileName(now).
 */
export const combineRequest = z.object({
  filePaths: z
    .array(z.string().max(200), { error: 'COMBINE_FILES_REQUIRED' })
    .min(1, 'COMBINE_FILES_REQUIRED')
    .max(TTS_COMBINE_MAX_FILES, 'COMBINE_FILES_REQUIRED')
    .refine((names) => new Set(names).size === names.length, 'COMBINE_DUPLICATE_PART'),
  outputFilename: z.string().regex(COMBINED_NAME).optional(),
});
export type CombineRequest = z.infer<typeof combineRequest>;

/** POST /api/tts/combine's answer: a signed link that downloads the joined MP3 under its file name. */
export const combineResponse = z.object({ combinedAudioUrl: z.string() });
export type CombineResponse = z.infer<typeof combineResponse>;

// ── Captions and chunks ──────────────────────────────────────────────────────────────────────────────
/**
 * One caption: a sentence and when it is spoken, in seconds from the chunk's start. Exact for the
 * offline voice (measured from the synthesized samples), proportional to the characters otherwise.
 */
export const captionCue = z.object({ start: z.number(), end: z.number(), text: z.string() });
export type CaptionCue = z.infer<typeof captionCue>;

/**
 * Audio chunk result (docs/product.md §3: signedUrl and filePath), with its captions.
 * `index` is 0-based; play chunks in index order, the next when one ends.
 */
export const narrationChunk = z.object({
  index: z.int().min(0),
  /** GET link to the chunk's MP3 (audio/mpeg); it expires and answers only its owner. */
  signedUrl: z.string(),
  /** The chunk's opaque name: what POST /api/tts/combine takes. */
  filePath: z.string(),
  /** GET link to the chunk's WebVTT captions (text/vtt), for a <track kind="captions">. */
  captionsUrl: z.string(),
  /** The same captions as data, to mark the sentence being spoken. */
  cues: z.array(captionCue),
  /** Seconds of audio. */
  duration: z.number(),
});
export type NarrationChunk = z.infer<typeof narrationChunk>;

/**
 * One line of POST /api/tts's stream. Always `start` first; then `chunk`s as they finish (out of order
 * when synthesized in parallel); then exactly one of `done` or `error`.
 * - start.total: how many chunks will come (the progress bar is chunks received / total).
 * - start.charged: true when this request reserved the credits; false when the same narration was
 *   already paid for (a retry: its stored chunks come again). Show ttsCreditsUpdated(new_balance) only
 *   when charged.
 * - error.balance: the balance after the credits were given back (or null if it could not be read).
 */
export const narrationEvent = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('start'),
    total: z.int().min(1),
    new_balance: z.int(),
    charged: z.boolean(),
  }),
  z.object({ type: z.literal('chunk'), ...narrationChunk.shape }),
  z.object({ type: z.literal('done') }),
  z.object({ type: z.literal('error'), error: z.string(), balance: z.int().nullable() }),
]);
export type NarrationEvent = z.infer<typeof narrationEvent>;
