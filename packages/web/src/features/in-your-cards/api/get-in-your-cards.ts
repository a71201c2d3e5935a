import type { InYourCardsResponse } from '@cardology/contract/in-your-cards';
import type { Language } from '@cardology/contract/languages';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, retryOnce } from '../../../lib/api';
import { todayIso } from '../../../lib/dates';
import { useReaderDate } from '../../../lib/use-reader-date';
import { useAnswerLanguage } from '../../language/use-answer-language';
import { connectionsQueryKey } from '../../people/api/get-connections';

/**
 * Under the people list's key: adding or removing a person, or saving the profile (the user's birthdate),
 * invalidates the list and with it (by prefix) this answer (refreshPeopleAnswers), so the home page never
 * shows someone already removed or the cards of a birthdate no longer the user's.
 */
const inYourCardsQueryKey = (
  userId: string,
  readerDate: string = todayIso(),
  language: Language | null = 'en',
) => [...connectionsQueryKey(userId), 'in-your-cards', readerDate, language] as const;

/** GET /api/in-your-cards for the reader's today (the Reader-Date header): the user set against each saved person. */
const getInYourCards = () => api.get<InYourCardsResponse>('/api/in-your-cards');

const inYourCardsQuery = (
  userId: string,
  readerDate: string = todayIso(),
  language: Language | null = 'en',
) =>
  queryOptions({
    // The places' labels and meanings and the cards' names come in the answer's language: one answer each.
    queryKey: inYourCardsQueryKey(userId, readerDate, language),
    queryFn: getInYourCards,
    // The home page and the three reading pages share one answer while moving between them.
    staleTime: 60_000,
    retry: retryOnce,
  });

/** Idle while nobody is signed in, or while the server would answer in another language than the screen's. */
export function useInYourCards(userId: string | null) {
  const language = useAnswerLanguage();
  return useQuery({
    ...inYourCardsQuery(userId ?? '', useReaderDate(), language),
    enabled: userId !== null && language !== null,
  });
}
