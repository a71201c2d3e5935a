// Suspending an account from the admin console's Users section (docs/decisions/034-suspension.md): the
// request the console sends, what the console shows about a suspension, and what a suspended person
// reads when they sign in. The server validates with these schemas and the web shows these messages.
import { z } from 'zod';
import { type Message, message } from './message.js';

/** The most characters a suspension's reason may have: a sentence or two for the other admins. */
export const SUSPENSION_REASON_MAX_LENGTH = 500;

export const SUSPENSION_REASON_REQUIRED = 'Please give a reason for the suspension.';
export const SUSPENSION_REASON_TOO_LONG = `A reason can be at most ${SUSPENSION_REASON_MAX_LENGTH} characters.`;
export const SUSPENSION_REASON_NOT_PLAIN =
  'A reason must be plain text: no control characters and no broken characters.';
export const SUSPENSION_END_INVALID = 'Please give the end of the suspension as a date and time, or none.';
export const SUSPENSION_END_PAST = 'The end of a suspension must be in the future.';
export const CANNOT_SUSPEND_YOURSELF = 'You cannot suspend your own account.';
export const CANNOT_SUSPEND_LAST_ADMIN =
  'This is the last admin who is not suspended: make someone else an admin first.';

/**
 * What a suspended person reads when they sign in. The admins' reason is not in it: it is written for
 * the other admins (decision 034).
 */
export const ACCOUNT_SUSPENDED = 'This account is suspended. Please contact the site’s administrator.';
/** The same, for a suspension with an end; `until` is already written in the reader's own time and language. */
export const accountSuspendedUntil = (until: string): Message =>
  message('ACCOUNT_SUSPENDED_UNTIL', { until });

/**
 * The sign-in refusal of a suspended account (403): better-auth's own code, our message in `error`, and
 * the end (ISO 8601, or null for none) so the login page can show it in the reader's own time.
 */
export const SUSPENDED_CODE = 'BANNED_USER';
export const suspendedSignIn = z.object({
  code: z.literal(SUSPENDED_CODE),
  error: z.string(),
  suspended_until: z.iso.datetime({ offset: true }).nullable(),
});
export type SuspendedSignIn = z.infer<typeof suspendedSignIn>;

/** Control characters other than line breaks and tabs, and halves of a surrogate pair standing alone. */
const NOT_PLAIN = /[^\P{Cc}\n\r\t]|\p{Cs}/u;

const reason = z.unknown().transform((value, ctx): string => {
  const text = typeof value === 'string' ? value.trim() : '';
  if (text === '') {
    ctx.addIssue({ code: 'custom', message: 'SUSPENSION_REASON_REQUIRED' });
    return z.NEVER;
  }
  if (NOT_PLAIN.test(text)) {
    ctx.addIssue({ code: 'custom', message: 'SUSPENSION_REASON_NOT_PLAIN' });
    return z.NEVER;
  }
  if ([...text].length > SUSPENSION_REASON_MAX_LENGTH) {
    ctx.addIssue({ code: 'custom', message: 'SUSPENSION_REASON_TOO_LONG' });
    return z.NEVER;
  }
  return text;
});

/**
 * PUT /api/admin/users/:id/suspension { reason, until? }: `until` is an instant with its offset
 * (`2026-12-01T09:00:00.000Z`, `…+13:00`), or null / absent for a suspension with no end. The server
 * refuses an end that is not in the future (its clock decides).
 */
export const suspendRequest = z.object(
  {
    reason,
    until: z.iso
      .datetime({ offset: true, error: 'SUSPENSION_END_INVALID' })
      .nullable()
      .optional()
      .transform((until) => (until ? new Date(until) : null)),
  },
  { error: 'BODY_NOT_OBJECT' },
);
export type SuspendRequest = z.input<typeof suspendRequest>;

/** A suspension in force, as the console shows it; null on a summary when there is none. */
export const suspension = z.object({
  reason: z.string().nullable(),
  until: z.iso.datetime().nullable(),
});
export type Suspension = z.infer<typeof suspension>;
