import type { WeeklyReading } from '@cardology/contract/wire';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { i18n } from '../../../i18n/i18n';
import { api } from '../../../lib/api';
import { todayIso } from '../../../lib/dates';
import { useReaderDate } from '../../../lib/use-reader-date';
import { keepSamePersonReading, type PeriodReadingInput, readingError, retryOnce } from '../reading-request';

/** POST /api/weekly-spread (premium): the week of life containing today, stepped by date_offset weeks. */
async function getWeeklyReading(input: PeriodReadingInput): Promise<WeeklyReading | null> {
  try {
    return await api.post<WeeklyReading | null>('/api/weekly-spread', { ...input });
  } catch (error) {
    throw readingError(error, i18n.t('readings.failed.weekly'));
  }
}

/** Keyed by the reader's date too: the current period is the one holding their today. */
const weeklyReadingQuery = (input: PeriodReadingInput, readerDate: string = todayIso()) =>
  queryOptions({
    queryKey: ['readings', 'weekly', input, readerDate],
    queryFn: () => getWeeklyReading(input),
    staleTime: 5 * 60_000,
    retry: retryOnce,
  });

/** Idle (nothing requested) while the input is null. */
export const useWeeklyReading = (input: PeriodReadingInput | null) =>
  useQuery({
    ...weeklyReadingQuery(input ?? { birthdate: '' }, useReaderDate()),
    enabled: input !== null,
    placeholderData: keepSamePersonReading(input?.birthdate ?? ''),
  });
