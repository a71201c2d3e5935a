import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Db } from '../db/client.js';
import { httpError } from '../http/errors.js';
import { fetchHeaders } from '../http/fetch-bridge.js';
import { findOrCreateProfile } from '../services/profile.js';
import type { Auth } from './auth.js';
import { AUTH_BASE_PATH } from './auth.js';
import { sessionCookieValue, ViewerCache } from './viewer-cache.js';

/** The signed-in user a guarded route acts for. Its id is the only user id a route may use. */
export type Viewer = {
  id: string;
  email: string;
  /** The account's name (set at sign-up). What the app shows as the user's name is /api/me's `name`. */
  name: string;
  isPremium: boolean;
  isAdmin: boolean;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler: 401 without a session; sets request.viewer. */
    requireUser: preHandlerAsyncHookHandler;
    /** preHandler: requireUser, then 403 unless the profile is premium. */
    requirePremium: preHandlerAsyncHookHandler;
    /** preHandler: requireUser, then 403 unless the user has the admin role. */
    requireAdmin: preHandlerAsyncHookHandler;
  }
  interface FastifyRequest {
    /** Set by requireUser / requirePremium / requireAdmin; reading it on an unguarded route throws. */
    readonly viewer: Viewer;
  }
}

export const SIGN_IN_REQUIRED = 'Please sign in to continue.';
export const PREMIUM_REQUIRED = 'Premium access required.';
export const ADMIN_REQUIRED = 'Access Denied: You do not have permission to view this page.';

/**
 * Decorates the app with the three guards and request.viewer. Synchronous, so tests can use the guards at once.
 *
 * What a guard reads about a session (valid or not, premium, admin) is remembered for VIEWER_CACHE_MS
 * per signed session cookie (see viewer-cache.ts): a change reaches the guards within that time, and a
 * sign-out or any other /api/auth call through this process clears the caller's entry at once.
 */
export function registerGuards(app: FastifyInstance, { auth, db }: { auth: Auth; db: Db }): void {
  const sessions = new ViewerCache<Viewer>();
  // Lookups under way, per session cookie: simultaneous first requests of one session share one.
  const lookups = new Map<string, Promise<Viewer>>();

  // A plain slot on every request (null until a guard fills it): cheaper than a WeakMap entry per request.
  app.decorateRequest(VIEWER_SLOT, null);
  app.decorateRequest('viewer', {
    getter(this: FastifyRequest): Viewer {
      const viewer = slotOf(this)[VIEWER_SLOT];
      if (!viewer)
        throw new Error(`request.viewer read on ${this.routeOptions.url ?? this.url} without a guard`);
      return viewer;
    },
  });

  async function signedIn(request: FastifyRequest, reply: FastifyReply): Promise<Viewer> {
    const slot = slotOf(request);
    const known = slot[VIEWER_SLOT];
    if (known) return known;
    const sessionCookie = sessionCookieValue(request.headers.cookie);
    // No session cookie, no session: answer without asking better-auth.
    if (sessionCookie === null) throw httpError(401, SIGN_IN_REQUIRED);
    const now = app.clock().getTime();
    let viewer = sessions.get(sessionCookie, now);
    if (!viewer) {
      let lookup = lookups.get(sessionCookie);
      if (!lookup) {
        lookup = lookUpViewer(request, reply).finally(() => lookups.delete(sessionCookie));
        lookups.set(sessionCookie, lookup);
      }
      viewer = await lookup;
      sessions.set(sessionCookie, viewer, now);
    }
    slot[VIEWER_SLOT] = viewer;
    return viewer;
  }

  /** The session (better-auth, from the database) and the profile's premium flag: two indexed reads. */
  async function lookUpViewer(request: FastifyRequest, reply: FastifyReply): Promise<Viewer> {
    const { headers, response: session } = await auth.api.getSession({
      headers: fetchHeaders(request),
      returnHeaders: true,
    });
    // getSession may extend the session and re-issue its cookie; pass that on.
    const cookies = headers.getSetCookie();
    if (cookies.length > 0) reply.header('set-cookie', cookies);
    if (!session) throw httpError(401, SIGN_IN_REQUIRED);

    const { user } = session;
    const profile = await findOrCreateProfile(db, user);
    return {
      id: user.id,
      email: user.email,
      name: user.name,
      isPremium: profile.isPremium,
      isAdmin: hasRole(user.role, 'admin'),
    };
  }

  // Signing out (or changing anything else about the account: better-auth's POSTs) forgets the
  // caller's session at once. Reads such as GET /api/auth/get-session leave it be.
  app.addHook('onResponse', async (request) => {
    if (request.method !== 'POST' || !request.url.startsWith(AUTH_BASE_PATH)) return;
    const sessionCookie = sessionCookieValue(request.headers.cookie);
    if (sessionCookie !== null) sessions.delete(sessionCookie);
  });

  app.decorate('requireUser', async (request: FastifyRequest, reply: FastifyReply) => {
    await signedIn(request, reply);
  });
  app.decorate('requirePremium', async (request: FastifyRequest, reply: FastifyReply) => {
    if (!(await signedIn(request, reply)).isPremium) throw httpError(403, PREMIUM_REQUIRED);
  });
  app.decorate('requireAdmin', async (request: FastifyRequest, reply: FastifyReply) => {
    if (!(await signedIn(request, reply)).isAdmin) throw httpError(403, ADMIN_REQUIRED);
  });
}

const VIEWER_SLOT = Symbol('viewer');

function slotOf(request: FastifyRequest): { [VIEWER_SLOT]: Viewer | null } {
  return request as unknown as { [VIEWER_SLOT]: Viewer | null };
}

/** The admin plugin stores roles as a comma-separated list. */
function hasRole(roles: string | null | undefined, role: string): boolean {
  return (roles ?? '').split(',').some((entry) => entry.trim() === role);
}
