import { createAuthMiddleware } from 'better-auth/api';
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

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
