import { onlineManager, type QueryCache, useQueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { ApiError } from './api';

/**
 * TanStack Query assumes it starts online and only listens for the `online`/`offline` events, so a page
 * opened offline would try every request and show their errors. Starting from `navigator.onLine`, its
 * queries wait instead and keep showing the data restored from the offline cache.
 */
export function syncOnlineStatus(): void {
  if (typeof navigator !== 'undefined') onlineManager.setOnline(navigator.onLine);
}

/** A query still showing its last data because the request failed without an answer from the server. */
function showsDataAfterNetworkFailure(cache: QueryCache): boolean {
  return cache
    .getAll()
    .some(
      ({ state }) =>
        state.status === 'error' && state.data !== undefined && !(state.error instanceof ApiError),
    );
}

/**
 * True while the page shows what was kept rather than fresh answers: the browser is offline, or a
 * request failed to reach the server while its query still had data.
 */
export function useOfflineView(): boolean {
  const cache = useQueryClient().getQueryCache();
  const online = useSyncExternalStore(onlineManager.subscribe.bind(onlineManager), () =>
    onlineManager.isOnline(),
  );
  const subscribeCache = useCallback((onChange: () => void) => cache.subscribe(onChange), [cache]);
  const failed = useSyncExternalStore(subscribeCache, () => showsDataAfterNetworkFailure(cache));
  return !online || failed;
}
