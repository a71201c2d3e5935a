import type { FastifyInstance } from 'fastify';
import { AUTH_BASE_PATH } from '../../src/auth/auth.js';
import { declaredRoutes, type RouteAccess } from '../../src/auth/route-access.js';
import type { Method } from './credits.js';

/** One route a test can call: its method, its path pattern (`:id` for a parameter) and who may call it. */
export type CatalogRoute = { method: Method; url: string; access: RouteAccess };

/** better-auth's whole API is one wildcard route in the app (src/auth/mount.ts). */
const AUTH_MOUNT = `${AUTH_BASE_PATH}/*`;

/**
 * The better-auth endpoints the app relies on, each with the access better-auth itself enforces (the
 * mount is 'public' and better-auth decides): reading the session is open to anyone (null without
 * one), signing out is harmless without a session, the account's own endpoints need one.
 */
const AUTH_ENDPOINTS: readonly CatalogRoute[] = [
  { method: 'POST', url: '/api/auth/sign-up/email', access: 'public' },
  { method: 'POST', url: '/api/auth/sign-in/email', access: 'public' },
  { method: 'POST', url: '/api/auth/sign-out', access: 'public' },
  { method: 'GET', url: '/api/auth/get-session', access: 'visitor' },
  { method: 'GET', url: '/api/auth/list-sessions', access: 'user' },
  { method: 'POST', url: '/api/auth/revoke-session', access: 'user' },
  { method: 'POST', url: '/api/auth/revoke-other-sessions', access: 'user' },
  { method: 'POST', url: '/api/auth/revoke-sessions', access: 'user' },
  { method: 'POST', url: '/api/auth/update-user', access: 'user' },
  { method: 'POST', url: '/api/auth/change-password', access: 'user' },
  { method: 'POST', url: '/api/auth/request-password-reset', access: 'public' },
  { method: 'POST', url: '/api/auth/reset-password', access: 'public' },
  // The link of the confirmation mail (docs/decisions/032-throttling-and-mail.md): its token is all it needs.
  { method: 'GET', url: '/api/auth/verify-email', access: 'public' },
];

const METHODS: ReadonlySet<string> = new Set<Method>(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Every route the ready app has registered, with the access it declares (src/auth/route-access.ts),
 * better-auth's wildcard replaced by its endpoints above. Read from the app itself, so a new route
 * shows up here the moment it is registered.
 */
export async function routeCatalog(app: FastifyInstance): Promise<CatalogRoute[]> {
  await app.ready();
  const declared = declaredRoutes(app);
  if (!declared.some((route) => route.url === AUTH_MOUNT)) {
    throw new Error(`routeCatalog: better-auth is no longer mounted at ${AUTH_MOUNT}; update AUTH_ENDPOINTS`);
  }
  const own = declared
    .filter((route) => route.url !== AUTH_MOUNT)
    .map(({ method, url, access }) => {
      if (!METHODS.has(method)) throw new Error(`routeCatalog: no test calls ${method} yet (${url})`);
      return { method: method as Method, url, access };
    });
  return [...AUTH_ENDPOINTS, ...own];
}

/** `METHOD /path/:param`, the name a route goes by in the catalogue and in test fixtures. */
export const routeKey = (route: Pick<CatalogRoute, 'method' | 'url'>): string =>
  `${route.method} ${route.url}`;

/** The path parameters of a pattern, in order (`/api/admin/users/:id/credits` → ['id']). */
export function pathParams(url: string): string[] {
  return [...url.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1] ?? '');
}

/** The pattern with each `:param` replaced by its value, as given (the caller encodes, or not, on purpose). */
export function fillPath(url: string, values: Readonly<Record<string, string>>): string {
  return url.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`fillPath: no value for :${name} in ${url}`);
    return value;
  });
}

/** The path and the query (without `?`) of a URL the app answers. */
export function splitUrl(url: string): { path: string; query: string } {
  const at = url.indexOf('?');
  return at === -1 ? { path: url, query: '' } : { path: url.slice(0, at), query: url.slice(at + 1) };
}
