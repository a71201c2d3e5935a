import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminCheck } from './check-admin-status';

// The guard renders on every page load, but the check (and the contract's zod schemas it brings) is
// needed only on the admin route: it loads with the first check, keeping the first page's script
// within its budget (docs/decisions/005-page-speed.md).
const checkAdminStatus = async (): Promise<AdminCheck> =>
  (await import('./check-admin-status')).checkAdminStatus();

/** Per user, so one account's answer never stands for the next one in this tab. */
const adminStatusQuery = (userId: string) =>
  queryOptions({ queryKey: ['admin-status', userId], queryFn: checkAdminStatus, staleTime: 0 });

/** Idle (no data) while nobody is signed in: the guard denies a visitor without asking. */
export const useAdminStatus = (userId: string | null) =>
  useQuery({ ...adminStatusQuery(userId ?? ''), enabled: userId !== null });
