import type { SevenWeekReading } from '@cardology/contract/wire';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { keepSamePersonReading, type PeriodReadingInput, readingError, retryOnce } from '../reading-request';

/** POST /api/seven-week-spread (premium): the 49-day period of life containing today, stepped by date_offset periods. */
export async function getSevenWeekReading(input: PeriodReadingInput): Promise<SevenWeekReading | null> {
  try {
    return await api.post<SevenWeekReading | null>('/api/seven-week-spread', { ...input });
  } catch (error) {
    throw readingError(error, 'Failed to load 7-week spread');
  }
}

export const sevenWeekReadingQuery = (input: PeriodReadingInput) =>
  queryOptions({
    queryKey: ['readings', 'seven-week', input],
    queryFn: () => getSevenWeekReading(input),
    staleTime: 5 * 60_000,
    retry: retryOnce,
  });

/** Idle (nothing requested) while the input is null. */
export const useSevenWeekReading = (input: PeriodReadingInput | null) =>
  useQuery({
    ...sevenWeekReadingQuery(input ?? { birthdate: '' }),
    enabled: input !== null,
    placeholderData: keepSamePersonReading(input?.birthdate ?? ''),
  });
