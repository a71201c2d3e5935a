import { type AdminUserSummary, adminUserSummary } from '@cardology/contract/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { useSession } from '../../auth/use-session';
import { refreshAfterChange } from './admin-keys';

export interface SuspendUserInput {
  userId: string;
  reason: string;
  /** The end as an ISO instant, or null for none. */
  until: string | null;
}

const suspensionPath = (userId: string) => `/api/admin/users/${encodeURIComponent(userId)}/suspension`;

/** Suspends an account: its sessions end everywhere at once; answers the updated summary. */
const suspendUser = async ({ userId, reason, until }: SuspendUserInput): Promise<AdminUserSummary> =>
  adminUserSummary.parse(await api.put<unknown>(suspensionPath(userId), { reason, until }));

/** Lifts an account's suspension; answers the updated summary. */
const liftSuspension = async (userId: string): Promise<AdminUserSummary> =>
  adminUserSummary.parse(await api.delete<unknown>(suspensionPath(userId)));

/** Either way the console reloads, so the badge shows what the server holds. */
export function useSuspendUser() {
  const queryClient = useQueryClient();
  const ownUserId = useSession().user?.id ?? null;
  return useMutation({
    mutationFn: suspendUser,
    onSettled: (_summary, _error, input) => refreshAfterChange(queryClient, input.userId, ownUserId),
  });
}

export function useLiftSuspension() {
  const queryClient = useQueryClient();
  const ownUserId = useSession().user?.id ?? null;
  return useMutation({
    mutationFn: liftSuspension,
    onSettled: (_summary, _error, userId) => refreshAfterChange(queryClient, userId, ownUserId),
  });
}
