import {
  ADMIN_CHECK_FAILED,
  ADMIN_CHECK_UNEXPECTED,
  adminCheckException,
  adminStatus,
} from '@cardology/contract/admin';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, api, errorMessage } from '../../../lib/api';

/** The admin check's answer (docs/product.md §4 "Admin check"): every failure denies access. */
export type AdminCheck =
  | { status: 'admin' }
  | { status: 'not-admin' }
  | { status: 'failed'; message: string };

/**
 * Asks the server whether the session's user is an admin. Never throws: a non-2xx answer, a body that
 * is not `{ isAdmin: boolean }` and anything thrown each become a failure with the product's words.
 */
export async function checkAdminStatus(): Promise<AdminCheck> {
  let body: unknown;
  try {
    body = await api.get<unknown>('/api/admin/status');
  } catch (error) {
    if (error instanceof ApiError) return { status: 'failed', message: ADMIN_CHECK_FAILED };
    return { status: 'failed', message: adminCheckException(errorMessage(error, 'Unknown error')) };
  }
  const parsed = adminStatus.safeParse(body);
  if (!parsed.success) return { status: 'failed', message: ADMIN_CHECK_UNEXPECTED };
  return { status: parsed.data.isAdmin ? 'admin' : 'not-admin' };
}

/** Per user, so one account's answer never stands for the next one in this tab. */
export const adminStatusQuery = (userId: string) =>
  queryOptions({ queryKey: ['admin-status', userId], queryFn: checkAdminStatus, staleTime: 0 });

/** Idle (no data) while nobody is signed in: the guard denies a visitor without asking. */
export const useAdminStatus = (userId: string | null) =>
  useQuery({ ...adminStatusQuery(userId ?? ''), enabled: userId !== null });
