import { mutationOptions, type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { clearOfflineCache } from '../../../lib/offline-cache';
import { meQueryKey } from './get-me';

const signOut = () => api.post<unknown>('/api/auth/sign-out', {});

/**
 * Once this browser's session is gone (signed out, the account deleted, or a password reset ended every session), every
 * cached query belonged to the old user: drop them all, and the copy kept for offline use, then mark
 * signed out.
 */
export function forgetSignedInUser(queryClient: QueryClient): void {
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== meQueryKey[0] });
  clearOfflineCache();
  queryClient.setQueryData(meQueryKey, null);
}

export const signOutMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: signOut,
    onSuccess: () => forgetSignedInUser(queryClient),
  });

export const useSignOut = () => useMutation(signOutMutation(useQueryClient()));
