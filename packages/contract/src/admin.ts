// The admin console (docs/product.md §2 "Admin credit management", §5 "Set credits" / "Approve", §8
// "Admin check" / "Credit admin"), plus the Users section the product leaves out. The server validates
// with these schemas; the console builds its requests, reads the answers and shows these messages.

import { z } from 'zod';
import { CREDIT_REQUEST_STATUSES, optionalNote, ownCreditRequest } from './credits.js';
import { CREDIT_TOTAL_MAX, NAME_MAX_LENGTH } from './limits.js';
import { type MessageKey, message } from './message.js';
import { suspension } from './suspension.js';

// The admin check: every failure denies access (docs/product.md §8 "Admin check").
export const ADMIN_CHECK_FAILED = 'Error verifying admin status. Please try again.';
export const ADMIN_CHECK_UNEXPECTED = 'Received an unexpected response while verifying admin status.';
export const adminCheckException = (detail: string) => message('ADMIN_CHECK_EXCEPTION', { message: detail });

// Credit management.
export const SET_CREDITS_INVALID = 'Please provide a valid User ID and a non-negative credit total.';
/** Our wording: a total above CREDIT_TOTAL_MAX. */
export const CREDIT_TOTAL_TOO_LARGE = `A credit total can be at most ${CREDIT_TOTAL_MAX.toLocaleString('en-US')}.`;
export const creditsSet = (userId: string) => message('CREDITS_SET', { userId });
export const setCreditsFailed = (detail: string) => message('SET_CREDITS_FAILED', { message: detail });
export const fetchPendingFailed = (detail: string) => message('FETCH_PENDING_FAILED', { message: detail });
export const NO_PENDING_REQUESTS = 'No pending credit requests.';
export const INVALID_GRANT = 'Invalid grant amount.';
export const ADMIN_NOT_IDENTIFIED = 'Admin user not identified.';
export type Decision = 'approve' | 'deny';
export const decisionFailed = (decision: Decision, detail: string) =>
  message(decision === 'approve' ? 'APPROVE_FAILED' : 'DENY_FAILED', { message: detail });
export const profileNotFoundForGrant = (userId: string) => message('GRANT_PROFILE_NOT_FOUND', { userId });
export const creditsGranted = (amount: number, userId: string, total: number) =>
  message('CREDITS_GRANTED', { amount, userId, total });
export const requestDecided = (requestId: string, status: 'approved' | 'denied') =>
  message(status === 'approved' ? 'REQUEST_APPROVED' : 'REQUEST_DENIED', { requestId });
/** Our wording: approving or denying a request that is no longer pending (or does not exist). */
export const REQUEST_NOT_PENDING = 'This request is no longer pending; it may already have been answered.';
/** Our wording: an id that names no account. */
export const USER_NOT_FOUND = 'No user has this id.';
/** Our wording: an admin switching off their own admin rights. */
export const CANNOT_REMOVE_OWN_ADMIN = 'You cannot remove your own admin rights.';
export const SEARCH_TOO_LONG = `Please search with at most ${NAME_MAX_LENGTH} characters.`;

/** GET /api/admin/status: from the session alone; never 401 or 403, so the page can tell "no" from "failed". */
export const adminStatus = z.object({ isAdmin: z.boolean() });
export type AdminStatus = z.infer<typeof adminStatus>;

/** A pending request with the requester's profile, as the console lists them (oldest first). */
export const pendingCreditRequest = z.object({
  id: z.uuid(),
  user_id: z.string(),
  requested_at: z.iso.datetime(),
  status: z.enum(CREDIT_REQUEST_STATUSES),
  user_notes: z.string().nullable(),
  profile: z.object({
    id: z.string(),
    username: z.string().nullable(),
    email: z.string(),
    tts_credits: z.int(),
  }),
});
export type PendingCreditRequest = z.infer<typeof pendingCreditRequest>;
export const pendingCreditRequestList = z.array(pendingCreditRequest);

/**
 * A whole number of credits in [min, CREDIT_TOTAL_MAX], sent as a JSON number or as the text of a number
 * field; anything else (fractions, '1e3', '', null, > 2^31) is `invalid`.
 */
