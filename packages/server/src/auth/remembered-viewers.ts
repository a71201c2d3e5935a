import { cookieCarriesToken, createViewerCache } from './viewer-cache.js';
import { EVERYONE, type RevocationTarget, type ViewerRevocations } from './viewer-revocations.js';
import type { Viewer } from './viewer-type.js';

/** A session's viewer as read from the database, with the session token it was read under. */
export type LookedUpViewer = { viewer: Viewer; token: string };

/**
 * What this process remembers of sessions (viewer-cache.ts), kept honest by the revocations every process
 * hears: a revocation drops the user's entries, and a lookup that overlapped one is used but not remembered.
 */
export function rememberViewers(revocations: ViewerRevocations, now: () => number) {
  const sessions = createViewerCache<Viewer>(now);
  // Lookups under way, per session cookie: simultaneous first requests of one session share one.
  const lookups = new Map<string, Promise<Viewer>>();
  // Counts revocations, so a lookup that overlapped one (and may have read the old rows) is not remembered.
  let revocationCount = 0;

  revocations.subscribe((target: RevocationTarget) => {
    revocationCount += 1;
    // A request arriving now must not join a lookup that started before the change.
    lookups.clear();
    if (target === EVERYONE) {
      sessions.clear();
      return;
    }
    const keys = [...sessions.entries()].filter(([, viewer]) => viewer.id === target).map(([key]) => key);
    for (const key of keys) sessions.delete(key);
  });

  async function lookUpAndRemember(key: string, lookUp: () => Promise<LookedUpViewer>): Promise<Viewer> {
    const countBefore = revocationCount;
    const { viewer, token } = await lookUp();
    const unchanged = countBefore === revocationCount && revocations.isListening();
    if (unchanged && cookieCarriesToken(key, token)) sessions.set(key, viewer);
    return viewer;
  }

  return {
    /** The viewer under a cache key: remembered, or the lookup already under way for it, or `lookUp` now. */
    viewerFor(key: string, lookUp: () => Promise<LookedUpViewer>): Viewer | Promise<Viewer> {
      const known = sessions.get(key);
      if (known) return known;
      let lookup = lookups.get(key);
      if (!lookup) {
        const started = lookUpAndRemember(key, lookUp).finally(() => {
          if (lookups.get(key) === started) lookups.delete(key);
        });
        lookups.set(key, started);
        lookup = started;
      }
      return lookup;
    },
    /** Forgets the session under one cookie value (the caller's own, after an account change). */
    forget(cookieValue: string): void {
      sessions.delete(cookieValue);
    },
  };
}
