import { SESSION_TOKEN_INVALID } from '@cardology/contract/auth';
import { RESET_LINK_INVALID } from '@cardology/contract/password';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { deleteSessionCookie } from 'better-auth/cookies';
import { refuseAdminPluginEndpoint } from './refuse-admin-endpoints.js';
import { pastAbsoluteCap } from './session-lifetime.js';

/**
 * better-auth's `before` hook: refuses the admin plugin's endpoints, and makes every password change
 * sign the account's other sessions out, whatever the caller asked for (better-auth leaves them signed
 * in unless `revokeOtherSessions` is true; docs/decisions/024-accounts.md). The body is still checked by
 * the endpoint itself afterwards.
 */
export const beforeAuthEndpoint = createAuthMiddleware(async (ctx) => {
  refuseAdminPluginEndpoint(ctx.path);
  const refusal = NUL_TOKEN_REFUSALS[ctx.path];
  if (refusal && tokenHasNul(ctx.body, ctx.query)) throw new APIError('BAD_REQUEST', { message: refusal });
  if (ctx.path === '/change-password' && isPlainObject(ctx.body)) {
    return { context: { body: { ...ctx.body, revokeOtherSessions: true } } };
  }
  return undefined;
});

/**
 * better-auth's `after` hook: GET /api/auth/get-session reads (and may extend) a session without the
 * app's access check, so it applies the absolute cap too: a session past SESSION_MAX_AGE_DAYS is
 * deleted and answered as no session.
 */
export function afterAuthEndpoint({ maxAgeDays, now }: { maxAgeDays: number; now: () => Date }) {
  return createAuthMiddleware(async (ctx) => {
    if (ctx.path !== '/get-session') return undefined;
    const returned: unknown = ctx.context.returned;
    const session = isPlainObject(returned) ? returned.session : undefined;
    if (!isPlainObject(session) || !(session.createdAt instanceof Date) || typeof session.token !== 'string')
      return undefined;
    if (!pastAbsoluteCap(session.createdAt, now(), maxAgeDays)) return undefined;
    await ctx.context.internalAdapter.deleteSession(session.token);
    deleteSessionCookie(ctx);
    return ctx.json(null);
  });
}

/**
 * The endpoints that look a token up in the database, and how each refuses one with a NUL byte:
 * PostgreSQL text cannot hold a NUL and fails the lookup outright (a 500), and no token we issue has one.
 */
const NUL_TOKEN_REFUSALS: Readonly<Record<string, string>> = {
  '/reset-password': RESET_LINK_INVALID,
  '/revoke-session': SESSION_TOKEN_INVALID,
};

/** better-auth takes a token from the body, or (for /reset-password) from the query string when the body has none. */
function tokenHasNul(body: unknown, query: unknown): boolean {
  const fromBody = isPlainObject(body) ? body.token : undefined;
  const fromQuery = isPlainObject(query) ? query.token : undefined;
  // Only a string can reach the lookup (better-auth's schema refuses anything else), and String() of
  // a hostile object can throw: `{ toString: [] }` has no callable toString.
  return [fromBody, fromQuery].some((token) => typeof token === 'string' && token.includes('\0'));
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
