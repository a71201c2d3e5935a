import type { PairResponse } from '@cardology/contract/in-your-cards';
import type { Language } from '@cardology/contract/languages';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, retryOnce } from '../../../lib/api';
import { todayIso } from '../../../lib/dates';
import { useReaderDate } from '../../../lib/use-reader-date';
import { useAnswerLanguage } from '../../language/use-answer-language';
import { connectionsQueryKey } from '../../people/api/get-connections';

/** Two profiles: ME or a saved person's id each. */
export interface PairRefs {
  a: string;
  b: string;
}

/** Under the people list's key, like the in-your-cards answer: a person removed or a new birthdate refreshes it. */
const pairQueryKey = (
  userId: string,
  { a, b }: PairRefs,
  readerDate: string = todayIso(),
  language: Language | null = 'en',
) => [...connectionsQueryKey(userId), 'pair', a, b, readerDate, language] as const;

/** GET /api/pairs?a=&b=: both people's cards against each other, today. */
const getPair = ({ a, b }: PairRefs) => api.get<PairResponse>(`/api/pairs?${new URLSearchParams({ a, b })}`);

const pairQuery = (
  userId: string,
  refs: PairRefs,
  readerDate: string = todayIso(),
  language: Language | null = 'en',
) =>
  queryOptions({
    // One answer per language, like the in-your-cards answer.
    queryKey: pairQueryKey(userId, refs, readerDate, language),
    queryFn: () => getPair(refs),
    staleTime: 60_000,
    retry: retryOnce,
  });

/** Idle until someone is signed in and two different profiles are chosen (and the languages agree). */
export function usePair(userId: string | null, refs: PairRefs | null) {
  const language = useAnswerLanguage();
  return useQuery({
    ...pairQuery(userId ?? '', refs ?? { a: '', b: '' }, useReaderDate(), language),
    enabled: userId !== null && refs !== null && language !== null,
  });
}
