import type { Db } from '../db/client.js';
import { countHits } from '../services/rate-counters.js';
import { accountHash } from './device-cookie.js';

/** Reset mails one recipient may get, and reset requests one client may send, per window. */
export type ResetMailLimits = { perRecipient: number; perClient: number; windowS: number };

/** What to do with one reset request: pass it to better-auth, answer it as sent without sending, or refuse it. */
export type ResetDecision = { kind: 'send' } | { kind: 'skip' } | { kind: 'refuse'; retryAfterS: number };

/**
 * better-auth's answer to every reset request it takes, account or not: a request over the recipient's
 * budget gets the same words without reaching it (so no token and no mail).
 */
export const RESET_REQUESTED_BODY = {
  status: true,
  message: 'If this email exists in our system, check your email for the reset link',
} as const;

/**
 * Counts one reset request on the client's counter (its address hashed, as the e-mail is) and on the recipient's, the same two writes whether
 * or not the address has an account, so neither the answer nor its time says which. A client over its
 * budget is refused (its count does not depend on which addresses exist); a recipient over its budget is
 * answered as usual and sent nothing. The owner of an address someone else floods still gets the first
 * mails of the hour, each with a working link.
 */
export async function decideResetRequest(
  db: Db,
  limits: ResetMailLimits,
  { email, client }: { email: string; client: string },
  now: number,
): Promise<ResetDecision> {
  const windowMs = limits.windowS * 1000;
  const byClient = await countHits(db, `reset-client:${accountHash(client)}`, 1, windowMs, now);
  if (byClient.count > limits.perClient) {
    return { kind: 'refuse', retryAfterS: Math.max(1, Math.ceil((byClient.resetAt - now) / 1000)) };
  }
  const byRecipient = await countHits(db, `reset-mail:${accountHash(email)}`, 1, windowMs, now);
  return byRecipient.count > limits.perRecipient ? { kind: 'skip' } : { kind: 'send' };
}
