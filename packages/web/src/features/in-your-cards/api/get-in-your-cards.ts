import type { InYourCardsResponse } from '@cardology/contract/in-your-cards';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, retryOnce } from '../../../lib/api';
import { todayIso } from '../../../lib/dates';
import { useReaderDate } from '../../../lib/use-reader-date';
import { connectionsQueryKey } from '../../people/api/get-connections';

/**
 * Under the people list's key: adding or removing a person, or saving the profile (the user's birthdate),
 * invalidates the list and with it (by prefix) this answer (refreshPeopleAnswers), so the home page never
 * shows someone already removed or the cards of a birthdate no longer the user's.
 */
export const inYourCardsQueryKey = (userId: string, readerDate: string = todayIso()) =>
  [...connectionsQueryKey(userId), 'in-your-cards', readerDate] as const;

/** GET /api/in-your-cards for the reader's today (the Reader-Date header): the user set against each saved person. */
export const getInYourCards = () => api.get<InYourCardsResponse>('/api/in-your-cards');

export const inYourCardsQuery = (userId: string, readerDate: string = todayIso()) =>
  queryOptions({
    queryKey: inYourCardsQueryKey(userId, readerDate),
    queryFn: getInYourCards,
    // The home page and the three reading pages share one answer while moving between them.
    staleTime: 60_000,
    retry: retryOnce,
  });

/** Idle while nobody is signed in. */
export const useInYourCards = (userId: string | null) =>
  useQuery({ ...inYourCardsQuery(userId ?? '', useReaderDate()), enabled: userId !== null });
