import { HTTP_MESSAGES } from '@cardology/contract/messages/http';
import { getCookies } from 'better-auth/cookies';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client.js';
import { httpError } from '../http/errors.js';
import { fetchHeaders } from '../http/fetch-bridge.js';
import { registerRequestLanguage } from '../http/request-language.js';
import { routedPath } from '../http/routed-path.js';
import { isBanInForce } from '../lib/ban.js';
import { hasRole } from '../lib/roles.js';
import { findOrCreateProfile } from '../services/profile.js';
import { registerAccessWatch } from './access-watch.js';
import type { Auth } from './auth.js';
import { AUTH_BASE_PATH } from './auth.js';
import { type LookedUpViewer, rememberViewers } from './remembered-viewers.js';
import { pastAbsoluteCap } from './session-lifetime.js';
import { sessionCookies, viewerCacheKey } from './viewer-cache.js';
import type { ViewerRevocations } from './viewer-revocations.js';
import type { ResolveViewer, Viewer } from './viewer-type.js';

// The types live in viewer-type.ts, so the modules this one wires up can name them without importing it back.
export type { ResolveViewer };

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the access check on every route that is not public; reading it on a public route throws. */
    readonly viewer: Viewer;
    /** On a 'visitor' route: the signed-in user, or null when nobody is. */
    readonly viewerOrNull: Viewer | null;
  }
  interface FastifyInstance {
    /**
     * Forgets what every server process remembers about the user's sessions, so a sign-out or a change
     * of their premium flag, role or ban applies to their next request anywhere: this process at once,
     * the others once they hear it (viewer-revocations.ts; milliseconds). Resolves once they can.
     * Call it once the change is committed: a process that looks the user up before then would
     * remember the old rows.
     */
    forgetViewer(userId: string): Promise<void>;
  }
}

export const SIGN_IN_REQUIRED = HTTP_MESSAGES.SIGN_IN_REQUIRED;

/**
 * Decorates requests with `viewer` and returns how to resolve it.
 *
 * What is read about a session (valid or not, premium, admin) is remembered for VIEWER_CACHE_MS per
 * signed session cookie (see viewer-cache.ts), and only under the cookie better-auth verified. Every
 * change to a user's sessions or rights goes through forgetViewer, which reaches every process
 * (viewer-revocations.ts); a change made behind the app's back reaches every route within
 * VIEWER_CACHE_MS. While this process cannot hear the others, nothing is remembered.
 */
export function registerViewer(
  app: FastifyInstance,
  {
    auth,
    db,
    revocations,
    sessionMaxAgeDays,
  }: { auth: Auth; db: Db; revocations: ViewerRevocations; sessionMaxAgeDays: number },
): ResolveViewer {
  const sessionCookieName = getCookies(auth.options).sessionToken.name;
  // The request's language reads the viewer: a signed-in reader's stored choice comes first.
  registerRequestLanguage(app);
  const remembered = rememberViewers(revocations, () => app.clock().getTime());
  app.decorate('forgetViewer', (userId: string) => revocations.publish(userId));
  decorateRequests(app);
  const deps = { auth, db, clock: app.clock, sessionMaxAgeDays };
  const lookUp = (request: FastifyRequest, reply: FastifyReply) => lookUpViewer(deps, request, reply);
  // Streams keep checking their viewer while they run (a suspension ends them): a fresh read each time.
  registerAccessWatch(app, {
    revocations,
    readViewer: async (headers) =>
      (await findViewer(deps, headers, { refresh: false })).found?.viewer ?? null,
  });

  async function resolveViewer(request: FastifyRequest, reply: FastifyReply): Promise<Viewer> {
    const slot = slotOf(request);
    const known = slot[VIEWER_SLOT];
    if (known) return known;
    const cookies = sessionCookies(request.headers.cookie);
    // No session cookie, no session: answer without asking better-auth.
    if (cookies.length === 0) throw httpError(401, 'SIGN_IN_REQUIRED');
    const key = revocations.isListening() ? viewerCacheKey(cookies, sessionCookieName) : null;
    const viewer =
      key === null
        ? (await lookUp(request, reply)).viewer
        : await remembered.viewerFor(key, () => lookUp(request, reply));
    slot[VIEWER_SLOT] = viewer;
    return viewer;
  }

  // Signing out (or changing anything else about the account: better-auth's POSTs) forgets the
  // caller's session at once. Reads such as GET /api/auth/get-session leave it be.
  app.addHook('onResponse', async (request) => {
    if (request.method !== 'POST' || !routedPath(request).startsWith(AUTH_BASE_PATH)) return;
    for (const cookie of sessionCookies(request.headers.cookie)) remembered.forget(cookie.value);
  });

  return resolveViewer;
}

