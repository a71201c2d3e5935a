// Text the app can store and hand to a model (docs/decisions/033-clean-text-logs-headers.md). One rule for
// every text the server receives in a JSON body: the server's body parser applies it before any route runs.

/** Our wording: what a request holding a NUL or a lone surrogate is answered (400). */
export const TEXT_NOT_STORABLE =
  'The text holds a character that cannot be saved (a NUL character or half of an emoji). Please type it again.';

/**
 * A NUL (U+0000), which PostgreSQL text and jsonb cannot hold, or a lone surrogate: half of a UTF-16 pair
 * with no other half, which is no character at all (jsonb refuses it, UTF-8 cannot encode it and a model's
 * API refuses the request). With the `u` flag a well-formed pair is one code point, so `\p{Cs}` matches
 * only a lone half.
 */
const NOT_STORABLE = /[\0\p{Cs}]/u;

/** Whether a string holds a character no stored text may hold. */
export const hasUnstorableCharacter = (text: string): boolean => NOT_STORABLE.test(text);

/**
 * Text from outside (a model's answer) made storable: each lone surrogate becomes U+FFFD, as a UTF-8
 * encoder writes it, and NULs are dropped.
 */
export const storableText = (text: string): string =>
  NOT_STORABLE.test(text) ? text.replace(/\p{Cs}/gu, '\uFFFD').replaceAll('\0', '') : text;
