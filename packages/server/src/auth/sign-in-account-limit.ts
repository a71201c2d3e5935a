import { createHash } from 'node:crypto';
import type { Db } from '../db/client.js';
import { countHits, uncountHit } from '../services/rate-counters.js';

/** Failed sign-ins one account may take in a window, from every address together. */
export type SignInAccountLimit = { maxFailures: number; windowS: number };

/** What to do with one sign-in attempt: refuse it now, or let it run and settle it by its answer. */
export type SignInAttempt =
  | { allowed: false; retryAfterS: number }
  | { allowed: true; settle(status: number): Promise<void> };

/**
 * The counter of an account: the e-mail as better-auth matches it (trimmed, lower-case), hashed so the
 * table holds no address.
 */
export function signInAccountKey(email: string): string {
  const normalised = email.trim().toLowerCase();
  return `sign-in:${createHash('sha256').update(normalised).digest('hex')}`;
}

/**
 * Counts the attempt before the password is checked, so guesses sent in parallel from many addresses
 * cannot all pass a count that has not caught up yet. Over the limit, the attempt is refused whatever
 * the password (else guessing would go on). An attempt that then does not fail with 401 (a success, a
 * malformed body, the per-address limit) is taken back: only wrong passwords count.
 */
export async function beginSignInAttempt(
  db: Db,
  limit: SignInAccountLimit,
  email: string,
  now: number,
): Promise<SignInAttempt> {
  const key = signInAccountKey(email);
  const { count, resetAt } = await countHits(db, key, 1, limit.windowS * 1000, now);
  if (count > limit.maxFailures) {
    return { allowed: false, retryAfterS: Math.max(1, Math.ceil((resetAt - now) / 1000)) };
  }
  return {
    allowed: true,
    settle: async (status) => {
      if (status !== 401) await uncountHit(db, key, now);
    },
  };
}
