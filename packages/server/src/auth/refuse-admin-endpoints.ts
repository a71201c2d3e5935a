import { APIError, createAuthMiddleware } from 'better-auth/api';

/**
 * The admin plugin stays for its `role` and ban fields and its ban checks at sign-in, but its own
 * endpoints (/api/auth/admin/*: set-role, impersonate-user, ban-user, create-user, set-user-password,
 * remove-user, …) would change accounts past the credit ledger and the admin console's rules. This hook
 * refuses them all as if they did not exist. It matches the endpoint better-auth resolved, not the URL
 * text, so no spelling of the path gets through (docs/decisions/017-credit-ledger.md).
 */
export const refuseAdminPluginEndpoints = createAuthMiddleware(async (ctx) => {
  if (ctx.path.startsWith('/admin/')) throw new APIError('NOT_FOUND', { message: 'Not found.' });
});
