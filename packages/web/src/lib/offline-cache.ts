import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { persistQueryClient } from '@tanstack/react-query-persist-client';

/**
 * What the app last showed, kept in this browser's localStorage so it can open offline
 * (docs/decisions/021-pwa.md). The key names the app, never the user: one browser keeps one copy, and
 * signing out or a session ending removes it (`clearOfflineCache`).
 */
export const OFFLINE_CACHE_KEY = 'cardology-offline-cache';

/** Older copies are discarded on restore: a day's card and readings go stale, and so may a session. */
export const OFFLINE_CACHE_MAX_AGE = 7 * 24 * 60 * 60_000;

/** Bump when a kept query's data changes shape, so an old copy is thrown away instead of misread. */
const OFFLINE_CACHE_VERSION = '1';

function browserStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    // Storage can be switched off (a privacy setting): the app then simply keeps nothing.
    return undefined;
  }
}

/**
 * Restores the kept copy into `client`, then keeps saving the successful queries `keep` accepts.
 * Resolves once the restore is done, so the first render already has the kept data.
 */
export function persistOfflineQueries(client: QueryClient, keep: (key: QueryKey) => boolean): Promise<void> {
  const persister = createSyncStoragePersister({ storage: browserStorage(), key: OFFLINE_CACHE_KEY });
  const [, restored] = persistQueryClient({
    queryClient: client,
    persister,
    maxAge: OFFLINE_CACHE_MAX_AGE,
    buster: OFFLINE_CACHE_VERSION,
    dehydrateOptions: {
      shouldDehydrateQuery: (query) => query.state.status === 'success' && keep(query.queryKey),
    },
  });
  return restored.catch(() => undefined);
}

/** Forgets the kept copy: on sign-out and when the session has ended, so no one else can read it. */
export function clearOfflineCache(): void {
  browserStorage()?.removeItem(OFFLINE_CACHE_KEY);
}
