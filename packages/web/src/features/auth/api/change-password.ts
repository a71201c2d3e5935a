import type { ChangePasswordRequest } from '@cardology/contract/password-wire';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/**
 * better-auth's change-password. The server signs every other session out and renews this one's
 * cookie, so the page stays signed in.
 */
const changePassword = (input: ChangePasswordRequest) =>
  api.post<unknown>('/api/auth/change-password', { ...input });

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
