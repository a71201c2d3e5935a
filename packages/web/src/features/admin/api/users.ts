import {
  type AdminUserDetail,
  type AdminUserPage,
  type AdminUserSummary,
  adminUserDetail,
  adminUserPage,
  adminUserSummary,
} from '@cardology/contract/admin';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { useSession } from '../../auth/use-session';
import { refreshAfterChange, userDetailKey, userSearchKey } from './admin-keys';

/** One page of accounts whose e-mail or name contains `q` ('' lists everyone). */
export const searchUsers = async (q: string, page: number): Promise<AdminUserPage> => {
  const query = new URLSearchParams({ q, page: String(page) });
  return adminUserPage.parse(await api.get<unknown>(`/api/admin/users?${query}`));
};

export const userSearchQuery = (q: string, page: number) =>
  queryOptions({
    queryKey: userSearchKey(q, page),
    queryFn: () => searchUsers(q, page),
    // Paging keeps the previous page on screen until the next one arrives.
    placeholderData: keepPreviousData,
  });

export const useUserSearch = (q: string, page: number) => useQuery(userSearchQuery(q, page));

/** One account with its requests and its credit ledger. */
export const getUserDetail = async (userId: string): Promise<AdminUserDetail> =>
  adminUserDetail.parse(await api.get<unknown>(`/api/admin/users/${encodeURIComponent(userId)}`));

export const useUserDetail = (userId: string | null) =>
  useQuery({
    queryKey: userDetailKey(userId ?? ''),
    queryFn: () => getUserDetail(userId ?? ''),
    enabled: userId !== null,
  });

export type UserFlag = 'premium' | 'admin';

export interface SetUserFlagInput {
  userId: string;
  flag: UserFlag;
  on: boolean;
}

/** Switches premium or admin on or off; answers the updated summary. */
export const setUserFlag = async ({ userId, flag, on }: SetUserFlagInput): Promise<AdminUserSummary> =>
  adminUserSummary.parse(
    await api.put<unknown>(
      `/api/admin/users/${encodeURIComponent(userId)}/${flag}`,
      flag === 'premium' ? { is_premium: on } : { is_admin: on },
    ),
  );

export function useSetUserFlag() {
  const queryClient = useQueryClient();
  const ownUserId = useSession().user?.id ?? null;
  return useMutation({
    mutationFn: setUserFlag,
    onSettled: (_summary, _error, input) => refreshAfterChange(queryClient, input.userId, ownUserId),
  });
}
