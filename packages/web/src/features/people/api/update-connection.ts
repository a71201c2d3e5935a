import { mutationOptions, type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { meQueryKey } from '../../auth/api/get-me';
import type { AddConnectionInput } from './add-connection';
import { type Connection, connectionsQueryKey, refreshPeopleAnswers } from './get-connections';

/** Corrects the name and birthdate of one of the signed-in user's people; its id stays. */
const updateConnection = (id: string, input: AddConnectionInput) =>
  api.put<Connection>(`/api/connections/${encodeURIComponent(id)}`, { ...input });

const updateConnectionMutation = (queryClient: QueryClient, userId: string, id: string) =>
  mutationOptions({
    mutationFn: (input: AddConnectionInput) => updateConnection(id, input),
    onSuccess: (updated) => {
      // Show the edited row at once (the query's select puts it in its new place by name), then confirm.
      queryClient.setQueryData<Connection[]>(connectionsQueryKey(userId), (list) =>
        list?.map((c) => (c.id === updated.id ? updated : c)),
      );
      refreshPeopleAnswers(queryClient, userId);
      // The user's display name falls back to their latest connection's name (docs/product.md §3).
      void queryClient.invalidateQueries({ queryKey: meQueryKey });
    },
  });

/** The edit of one person (`id`): the same variables as an add, so one form serves both. */
export const useUpdateConnection = (userId: string, id: string) =>
  useMutation(updateConnectionMutation(useQueryClient(), userId, id));