const creditAmount = (min: number, invalid: MessageKey) =>
  z
    .unknown()
    .optional()
    .transform((value, ctx): number => {
      const text = typeof value === 'string' ? value.trim() : null;
      const number =
        typeof value === 'number'
          ? value
          : text !== null && /^\d{1,16}$/.test(text)
            ? Number(text)
            : Number.NaN;
      if (!Number.isSafeInteger(number) || number < min) {
        ctx.addIssue({ code: 'custom', message: invalid });
        return z.NEVER;
      }
      if (number > CREDIT_TOTAL_MAX) {
        ctx.addIssue({ code: 'custom', message: 'CREDIT_TOTAL_TOO_LARGE' });
        return z.NEVER;
      }
      return number;
    });

/** POST /api/admin/credit-requests/:id/approve. */
export const approveCreditRequestRequest = z.object(
  { grant_amount: creditAmount(1, 'INVALID_GRANT'), admin_notes: optionalNote },
  { error: 'BODY_NOT_OBJECT' },
);
export type ApproveCreditRequestRequest = z.output<typeof approveCreditRequestRequest>;

/** POST /api/admin/credit-requests/:id/deny. */
export const denyCreditRequestRequest = z.object({ admin_notes: optionalNote }, { error: 'BODY_NOT_OBJECT' });

/**
 * Approve's answer: the grant message (`creditsGranted`), the decision message (`requestDecided`), both of
 * which the console shows, and the user's new balance.
 */
export const approveCreditRequestResponse = z.object({
  message: z.string(),
  status_message: z.string(),
  new_total: z.int(),
});
/** Deny's answer. */
export const denyCreditRequestResponse = z.object({ message: z.string() });

/** PUT /api/admin/users/:id/credits { new_credit_total, admin_notes? }; the id is the path's. */
export const setCreditsRequest = z.object(
  { new_credit_total: creditAmount(0, 'SET_CREDITS_INVALID'), admin_notes: optionalNote },
  { error: 'SET_CREDITS_INVALID' },
);
export const setCreditsResponse = z.object({ message: z.string(), new_total: z.int() });

// The Users section (ours): find an account, see its credits and history, switch premium and admin.

export const ADMIN_USERS_PAGE_SIZE = 20;

/** GET /api/admin/users?q=&page= : `q` matches e-mail or name (case-insensitive, part of either). */
export const adminUserSearchQuery = z.object({
  q: z.string().trim().max(NAME_MAX_LENGTH, 'SEARCH_TOO_LONG').default(''),
  page: z.coerce.number().int().min(1).max(100_000).catch(1).default(1),
});

export const adminUserSummary = z.object({
  id: z.string(),
  name: z.string().nullable(),
  email: z.string(),
  /** Whether the account has confirmed its e-mail address (better-auth's `emailVerified`). */
  email_verified: z.boolean(),
  tts_credits: z.int(),
  is_premium: z.boolean(),
  is_admin: z.boolean(),
  created_at: z.iso.datetime(),
  /** The suspension in force (suspension.ts), or null. */
  suspension: suspension.nullable(),
});
export type AdminUserSummary = z.infer<typeof adminUserSummary>;

export const adminUserPage = z.object({
  users: z.array(adminUserSummary),
  total: z.int(),
  page: z.int(),
  page_size: z.int(),
});
export type AdminUserPage = z.infer<typeof adminUserPage>;

export const LEDGER_REASONS = ['grant', 'set', 'tts', 'refund'] as const;
export type LedgerReason = (typeof LEDGER_REASONS)[number];

/** One row of the append-only credit ledger; the balance is the sum of `delta` over a user's rows. */
export const ledgerEntry = z.object({
  id: z.uuid(),
  delta: z.int(),
  reason: z.enum(LEDGER_REASONS),
  reference: z.string().nullable(),
  actor_id: z.string().nullable(),
  notes: z.string().nullable(),
  created_at: z.iso.datetime(),
});
export type LedgerEntry = z.infer<typeof ledgerEntry>;

/** A past or pending request, from the admin's side. */
export const adminCreditRequest = ownCreditRequest.extend({ resolved_by_admin_id: z.string().nullable() });

/** GET /api/admin/users/:id: the account, its requests (newest first) and its ledger (newest first, last 100). */
export const adminUserDetail = z.object({
  user: adminUserSummary,
  requests: z.array(adminCreditRequest),
  ledger: z.array(ledgerEntry),
});
export type AdminUserDetail = z.infer<typeof adminUserDetail>;

/** PUT /api/admin/users/:id/premium { is_premium } and /admin { is_admin }: answer the updated summary. */
export const setPremiumRequest = z.object({ is_premium: z.boolean() }, { error: 'BODY_NOT_OBJECT' });
export const setAdminRequest = z.object({ is_admin: z.boolean() }, { error: 'BODY_NOT_OBJECT' });
