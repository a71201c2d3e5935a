import type { SevenWeekReading, SevenYearReading, WeeklyReading } from '@cardology/contract/wire';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { i18n } from '../../../i18n/i18n';
import { api } from '../../../lib/api';
import { todayIso } from '../../../lib/dates';
import { useReaderDate } from '../../../lib/use-reader-date';
import { keepSamePersonReading, type PeriodReadingInput, readingError, retryOnce } from '../reading-request';

/** The three period readings' answers, by the names of their pages and query keys. */
export interface PeriodReadings {
  weekly: WeeklyReading;
  'seven-week': SevenWeekReading;
  'seven-year': SevenYearReading;
}
export type PeriodReadingKind = keyof PeriodReadings;

/**
 * Each reading's route (premium) and the words of its failure. The route answers the period holding the reader's
 * today, stepped by date_offset periods: weeks, 49-day periods, or years for the 7-year cycle (the UI steps by 7).
 */
const PERIOD_ROUTES = {
  weekly: { path: '/api/weekly-spread', failed: 'readings.failed.weekly' },
  'seven-week': { path: '/api/seven-week-spread', failed: 'readings.failed.sevenWeek' },
  'seven-year': { path: '/api/seven-year-spread', failed: 'readings.failed.sevenYear' },
} as const;

async function getPeriodReading<K extends PeriodReadingKind>(
  kind: K,
  input: PeriodReadingInput,
): Promise<PeriodReadings[K] | null> {
  const { path, failed } = PERIOD_ROUTES[kind];
  try {
    return await api.post<PeriodReadings[K] | null>(path, { ...input });
  } catch (error) {
    throw readingError(error, i18n.t(failed));
  }
}

/** Keyed by the reader's date too: the current period is the one holding their today. */
export const periodReadingQuery = <K extends PeriodReadingKind>(
  kind: K,
  input: PeriodReadingInput,
  readerDate: string = todayIso(),
) =>
  queryOptions({
    queryKey: ['readings', kind, input, readerDate],
    queryFn: () => getPeriodReading(kind, input),
    staleTime: 5 * 60_000,
    retry: retryOnce,
  });

/** Idle (nothing requested) while the input is null. */
export const usePeriodReadingQuery = <K extends PeriodReadingKind>(
  kind: K,
  input: PeriodReadingInput | null,
) =>
  useQuery({
    ...periodReadingQuery(kind, input ?? { birthdate: '' }, useReaderDate()),
    enabled: input !== null,
    placeholderData: keepSamePersonReading(input?.birthdate ?? ''),
  });
