import type { Me } from '@cardology/contract/profile';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** The signed-in user as GET /api/me returns it: the contract's response schema, inferred. */
export type { Me };

export const meQueryKey = ['me'] as const;

/** The current user, or null when nobody is signed in (the server answers 200 null, not an error). */
const getMe = () => api.get<Me | null>('/api/me');

export const meQuery = () => queryOptions({ queryKey: meQueryKey, queryFn: getMe, staleTime: 60_000 });

export const useMe = () => useQuery(meQuery());
