import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Db } from '../db/client.js';
import { httpError } from '../http/errors.js';
import { fetchHeaders } from '../http/fetch-bridge.js';
import { displayName, findOrCreateProfile } from '../services/profile.js';
import type { Auth } from './auth.js';

/** The signed-in user a guarded route acts for. Its id is the only user id a route may use. */
export type Viewer = {
  id: string;
  email: string;
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

/** Decorates the app with the three guards and request.viewer. Synchronous, so tests can use the guards at once. */
export function registerGuards(app: FastifyInstance, { auth, db }: { auth: Auth; db: Db }): void {
  const viewers = new WeakMap<FastifyRequest, Viewer>();

  app.decorateRequest('viewer', {
    getter(this: FastifyRequest): Viewer {
      const viewer = viewers.get(this);
      if (!viewer)
        throw new Error(`request.viewer read on ${this.routeOptions.url ?? this.url} without a guard`);
      return viewer;
    },
  });

  async function signedIn(request: FastifyRequest, reply: FastifyReply): Promise<Viewer> {
    const known = viewers.get(request);
    if (known) return known;
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
    const viewer: Viewer = {
      id: user.id,
      email: user.email,
      name: await displayName(db, user.id, profile.username),
      isPremium: profile.isPremium,
      isAdmin: hasRole(user.role, 'admin'),
    };
    viewers.set(request, viewer);
    return viewer;
  }

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

/** The admin plugin stores roles as a comma-separated list. */
function hasRole(roles: string | null | undefined, role: string): boolean {
  return (roles ?? '').split(',').some((entry) => entry.trim() === role);
}
