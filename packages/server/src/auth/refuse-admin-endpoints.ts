import { APIError } from 'better-auth/api';

/**
 * The admin plugin stays for its `role` and ban fields and its ban checks at sign-in, but its own
 * endpoints (/api/auth/admin/*: set-role, impersonate-user, ban-user, create-user, set-user-password,
 * remove-user, …) would change accounts past the credit ledger and the admin console's rules. The auth
 * `before` hook refuses them all as if they did not exist. It matches the endpoint better-auth resolved
 * (`path`), not the URL text, so no spelling of the path gets through (docs/decisions/017-credit-ledger.md).
 */
export function refuseAdminPluginEndpoint(path: string): void {
  if (path.startsWith('/admin/')) throw new APIError('NOT_FOUND', { message: 'Not found.' });
}
