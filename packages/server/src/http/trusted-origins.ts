import type { Env } from '../env.js';

/** The Vite dev server, which proxies /api to this server and keeps its own Origin. */
const VITE_DEV_ORIGIN = 'http://localhost:5173';

/**
 * Origins allowed to make state-changing requests: the public URL, TRUSTED_ORIGINS, and in
 * development the Vite dev server. Used by better-auth and by the origin check on every other route.
 */
export function trustedOrigins(env: Env): string[] {
  const origins = [env.PUBLIC_URL, ...env.TRUSTED_ORIGINS];
  if (env.NODE_ENV === 'development') origins.push(VITE_DEV_ORIGIN);
  return [...new Set(origins)];
}
