import { LRUCache } from 'lru-cache';

/**
 * How long the access check trusts what it last read about a session: that it is valid, and the
 * user's premium flag, admin role and ban. Changes made through the app (a sign-out on any device, an
 * admin's premium or role change) are sent to every server process at once (viewer-revocations.ts), so
 * this bounds only a change made in the database behind the app's back. The check would otherwise
 * read the session, user and profile rows on every request, which costs more than the whole rest
 * of a reading on the embedded database.
 */
export const VIEWER_CACHE_MS = 5_000;

/** Sessions remembered at once per process; past this the least recently used goes first. */
const VIEWER_CACHE_MAX_ENTRIES = 10_000;

/** Signed session cookies are ~100 characters; anything much longer is not worth remembering. */
const MAX_KEY_LENGTH = 512;

/** A cookie in a Cookie header whose name says it carries a session token. */
export type SessionCookie = { name: string; value: string };

/**
 * Every cookie in a Cookie header whose name contains `session_token` (any case, any prefix): the
 * configured one and anything that could be mistaken for it.
 */
export function sessionCookies(cookieHeader: string | undefined): SessionCookie[] {
  if (!cookieHeader) return [];
  const found: SessionCookie[] = [];
  for (const pair of cookieHeader.split(';')) {
    const eq = pair.indexOf('=');
    if (eq === -1) continue;
    const name = pair.slice(0, eq).trim();
    if (name.toLowerCase().includes('session_token')) found.push({ name, value: pair.slice(eq + 1).trim() });
  }
  return found;
}

/**
 * The key a request may use the viewer cache with: the value of its session cookie when that is
 * the only session-like cookie it carries and has exactly the configured name, else null (look the
 * session up, remember nothing). better-auth reads only its configured cookie, and the last one when
 * a name repeats; a request with two session-like cookies could otherwise have the session
 * better-auth verified remembered under a value an attacker planted next to it.
 */
export function viewerCacheKey(cookies: readonly SessionCookie[], sessionCookieName: string): string | null {
  if (cookies.length !== 1) return null;
  const [only] = cookies;
  if (only?.name !== sessionCookieName || only.value === '' || only.value.length > MAX_KEY_LENGTH)
    return null;
  return only.value;
}

/**
 * Whether a signed session cookie value (`token.signature`, maybe URL-encoded) carries the token
 * better-auth just verified, so it is safe to remember the session under it.
 */
export function cookieCarriesToken(cookieValue: string, token: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(cookieValue);
  } catch {
    return false;
  }
  return token !== '' && decoded.startsWith(`${token}.`);
}

/**
 * A time- and size-bounded map from a signed session cookie to what the access check resolved for
 * it. `now` is the app's clock, so tests can step past the lifetime.
 */
export function createViewerCache<V extends object>(now: () => number): LRUCache<string, V> {
  // ttlResolution 0: read the clock on every check, since the app's clock is what tests move.
  return new LRUCache<string, V>({
    max: VIEWER_CACHE_MAX_ENTRIES,
    ttl: VIEWER_CACHE_MS,
    ttlResolution: 0,
    perf: { now },
  });
}
