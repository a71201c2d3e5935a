import { type AdminUserDetail, adminUserDetail } from '@cardology/contract/admin';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { userDetailKey } from './admin-keys';

/** One account with its requests and its credit ledger. */
const getUserDetail = async (userId: string): Promise<AdminUserDetail> =>
  adminUserDetail.parse(await api.get<unknown>(`/api/admin/users/${encodeURIComponent(userId)}`));

const userDetailQuery = (userId: string) =>
  queryOptions({ queryKey: userDetailKey(userId), queryFn: () => getUserDetail(userId) });

export const useUserDetail = (userId: string) => useQuery(userDetailQuery(userId));
