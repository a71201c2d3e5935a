import type { TodaysCard } from '@cardology/contract/wire';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { i18n } from '../../../i18n/i18n';
import { ApiError, api, httpFailureText } from '../../../lib/api';
import { todayIso } from '../../../lib/dates';
import { useReaderDate } from '../../../lib/use-reader-date';
import { retryOnce } from '../reading-request';

/**
 * GET /api/todays-card, failing in the product's words (§8 Today's card): the server's refusal with its
 * status text, a request that never got an answer, or an answer without a card.
 */
async function getTodaysCard(): Promise<TodaysCard> {
  let data: TodaysCard | null;
  try {
    // The reader's date travels in the Reader-Date header (lib/api.ts): the card of their today.
    data = await api.get<TodaysCard | null>('/api/todays-card');
  } catch (error) {
    if (error instanceof ApiError) {
      throw new ApiError(error.status, i18n.t('home.todays.failedWith', { reason: httpFailureText(error) }));
    }
    throw new Error(i18n.t('home.todays.fetchFailed'));
  }
  if (!data || typeof data !== 'object' || typeof data.card !== 'string' || data.card === '') {
    throw new Error(i18n.t('home.todays.badData'));
  }
  return { ...data, life_spread: Array.isArray(data.life_spread) ? data.life_spread : [] };
}

/** Keyed by the reader's date: at their midnight the card of the new day is asked for. */
const todaysCardQuery = (readerDate: string = todayIso()) =>
  queryOptions({
    queryKey: ['todays-card', readerDate],
    queryFn: getTodaysCard,
    staleTime: 10 * 60_000,
    retry: retryOnce,
  });

export const useTodaysCard = () => useQuery(todaysCardQuery(useReaderDate()));
