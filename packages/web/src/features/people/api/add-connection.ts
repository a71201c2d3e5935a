import { mutationOptions, type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { meQueryKey } from '../../auth/api/get-me';
import { type Connection, connectionsQueryKey, refreshPeopleAnswers } from './get-connections';

export interface AddConnectionInput {
  name: string;
  /** 'YYYY-MM-DD', as the date picker gives it. */
  birthdate: string;
}

/** Adds a person to the signed-in user's list; the owner comes from the session, never the body. */
const addConnection = (input: AddConnectionInput) => api.post<Connection>('/api/connections', { ...input });

const addConnectionMutation = (queryClient: QueryClient, userId: string) =>
  mutationOptions({
    mutationFn: addConnection,
    onSuccess: (added) => {
      // Show the new row at once (the query's select keeps it in name order), then confirm with the server.
      queryClient.setQueryData<Connection[]>(connectionsQueryKey(userId), (list) =>
        list ? [...list.filter((c) => c.id !== added.id), added] : list,
      );
      refreshPeopleAnswers(queryClient, userId);
      // The user's display name falls back to their latest connection's name (docs/product.md §3).
      void queryClient.invalidateQueries({ queryKey: meQueryKey });
    },
  });

export const useAddConnection = (userId: string) =>
  useMutation(addConnectionMutation(useQueryClient(), userId));
