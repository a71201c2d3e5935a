// TTS credits from the user's side (docs/product.md §5 "Credit request", §8 "Credit requests"): asking an
// admin for more, and seeing what became of the asking. The server validates with these schemas and the
// header's dialog builds its request and reads the answers with them. Messages past the documented ones
// are ours, where the product is silent.
import { z } from 'zod';
import { NOTES_MAX_LENGTH } from './limits.js';
import { message } from './message.js';

export const CREDIT_REQUEST_SUBMITTED = 'Credit request submitted successfully!';
export const CREDIT_REQUEST_SIGN_IN_REQUIRED = 'You must be logged in to request credits.';
export const creditRequestFailed = (detail: string) => message('CREDIT_REQUEST_FAILED', { message: detail });
/** Our wording: one open request per user at a time. */
export const CREDIT_REQUEST_ALREADY_PENDING =
  'You already have a credit request waiting for review. You can ask again once it has been answered.';
export const NOTES_TOO_LONG = `Notes must be at most ${NOTES_MAX_LENGTH} characters.`;
export const NOTES_NOT_TEXT = 'Notes must be text.';
export const NOTES_HAVE_CONTROL_CHARACTERS = 'Notes cannot contain control characters.';

/** Control characters other than line breaks and tabs, which a note may hold. */
const NOTE_CONTROL_CHARACTER = /[^\P{Cc}\n\r\t]/u;

/**
 * A free-text note (the user's on a request, the admin's on a decision): optional, trimmed, null when
 * empty or absent, at most NOTES_MAX_LENGTH code points, no control characters but line breaks and tabs.
 */
export const optionalNote = z
  .unknown()
  .optional()
  .transform((value, ctx): string | null => {
    if (value === undefined || value === null) return null;
    if (typeof value !== 'string') {
      ctx.addIssue({ code: 'custom', message: 'NOTES_NOT_TEXT' });
      return z.NEVER;
    }
    const text = value.trim();
    if (text === '') return null;
    if (NOTE_CONTROL_CHARACTER.test(text)) {
      ctx.addIssue({ code: 'custom', message: 'NOTES_HAVE_CONTROL_CHARACTERS' });
      return z.NEVER;
    }
    if (text.length > NOTES_MAX_LENGTH && [...text].length > NOTES_MAX_LENGTH) {
      ctx.addIssue({ code: 'custom', message: 'NOTES_TOO_LONG' });
      return z.NEVER;
    }
    return text;
  });

/** POST /api/credit-requests { user_notes? }. The requester is the session; any other field is dropped. */
export const createCreditRequestRequest = z.object(
  { user_notes: optionalNote },
  { error: 'BODY_NOT_OBJECT' },
);
export type CreateCreditRequestRequest = z.output<typeof createCreditRequestRequest>;

export const CREDIT_REQUEST_STATUSES = ['pending', 'approved', 'denied'] as const;
export type CreditRequestStatus = (typeof CREDIT_REQUEST_STATUSES)[number];

/**
 * One of the user's own requests and its outcome: `credits_granted` is the amount an approval added
 * (null otherwise); `admin_notes` is what the admin wrote when deciding, if anything.
 */
export const ownCreditRequest = z.object({
  id: z.uuid(),
  status: z.enum(CREDIT_REQUEST_STATUSES),
  user_notes: z.string().nullable(),
  admin_notes: z.string().nullable(),
  credits_granted: z.int().nullable(),
  requested_at: z.iso.datetime(),
  resolved_at: z.iso.datetime().nullable(),
});
export type OwnCreditRequest = z.infer<typeof ownCreditRequest>;

/** GET /api/credit-requests: the user's own requests, newest first. POST answers 201 with one of them. */
export const ownCreditRequestList = z.array(ownCreditRequest);
