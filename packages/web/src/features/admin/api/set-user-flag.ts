import { type AdminUserSummary, adminUserSummary } from '@cardology/contract/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { useSession } from '../../auth/use-session';
import { refreshAfterChange } from './admin-keys';

export type UserFlag = 'premium' | 'admin';

interface SetUserFlagInput {
  userId: string;
  flag: UserFlag;
  on: boolean;
}

/** Switches premium or admin on or off; answers the updated summary. */
const setUserFlag = async ({ userId, flag, on }: SetUserFlagInput): Promise<AdminUserSummary> =>
  adminUserSummary.parse(
    await api.put<unknown>(
      `/api/admin/users/${encodeURIComponent(userId)}/${flag}`,
      flag === 'premium' ? { is_premium: on } : { is_admin: on },
    ),
  );

/** Either way the console reloads: after a failure the switch shows what the server holds. */
export function useSetUserFlag() {
  const queryClient = useQueryClient();
  const ownUserId = useSession().user?.id ?? null;
  return useMutation({
    mutationFn: setUserFlag,
    onSettled: (_summary, _error, input) => refreshAfterChange(queryClient, input.userId, ownUserId),
  });
}
