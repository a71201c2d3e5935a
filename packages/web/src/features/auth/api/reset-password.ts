import type { ResetPasswordRequest } from '@cardology/contract/password-wire';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { forgetSignedInUser } from './sign-out';

/** Sets a new password with a one-time token from a reset link; every session of the account ends. */
const resetPassword = (input: ResetPasswordRequest) =>
  api.post<unknown>('/api/auth/reset-password', { ...input });

/** A reset ends every session of the account, this browser's too if it was signed in to it. */
export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: resetPassword, onSuccess: () => forgetSignedInUser(queryClient) });
}
