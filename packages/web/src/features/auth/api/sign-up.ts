import { mutationOptions, type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { meQuery } from './get-me';

export interface SignUpInput {
  name: string;
  email: string;
  password: string;
}

/** Creates the account; the server signs the new user in with the same response. */
export const signUp = (input: SignUpInput) => api.post<unknown>('/api/auth/sign-up/email', { ...input });

export const signUpMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: signUp,
    onSuccess: () => queryClient.fetchQuery({ ...meQuery(), staleTime: 0 }),
  });

export const useSignUp = () => useMutation(signUpMutation(useQueryClient()));
