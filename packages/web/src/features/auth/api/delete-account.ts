import type { DeleteAccountRequest } from '@cardology/contract/privacy';
import { mutationOptions, type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { forgetSignedInUser } from './sign-out';

/** DELETE /api/me: the password confirms it; the server deletes everything and clears the cookie. */
const deleteAccount = (body: DeleteAccountRequest) => api.delete<null>('/api/me', body);

const deleteAccountMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: deleteAccount,
    onSuccess: () => forgetSignedInUser(queryClient),
  });

export const useDeleteAccount = () => useMutation(deleteAccountMutation(useQueryClient()));
