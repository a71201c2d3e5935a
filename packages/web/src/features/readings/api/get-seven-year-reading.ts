import type { SevenYearReading } from '@cardology/contract/wire';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { i18n } from '../../../i18n/i18n';
import { api } from '../../../lib/api';
import { todayIso } from '../../../lib/dates';
import { useReaderDate } from '../../../lib/use-reader-date';
import { keepSamePersonReading, type PeriodReadingInput, readingError, retryOnce } from '../reading-request';

/** POST /api/seven-year-spread (premium): the 7-year cycle containing the age, stepped by date_offset years (the UI steps by 7). */
async function getSevenYearReading(input: PeriodReadingInput): Promise<SevenYearReading | null> {
  try {
    return await api.post<SevenYearReading | null>('/api/seven-year-spread', { ...input });
  } catch (error) {
    throw readingError(error, i18n.t('readings.failed.sevenYear'));
  }
}

/** Keyed by the reader's date too: the current period is the one holding their today. */
const sevenYearReadingQuery = (input: PeriodReadingInput, readerDate: string = todayIso()) =>
  queryOptions({
    queryKey: ['readings', 'seven-year', input, readerDate],
    queryFn: () => getSevenYearReading(input),
    staleTime: 5 * 60_000,
    retry: retryOnce,
  });

/** Idle (nothing requested) while the input is null. */
export const useSevenYearReading = (input: PeriodReadingInput | null) =>
  useQuery({
    ...sevenYearReadingQuery(input ?? { birthdate: '' }, useReaderDate()),
    enabled: input !== null,
    placeholderData: keepSamePersonReading(input?.birthdate ?? ''),
  });
