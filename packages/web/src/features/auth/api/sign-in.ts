import { mutationOptions, type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { meQuery } from './get-me';

export interface SignInInput {
  email: string;
  password: string;
}

export const signIn = (input: SignInInput) => api.post<unknown>('/api/auth/sign-in/email', { ...input });

/** Resolves once the new session's user is in the cache, so guards see them at once. */
export const signInMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: signIn,
    onSuccess: () => queryClient.fetchQuery({ ...meQuery(), staleTime: 0 }),
  });

export const useSignIn = () => useMutation(signInMutation(useQueryClient()));
