// Every cap on what a client may send, in one place that the server and the web app both import, so each
// path that writes a field enforces the same number and each form shows it.

/** A person's name: the account name (sign-up, update-user), the profile name, a connection's name. */
export const NAME_MAX_LENGTH = 100;

/** The account's picture address (better-auth's `image`); the app shows none, but update-user writes it. */
export const IMAGE_MAX_LENGTH = 2_048;

/** The name typed into the name-card lookup; read, never stored. */
export const LOOKUP_NAME_MAX_LENGTH = 200;

/** Deepest nesting of arrays and objects a JSON body may have; the API's own bodies need 3. */
export const JSON_MAX_DEPTH = 64;

/** A follow-up question to the assistant. */
export const CHAT_MESSAGE_MAX_LENGTH = 4_000;

/**
 * Turns one conversation keeps (a question and its answer are two): 100 questions, far past any reading's
 * conversation, and a bound on the history every question reads and sends (issue 22).
 */
export const CHAT_TURNS_MAX = 200;

/** The years of life a reading or a profile age may name; the engine owns the bound, and the contract must not copy it. */
export { MAX_AGE as AGE_MAX, MIN_AGE as AGE_MIN } from '@cardology/engine/readings/errors';

/** The note a user may add to a credit request. */
export const NOTES_MAX_LENGTH = 1_000;

/** TTS credits one audio narration costs. */
export const TTS_COST = 10;

/** TTS credits an admin grants when approving a request, unless they type another amount. */
export const DEFAULT_GRANT = 100;

/** The highest credit total an admin may set; keeps the column and the sums far from integer limits. */
export const CREDIT_TOTAL_MAX = 1_000_000;

/** The most characters one synthesized audio chunk may hold (sentence boundaries permitting). */
export const TTS_CHUNK_MAX_LENGTH = 4_900;

/** The longest text the server reads aloud in one narration; longer is refused, uncharged. */
export const TTS_TEXT_MAX_LENGTH = 60_000;

/** The most chunks one combined download may join. */
export const TTS_COMBINE_MAX_FILES = 64;
