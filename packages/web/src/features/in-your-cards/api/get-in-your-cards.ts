import type { InYourCardsResponse } from '@cardology/contract/in-your-cards';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, retryOnce } from '../../../lib/api';
import { connectionsQueryKey } from '../../people/api/get-connections';

/**
 * Under the people list's key: adding or removing a person, or saving the profile (the user's birthdate),
 * invalidates the list and with it (by prefix) this answer (refreshPeopleAnswers), so the home page never
 * shows someone already removed or the cards of a birthdate no longer the user's.
 */
export const inYourCardsQueryKey = (userId: string) =>
  [...connectionsQueryKey(userId), 'in-your-cards'] as const;

/** GET /api/in-your-cards for today (the server's UTC day): the user set against each saved person. */
export const getInYourCards = () => api.get<InYourCardsResponse>('/api/in-your-cards');

export const inYourCardsQuery = (userId: string) =>
  queryOptions({
    queryKey: inYourCardsQueryKey(userId),
    queryFn: getInYourCards,
    // The home page and the three reading pages share one answer while moving between them.
    staleTime: 60_000,
    retry: retryOnce,
  });

/** Idle while nobody is signed in. */
export const useInYourCards = (userId: string | null) =>
  useQuery({ ...inYourCardsQuery(userId ?? ''), enabled: userId !== null });
