import type { QueryClient } from '@tanstack/react-query';
import { meQueryKey } from '../../auth/api/get-me';

/** Every admin query lives under this key, so one change can refresh the whole console. */
const ADMIN_KEY = ['admin'] as const;
export const pendingRequestsKey = [...ADMIN_KEY, 'pending-requests'] as const;
export const userSearchKey = (q: string, page: number) => [...ADMIN_KEY, 'users', q, page] as const;
export const userDetailKey = (userId: string) => [...ADMIN_KEY, 'user', userId] as const;

/**
 * After a change to one user's account: reload the console's lists and, when the admin changed their
 * own account, the header's credit count and badges (the me query).
 */
export function refreshAfterChange(
  queryClient: QueryClient,
  changedUserId: string,
  ownUserId: string | null,
) {
  void queryClient.invalidateQueries({ queryKey: ADMIN_KEY });
  if (changedUserId === ownUserId) void queryClient.invalidateQueries({ queryKey: meQueryKey });
}
