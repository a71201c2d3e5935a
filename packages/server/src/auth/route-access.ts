import { HTTP_MESSAGES } from '@cardology/contract/messages/http';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { HttpError, httpError } from '../http/errors.js';
import type { ResolveViewer, Viewer } from './viewer-type.js';

/**
 * Who may call a route: anyone, a signed-in user, a premium user, an admin. 'visitor' is anyone too,
 * but the route learns who is signed in (`request.viewerOrNull`), for answers that differ by session
 * without refusing those who have none (GET /api/me: nobody signed in is an answer, not an error).
 */
export type RouteAccess = 'public' | 'visitor' | 'user' | 'premium' | 'admin';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Required on every route (checked when the app starts): who may call it. */
    access?: RouteAccess;
  }
}

export const PREMIUM_REQUIRED = HTTP_MESSAGES.PREMIUM_REQUIRED;

/**
 * Whether a signed-in viewer may call a route of this access: what the check below refuses with 403, and
 * what a running stream keeps checking (access-watch.ts).
 */
export function viewerMayCall(viewer: Viewer, access: RouteAccess): boolean {
  if (access === 'premium') return viewer.isPremium;
  if (access === 'admin') return viewer.isAdmin;
  return true;
}

/** One registered route as the access check saw it: its method, path pattern and stated access. */
export type DeclaredRoute = { method: string; url: string; access: RouteAccess };

/** Each app's routes with their access, kept once the app is ready (for the authorization matrix test). */
const declaredByApp = new WeakMap<FastifyInstance, readonly DeclaredRoute[]>();

/**
 * Every route of a ready app with the access it states, one entry per method (HEAD, which Fastify adds
 * beside each GET, is left out: it answers as its GET does).
 */
export function declaredRoutes(app: FastifyInstance): readonly DeclaredRoute[] {
  const routes = declaredByApp.get(app);
  if (!routes) throw new Error('declaredRoutes: the app is not ready yet (await app.ready())');
  return routes;
}

const ACCESS_LEVELS: ReadonlySet<string> = new Set<RouteAccess>([
  'public',
  'visitor',
  'user',
  'premium',
  'admin',
]);

/**
 * Every route states its access in its options (`config: { access: 'user' }`) and one onRequest hook
 * enforces it, before the body is read or validated, so an anonymous or non-premium caller learns
 * nothing about a form and a route cannot pick a later hook by mistake. A route that states nothing
 * (or something unknown) stops the app from starting: new routes are never public by omission.
 */
export function registerRouteAccess(app: FastifyInstance, resolveViewer: ResolveViewer): void {
  const routes: RouteOptions[] = [];
  app.addHook('onRoute', (route) => {
    routes.push(route);
  });
  // Checked once all routes exist, so a scope can state the access of routes a plugin adds (the
  // static files) in its own onRoute hook, which runs after this app-wide one.
  app.addHook('onReady', async () => {
    const unstated = routes.filter((route) => !ACCESS_LEVELS.has(String(route.config?.access)));
    declaredByApp.set(app, Object.freeze(routes.flatMap(declared)));
    // No route can be added after ready; the list has served its purpose.
    routes.length = 0;
    if (unstated.length > 0) {
      const names = unstated.map((route) => `${String(route.method)} ${route.url}`).join(', ');
      throw new Error(`Routes must state their access in config.access: ${names}`);
    }
  });

  app.addHook('onRequest', async (request, reply) => {
    // A 404 runs no route; the not-found handler answers the same to everyone.
    if (request.is404) return;
    const access = request.routeOptions.config.access;
    if (access === 'public') return;
    if (access === 'visitor') {
      await resolveViewer(request, reply).catch((error: unknown) => {
        if (!(error instanceof HttpError && error.statusCode === 401)) throw error;
      });
      return;
    }
    const viewer = await resolveViewer(request, reply);
    if (access !== undefined && !viewerMayCall(viewer, access))
      throw httpError(403, access === 'admin' ? 'ACCESS_DENIED' : 'PREMIUM_REQUIRED');
  });
}

function declared(route: RouteOptions): DeclaredRoute[] {
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  const access = route.config?.access as RouteAccess;
  return methods.filter((method) => method !== 'HEAD').map((method) => ({ method, url: route.url, access }));
}
