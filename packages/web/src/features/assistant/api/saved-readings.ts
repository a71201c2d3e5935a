import {
  type SavedReading,
  type SavedReadingPage,
  savedReading,
  savedReadingPage,
} from '@cardology/contract/assistant';
import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';

const SAVED_KEY = ['saved-readings'] as const;

/** One page of saved interpretations: the newest when `cursor` is null, else the page the server named. */
const getSavedReadingsPage = async (cursor: string | null): Promise<SavedReadingPage> =>
  savedReadingPage.parse(
    await api.get<unknown>(
      cursor === null ? '/api/saved-readings' : `/api/saved-readings?cursor=${encodeURIComponent(cursor)}`,
    ),
  );

/**
 * The saved list, a page at a time. A save or a delete refetches the pages already shown, each from the
 * fresh page before it, so the list stays whole and in order.
 */
const savedReadingsQuery = () =>
  infiniteQueryOptions({
    queryKey: SAVED_KEY,
    queryFn: ({ pageParam }) => getSavedReadingsPage(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
  });

export const useSavedReadings = () => useInfiniteQuery(savedReadingsQuery());

/** The server copies the session's own text; the browser only names the session. */
const saveReading = async (sessionId: string): Promise<SavedReading> =>
  savedReading.parse(await api.post<unknown>('/api/saved-readings', { sessionId }));

export function useSaveReading() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveReading,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SAVED_KEY }),
  });
}

const deleteSavedReading = (id: string) =>
  api.delete<unknown>(`/api/saved-readings/${encodeURIComponent(id)}`);

export function useDeleteSavedReading() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSavedReading,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SAVED_KEY }),
  });
}
