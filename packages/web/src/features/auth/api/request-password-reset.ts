import type { RequestPasswordResetRequest } from '@cardology/contract/password-wire';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** Asks for a reset link by mail; the answer is the same whether or not the address has an account. */
const requestPasswordReset = (input: RequestPasswordResetRequest) =>
  api.post<unknown>('/api/auth/request-password-reset', { ...input });

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });
