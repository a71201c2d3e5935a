import { type PendingCreditRequest, pendingCreditRequestList } from '@cardology/contract/admin';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { pendingRequestsKey } from './admin-keys';

/** Pending credit requests with each requester's profile, oldest first. */
const getPendingRequests = async (): Promise<PendingCreditRequest[]> =>
  pendingCreditRequestList.parse(await api.get<unknown>('/api/admin/credit-requests'));

const pendingRequestsQuery = () =>
  queryOptions({ queryKey: pendingRequestsKey, queryFn: getPendingRequests });

export const usePendingRequests = () => useQuery(pendingRequestsQuery());
