import { mutationOptions, type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { meQuery } from './get-me';

interface SignInInput {
  email: string;
  password: string;
}

const signIn = (input: SignInInput) => api.post<unknown>('/api/auth/sign-in/email', { ...input });

/** Resolves once the new session's user is in the cache, so guards see them at once. */
const signInMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: signIn,
    onSuccess: () => queryClient.fetchQuery({ ...meQuery(), staleTime: 0 }),
  });

export const useSignIn = () => useMutation(signInMutation(useQueryClient()));
