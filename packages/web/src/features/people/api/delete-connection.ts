import { mutationOptions, type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, api } from '../../../lib/api';
import { meQueryKey } from '../../auth/api/get-me';
import { type Connection, connectionsQueryKey, refreshPeopleAnswers } from './get-connections';

/**
 * Removes one of the signed-in user's people. A 404 means it is already gone (another tab removed
 * it), which is what the user asked for, so it counts as done.
 */
async function deleteConnection(id: string): Promise<void> {
  try {
    await api.delete<null>(`/api/connections/${encodeURIComponent(id)}`);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return;
    throw error;
  }
}

const deleteConnectionMutation = (queryClient: QueryClient, userId: string) =>
  mutationOptions({
    mutationFn: deleteConnection,
    onSuccess: (_nothing, id) => {
      queryClient.setQueryData<Connection[]>(connectionsQueryKey(userId), (list) =>
        list?.filter((c) => c.id !== id),
      );
      refreshPeopleAnswers(queryClient, userId);
      // The user's display name falls back to their latest connection's name (docs/product.md §3).
      void queryClient.invalidateQueries({ queryKey: meQueryKey });
    },
  });

export const useDeleteConnection = (userId: string) =>
  useMutation(deleteConnectionMutation(useQueryClient(), userId));
