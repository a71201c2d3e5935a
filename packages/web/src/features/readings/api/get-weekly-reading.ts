import type { WeeklyReading } from '@cardology/contract/wire';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { keepSamePersonReading, type PeriodReadingInput, readingError, retryOnce } from '../reading-request';

/** POST /api/weekly-spread (premium): the week of life containing today, stepped by date_offset weeks. */
export async function getWeeklyReading(input: PeriodReadingInput): Promise<WeeklyReading | null> {
  try {
    return await api.post<WeeklyReading | null>('/api/weekly-spread', { ...input });
  } catch (error) {
    throw readingError(error, 'Failed to load weekly spread');
  }
}

export const weeklyReadingQuery = (input: PeriodReadingInput) =>
  queryOptions({
    queryKey: ['readings', 'weekly', input],
    queryFn: () => getWeeklyReading(input),
    staleTime: 5 * 60_000,
    retry: retryOnce,
  });

/** Idle (nothing requested) while the input is null. */
export const useWeeklyReading = (input: PeriodReadingInput | null) =>
  useQuery({
    ...weeklyReadingQuery(input ?? { birthdate: '' }),
    enabled: input !== null,
    placeholderData: keepSamePersonReading(input?.birthdate ?? ''),
  });
