import type { onRequestAsyncHookHandler } from 'fastify';
import { httpError } from './errors.js';
import { routedPath } from './routed-path.js';

const SAFE_METHODS = new Set(['GET', 'HEAD']);

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A form whose only credential is the token in its path (the mail's unsubscribe link): it is also taken
     * with `Origin: null`, which its own page sends (that page's `Referrer-Policy: no-referrer` makes the form's
     * origin opaque). Safe because the token, not a cookie, authorises it: a page elsewhere that knows the
     * token could post it without any Origin at all.
     */
    tokenForm?: boolean;
  }
}

/** What a browser sends as Origin from an opaque origin (a no-referrer page's form, a sandboxed frame). */
const OPAQUE_ORIGIN = 'null';

/**
 * Rejects a state-changing /api request sent from a page on another origin. Browsers always send
 * Origin on cross-origin requests, so an absent header means a same-origin browser request or a
 * non-browser client, which carry no CSRF risk; the session cookie is also SameSite=Lax.
 * `onRefused` hears each refused origin (app.ts uses it to explain a missing PUBLIC_URL). `Origin: null` is
 * refused too, but on a route that declares itself a token form (config.tokenForm): never by its path.
 */
export function originCheck(
  trusted: readonly string[],
  onRefused: (origin: string) => void = () => {},
): onRequestAsyncHookHandler {
  const allowed = new Set(trusted);
  return async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    // The routed path, not the raw URL: `/%61pi/me` runs the /api/me route.
    if (!isApiPath(routedPath(request))) return;
    const origin = request.headers.origin;
    if (origin === undefined || allowed.has(origin)) return;
    if (origin === OPAQUE_ORIGIN && request.routeOptions.config.tokenForm === true) return;
    onRefused(origin);
    throw httpError(403, 'INVALID_ORIGIN');
  };
}

export function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}
