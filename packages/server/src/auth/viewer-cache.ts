import { COOKIE_PREFIX } from './auth.js';

/**
 * How long a guard trusts what it last read about a session: that it is valid, and the user's
 * premium flag, admin role and ban. A change made anywhere (an admin revoking premium or the role,
 * a ban, a sign-out on another device, another server process) therefore reaches every guard
 * within this time; a sign-out through this process takes effect at once. The guards would
 * otherwise read the session, user and profile rows on every request, which costs more than the
 * whole rest of a reading on the embedded database.
 */
export const VIEWER_CACHE_MS = 5_000;

/** Sessions remembered at once per process; past this the oldest entry goes first. */
export const VIEWER_CACHE_MAX_ENTRIES = 10_000;

/** Signed session cookies are ~100 characters; anything much longer is not worth remembering. */
const MAX_TOKEN_LENGTH = 512;

// better-auth's session cookie, `cardology.session_token` or `__Secure-cardology.session_token`.
const SESSION_COOKIE = new RegExp(
  `(?:^|;)\\s*(?:__Secure-)?${COOKIE_PREFIX.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\.session_token=([^;]*)`,
);

/**
 * The raw value of the session cookie in a Cookie header (signed by better-auth: token + HMAC), or
 * null when there is none. It is a cache key only: a value is in the cache only after better-auth
 * verified that exact signed value, so a forged one can never hit.
 */
export function sessionCookieValue(cookieHeader: string | undefined): string | null {
  if (!cookieHeader) return null;
  const value = SESSION_COOKIE.exec(cookieHeader)?.[1]?.trim();
  return value ? value : null;
}

/** A small time- and size-bounded map from a signed session cookie to what the guard resolved for it. */
export class ViewerCache<V> {
  private readonly entries = new Map<string, { value: V; expiresAt: number }>();

  constructor(
    private readonly ttlMs = VIEWER_CACHE_MS,
    private readonly maxEntries = VIEWER_CACHE_MAX_ENTRIES,
  ) {}

  get(key: string, now: number): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt > now) return entry.value;
    this.entries.delete(key);
    return undefined;
  }

  set(key: string, value: V, now: number): void {
    if (key.length > MAX_TOKEN_LENGTH || this.ttlMs <= 0) return;
    this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) {
      // Maps iterate in insertion order: the first key is the oldest entry.
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(key, { value, expiresAt: now + this.ttlMs });
  }

  delete(key: string): void {
    this.entries.delete(key);
  }

  get size(): number {
    return this.entries.size;
  }
}
