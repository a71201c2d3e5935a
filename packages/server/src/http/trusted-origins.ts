import type { Env } from '../env.js';

/** The Vite dev server, which proxies /api to this server and keeps its own Origin. */
const VITE_DEV_ORIGIN = 'http://localhost:5173';

/**
 * The addresses a browser on this machine may use for the app on `port`. A fresh start prints
 * localhost, but people also open 127.0.0.1 (Fastify and many tools name it) or [::1].
 */
function loopbackOrigins(port: number): string[] {
  return [`http://localhost:${port}`, `http://127.0.0.1:${port}`, `http://[::1]:${port}`];
}

/**
 * Origins allowed to make state-changing requests: the public URL (or, when PUBLIC_URL is unset,
 * every loopback address of the port), TRUSTED_ORIGINS, and in development the Vite dev server.
 * Used by better-auth and by the origin check on every other route.
 */
export function trustedOrigins(env: Env): string[] {
  const own = env.PUBLIC_URL_SET ? [env.PUBLIC_URL] : loopbackOrigins(env.PORT);
  const origins = [...own, ...env.TRUSTED_ORIGINS];
  if (env.NODE_ENV === 'development') origins.push(VITE_DEV_ORIGIN);
  return [...new Set(origins)];
}
