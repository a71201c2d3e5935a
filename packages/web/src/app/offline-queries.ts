import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { OFFLINE_CACHE_MAX_AGE, persistOfflineQueries } from '../lib/offline-cache';

/**
 * The read-only answers kept for offline use (docs/decisions/021-pwa.md): who is signed in, today's
 * card, the readings last viewed, and the people list with what hangs under it (in your cards, pairs).
 * Nothing else (credits, admin, the assistant) is ever written to the browser's storage.
 */
const OFFLINE_QUERY_ROOTS = ['me', 'todays-card', 'readings', 'connections'] as const;

function isOfflineQuery(key: QueryKey): boolean {
  return (OFFLINE_QUERY_ROOTS as readonly unknown[]).includes(key[0]);
}

/**
 * Keeps the offline queries in memory as long as in storage (not just the default five minutes after
 * their page closes), so "the last readings viewed" are still there to save; then restores the copy.
 * What is restored counts as stale: shown while offline, but asked for again whenever the network is
 * there, as if nothing had been kept (the copy is written at most once a second, so it can lag).
 * Online, the first page's requests run beside the restore; an answer that arrived meanwhile is newer
 * than anything kept, so it is neither overwritten (hydration keeps the newer) nor marked stale.
 */
export async function restoreOfflineQueries(client: QueryClient): Promise<void> {
  const startedAt = Date.now();
  for (const root of OFFLINE_QUERY_ROOTS) client.setQueryDefaults([root], { gcTime: OFFLINE_CACHE_MAX_AGE });
  await persistOfflineQueries(client, isOfflineQuery);
  await client.invalidateQueries({
    refetchType: 'none',
    predicate: (query) => query.state.dataUpdatedAt < startedAt,
  });
}
