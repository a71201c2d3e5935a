import { parseBirthdate, toUsDate } from '@cardology/engine/dates';
import { JOKER_ERROR } from '@cardology/engine/readings/errors';
import { ApiError } from '../../lib/api';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * docs/product.md §5: the birthdate sent to the API is MM/DD/YYYY. An ISO date is converted; anything else
 * passes through unchanged with a console warning (the server then answers with its own error).
 */
export function apiBirthdate(birthdate: string): string {
  if (ISO_DATE.test(birthdate)) {
    const parsed = parseBirthdate(birthdate);
    if (parsed.ok) return toUsDate(parsed.value);
  }
  if (!/^\d{1,2}\/\d{1,2}\/\d{4}$/.test(birthdate)) {
    console.warn(`Birthdate '${birthdate}' is not in YYYY-MM-DD form; sending it unchanged.`);
  }
  return birthdate;
}

/** December 31 belongs to the Joker, which has no seat in the 52-card spreads. */
export function isJokerBirthdate(birthdate: string | null | undefined): boolean {
  if (!birthdate) return false;
  const parsed = parseBirthdate(birthdate);
  return parsed.ok && parsed.value.month === 12 && parsed.value.day === 31;
}

/** The server's refusal of a Joker reading, so the page can answer it kindly rather than as a failure. */
export function isJokerError(error: unknown): boolean {
  return error instanceof Error && error.message.includes(JOKER_ERROR);
}

/** The request body of a period reading: age and date_offset only when present (docs/product.md §5). */
export interface PeriodReadingInput {
  /** MM/DD/YYYY. */
  birthdate: string;
  age?: number;
  /** Periods (weekly, 7-week) or years (7-year) from the current one. */
  date_offset?: number;
}

export function periodReadingInput(
  birthdate: string,
  age: number | null | undefined,
  dateOffset: number | null | undefined,
): PeriodReadingInput {
  return {
    birthdate: apiBirthdate(birthdate),
    ...(age === null || age === undefined ? {} : { age }),
    ...(dateOffset === null || dateOffset === undefined ? {} : { date_offset: dateOffset }),
  };
}

/** Turns a failed request into an Error with the server's text, or the product's fallback when it has none. */
export function readingError(error: unknown, fallback: string): Error {
  const message = error instanceof Error && error.message.trim() !== '' ? error.message : fallback;
  return error instanceof ApiError
    ? new ApiError(error.status, message, error.statusText)
    : new Error(message);
}

/** docs/product.md §9's one retry; it lives with the HTTP client so every feature's queries share it. */
export { retryOnce } from '../../lib/api';

/**
 * placeholderData for the reading queries: while the next age or period of the same person loads, the
 * page keeps showing the reading before it (dimmed) instead of skeletons. Another person's reading is
 * never shown in the meantime.
 */
export function keepSamePersonReading(birthdate: string) {
  return <T>(previous: T | undefined, previousQuery?: { queryKey: readonly unknown[] }): T | undefined => {
    const previousInput = previousQuery?.queryKey[2];
    const sameBirthdate =
      previousInput !== null &&
      typeof previousInput === 'object' &&
      (previousInput as { birthdate?: unknown }).birthdate === birthdate;
    return sameBirthdate ? previous : undefined;
  };
}
