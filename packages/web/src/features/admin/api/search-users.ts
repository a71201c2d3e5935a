import { type AdminUserPage, adminUserPage } from '@cardology/contract/admin';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { userSearchKey } from './admin-keys';

/** One page of accounts whose e-mail or name contains `q` ('' lists everyone). */
const searchUsers = async (q: string, page: number): Promise<AdminUserPage> => {
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
