import { mutationOptions, type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { meQuery } from './get-me';

interface SignUpInput {
  name: string;
  email: string;
  password: string;
}

/** better-auth's answer: `token` is null when nobody was signed in (the server mails a link instead). */
export interface SignUpResult {
  token?: string | null;
}

/**
 * Creates the account. Without mail the server signs the new user in with the same response; with mail it
 * signs nobody in and mails a link to confirm the address (or, for a taken one, a note to its owner), and
 * answers both alike (docs/decisions/032-throttling-and-mail.md).
 */
const signUp = (input: SignUpInput) => api.post<SignUpResult>('/api/auth/sign-up/email', { ...input });

/** Whether the sign-up left the browser signed out until the mailed link is opened. */
export const awaitsConfirmation = (result: unknown): boolean =>
  typeof result === 'object' && result !== null && (result as SignUpResult).token === null;

const signUpMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: signUp,
    onSuccess: async (result) => {
      if (!awaitsConfirmation(result)) await queryClient.fetchQuery({ ...meQuery(), staleTime: 0 });
    },
  });

export const useSignUp = () => useMutation(signUpMutation(useQueryClient()));
