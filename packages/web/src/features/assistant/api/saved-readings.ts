import { type SavedReading, savedReading, savedReadingList } from '@cardology/contract/assistant';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';

const SAVED_KEY = ['saved-readings'] as const;

export const getSavedReadings = async (): Promise<SavedReading[]> =>
  savedReadingList.parse(await api.get<unknown>('/api/saved-readings'));

export const savedReadingsQuery = () => queryOptions({ queryKey: SAVED_KEY, queryFn: getSavedReadings });

export const useSavedReadings = () => useQuery(savedReadingsQuery());

/** The server copies the session's own text; the browser only names the session. */
export const saveReading = async (sessionId: string): Promise<SavedReading> =>
  savedReading.parse(await api.post<unknown>('/api/saved-readings', { sessionId }));

export function useSaveReading() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveReading,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SAVED_KEY }),
  });
}

export const deleteSavedReading = (id: string) =>
  api.delete<unknown>(`/api/saved-readings/${encodeURIComponent(id)}`);

export function useDeleteSavedReading() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSavedReading,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SAVED_KEY }),
  });
}
