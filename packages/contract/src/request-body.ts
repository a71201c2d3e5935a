// Building blocks of the request schemas in this package. Each field says what went wrong in plain words,
// and zod reports fields in declaration order, so the first issue (the one the server's error handler and
// the web forms show) is about the first field a person would fill in.
import { z } from 'zod';
import type { MessageKey } from './message.js';

export const BODY_NOT_OBJECT = 'Request body must be a JSON object.';

/** A JSON object body; unknown fields are dropped. */
export const body = <T extends z.core.$ZodLooseShape>(shape: T) =>
  z.object(shape, { error: 'BODY_NOT_OBJECT' });

/** Missing (absent or null) gets one message, present but wrong another. */
export const missingOr = (missing: MessageKey, wrong: MessageKey) => (issue: { input?: unknown }) =>
  issue.input === undefined || issue.input === null ? missing : wrong;

/** A JSON integer in [min, max]; every way of missing that is the same one message. */
export const integer = (min: number, max: number, message: MessageKey, missing = message) =>
  z
    .int({ error: missingOr(missing, message) })
    .min(min, { error: message })
    .max(max, { error: message });

/**
 * The key of the message a form shows for a failed parse: the first issue's, as the server's error handler
 * does. Every schema of the contract gives its issues a message's key (decision 044 § Messages by key).
 */
export function firstIssue(error: z.ZodError): MessageKey {
  return (error.issues[0]?.message ?? 'BODY_NOT_OBJECT') as MessageKey;
}

/** A write that names a row another request removed meanwhile (an account deleted in another tab, say). */
export const GONE_MEANWHILE =
  'Something this request refers to was removed meanwhile. Please reload and try again.';
