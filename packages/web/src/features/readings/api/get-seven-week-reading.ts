import type { SevenWeekReading } from '@cardology/contract/wire';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { i18n } from '../../../i18n/i18n';
import { api } from '../../../lib/api';
import { todayIso } from '../../../lib/dates';
import { useReaderDate } from '../../../lib/use-reader-date';
import { keepSamePersonReading, type PeriodReadingInput, readingError, retryOnce } from '../reading-request';

/** POST /api/seven-week-spread (premium): the 49-day period of life containing today, stepped by date_offset periods. */
async function getSevenWeekReading(input: PeriodReadingInput): Promise<SevenWeekReading | null> {
  try {
    return await api.post<SevenWeekReading | null>('/api/seven-week-spread', { ...input });
  } catch (error) {
    throw readingError(error, i18n.t('readings.failed.sevenWeek'));
  }
}

/** Keyed by the reader's date too: the current period is the one holding their today. */
const sevenWeekReadingQuery = (input: PeriodReadingInput, readerDate: string = todayIso()) =>
  queryOptions({
    queryKey: ['readings', 'seven-week', input, readerDate],
    queryFn: () => getSevenWeekReading(input),
    staleTime: 5 * 60_000,
    retry: retryOnce,
  });

/** Idle (nothing requested) while the input is null. */
export const useSevenWeekReading = (input: PeriodReadingInput | null) =>
  useQuery({
    ...sevenWeekReadingQuery(input ?? { birthdate: '' }, useReaderDate()),
    enabled: input !== null,
    placeholderData: keepSamePersonReading(input?.birthdate ?? ''),
  });
