import type { Db } from '../db/client.js';
import { countHits, uncountHit } from '../services/rate-counters.js';
import { accountHash } from './device-cookie.js';

/** Failed password checks one counter may take in a window. */
export type FailureLimit = { maxFailures: number; windowS: number };

/** What to do with one password check: refuse it now, or let it run and settle it by its outcome. */
export type PasswordCheckAttempt =
  | { allowed: false; retryAfterS: number }
  | { allowed: true; settle(failed: boolean): Promise<void> };

/** The counter of an account's checks from unknown browsers: no address in the table, only its hash. */
export function signInAccountKey(email: string): string {
  return `sign-in:${accountHash(email)}`;
}

/** The counter of one known device (its cookie's nonce, hashed like the account). */
export function signInDeviceKey(nonce: string): string {
  return `sign-in-device:${accountHash(nonce)}`;
}

/**
 * Counts the check on `key` before the password is checked, so guesses sent in parallel cannot all pass
 * a count that has not caught up yet. Over the limit, the check is refused whatever the password (else
 * guessing would go on). A check that then does not fail on the password (a success, a malformed body,
 * the per-address limit) is taken back: only wrong passwords count.
 */
export async function beginCountedCheck(
  db: Db,
  key: string,
  limit: FailureLimit,
  now: number,
): Promise<PasswordCheckAttempt> {
  const { count, resetAt } = await countHits(db, key, 1, limit.windowS * 1000, now);
  if (count > limit.maxFailures) {
    return { allowed: false, retryAfterS: Math.max(1, Math.ceil((resetAt - now) / 1000)) };
  }
  return {
    allowed: true,
    settle: async (failed) => {
      if (!failed) await uncountHit(db, key, now);
    },
  };
}
