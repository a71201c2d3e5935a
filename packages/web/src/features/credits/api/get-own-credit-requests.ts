import { type OwnCreditRequest, ownCreditRequestList } from '@cardology/contract/credits';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** Per user, so one account's requests never show for the next one in this tab. */
export const ownCreditRequestsKey = (userId: string) => ['credit-requests', userId] as const;

/** The signed-in user's own requests and their outcome, newest first. */
const getOwnCreditRequests = async (): Promise<OwnCreditRequest[]> =>
  ownCreditRequestList.parse(await api.get<unknown>('/api/credit-requests'));

const ownCreditRequestsQuery = (userId: string) =>
  queryOptions({ queryKey: ownCreditRequestsKey(userId), queryFn: getOwnCreditRequests });

/** Idle while nobody is signed in. */
export const useOwnCreditRequests = (userId: string | null) =>
  useQuery({ ...ownCreditRequestsQuery(userId ?? ''), enabled: userId !== null });
