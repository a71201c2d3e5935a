import type { AdminResetLink } from '@cardology/contract/password-wire';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** A one-time password reset link for a user, for the admin to hand over. */
const issueResetLink = (userId: string) =>
  api.post<AdminResetLink>(`/api/admin/users/${encodeURIComponent(userId)}/reset-link`);

export const useIssueResetLink = () => useMutation({ mutationFn: issueResetLink });