/** `request.viewer` (throws on a public route, where nobody resolved it) and `request.viewerOrNull`. */
function decorateRequests(app: FastifyInstance): void {
  // A plain slot on every request (null until resolved): cheaper than a WeakMap entry per request.
  app.decorateRequest(VIEWER_SLOT, null);
  app.decorateRequest('viewer', {
    getter(this: FastifyRequest): Viewer {
      const viewer = slotOf(this)[VIEWER_SLOT];
      if (!viewer)
        throw new Error(`request.viewer read on public route ${this.routeOptions.url ?? this.url}`);
      return viewer;
    },
  });
  app.decorateRequest('viewerOrNull', {
    getter(this: FastifyRequest): Viewer | null {
      return slotOf(this)[VIEWER_SLOT];
    },
  });
}

type LookUpDeps = { auth: Auth; db: Db; clock: () => Date; sessionMaxAgeDays: number };

/** The session's viewer, or 401; a cookie better-auth re-issued (an extended session) is passed on. */
async function lookUpViewer(
  deps: LookUpDeps,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<LookedUpViewer> {
  const { found, setCookies } = await findViewer(deps, fetchHeaders(request), { refresh: true });
  if (setCookies.length > 0) reply.header('set-cookie', setCookies);
  if (!found) throw httpError(401, 'SIGN_IN_REQUIRED');
  return found;
}

/**
 * The session (better-auth, from the database) and the profile's premium flag: two indexed reads. Null
 * when there is no valid session: none, expired, past the absolute cap, or of a suspended account. With
 * `refresh: false` the session is only read (a stream's recheck, after its answer's headers are gone).
 */
async function findViewer(
  { auth, db, clock, sessionMaxAgeDays }: LookUpDeps,
  requestHeaders: Headers,
  { refresh }: { refresh: boolean },
): Promise<{ found: LookedUpViewer | null; setCookies: string[] }> {
  const { headers, response: session } = await auth.api.getSession({
    headers: requestHeaders,
    returnHeaders: true,
    ...(refresh ? {} : { query: { disableRefresh: true } }),
  });
  // getSession may extend the session and re-issue its cookie.
  const setCookies = headers.getSetCookie();
  if (!session) return { found: null, setCookies };
  // However active, a session ends SESSION_MAX_AGE_DAYS after sign-in (docs/decisions/024-accounts.md).
  if (pastAbsoluteCap(session.session.createdAt, clock(), sessionMaxAgeDays)) {
    await (await auth.$context).internalAdapter.deleteSession(session.session.token);
    return { found: null, setCookies };
  }

  const { user } = session;
  // Suspending deletes the account's sessions (services/suspensions.ts); a ban written in the database
  // behind the app's back leaves them, so the check is made here too, on the row already read.
  if (isBanInForce(user, clock())) {
    await (await auth.$context).internalAdapter.deleteUserSessions(user.id);
    return { found: null, setCookies };
  }
  const profile = await findOrCreateProfile(db, user);
  const viewer = {
    id: user.id,
    email: user.email,
    name: user.name,
    isPremium: profile.isPremium,
    isAdmin: hasRole(user.role, 'admin'),
    language: profile.language,
  };
  return { found: { viewer, token: session.session.token }, setCookies };
}

const VIEWER_SLOT = Symbol('viewer');

function slotOf(request: FastifyRequest): { [VIEWER_SLOT]: Viewer | null } {
  return request as unknown as { [VIEWER_SLOT]: Viewer | null };
}
