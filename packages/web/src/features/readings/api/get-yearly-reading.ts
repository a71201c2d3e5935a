import type { YearlyReading } from '@cardology/contract/wire';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { contractText } from '../../../i18n/i18n';
import { api } from '../../../lib/api';
import type { ReadingProfile } from '../../people/reading-profile';
import {
  apiBirthdate,
  isJokerBirthdate,
  keepSamePersonReading,
  readingError,
  retryOnce,
} from '../reading-request';

export interface YearlyReadingInput {
  /** MM/DD/YYYY. */
  birthdate: string;
  /** The year of life read, 0..120. */
  age: number;
}

/**
 * What the yearly page asks for: the person's birthdate at `age`. Null when there is nothing to ask
 * (no birthdate, no age, or the Joker's December 31, which the page explains instead).
 */
export function yearlyReadingInput(
  person: Pick<ReadingProfile, 'birthdate'> | null,
  age: number | null,
): YearlyReadingInput | null {
  if (!person?.birthdate || age === null || isJokerBirthdate(person.birthdate)) return null;
  return { birthdate: apiBirthdate(person.birthdate), age };
}

/** POST /api/card-reading (premium). A failure carries the server's text, else the product's fallback. */
async function getYearlyReading(input: YearlyReadingInput): Promise<YearlyReading | null> {
  try {
    return await api.post<YearlyReading | null>('/api/card-reading', { ...input });
  } catch (error) {
    throw readingError(error, contractText('YEARLY_READING_FAILED'));
  }
}

export const yearlyReadingQuery = (input: YearlyReadingInput) =>
  queryOptions({
    queryKey: ['readings', 'yearly', input],
    queryFn: () => getYearlyReading(input),
    staleTime: 5 * 60_000,
    retry: retryOnce,
  });

/** The reading of one person at one age; idle (nothing requested) while the input is null. */
export const useYearlyReading = (input: YearlyReadingInput | null) =>
  useQuery({
    ...yearlyReadingQuery(input ?? { birthdate: '', age: 0 }),
    enabled: input !== null,
    placeholderData: keepSamePersonReading(input?.birthdate ?? ''),
  });
