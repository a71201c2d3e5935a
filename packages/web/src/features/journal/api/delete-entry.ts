import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { JOURNAL_KEY } from './journal-keys';

const deleteEntry = (id: string) => api.delete<null>(`/api/journal/${encodeURIComponent(id)}`);

export function useDeleteEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteEntry,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: JOURNAL_KEY }),
  });
}
