import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits: a feed URL cannot be guessed (docs/decisions/019-calendar-feed.md). */
const TOKEN_BYTES = 32;
/** base64url of 32 bytes, unpadded: 43 characters of [A-Za-z0-9_-]. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** A new secret token for a feed URL, and the hash that is all the database keeps of it. */
export function newFeedToken(): { token: string; hash: string } {
  const token = randomBytes(TOKEN_BYTES).toString('base64url');
  return { token, hash: hashFeedToken(token) };
}

/** Hex sha256 of a token. A lookup by this hash compares digests, never the secret itself. */
export function hashFeedToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** Whether a string could be a token at all; anything else is "not found" without a database query. */
export function isFeedTokenShape(text: string): boolean {
  return TOKEN_SHAPE.test(text);
}
