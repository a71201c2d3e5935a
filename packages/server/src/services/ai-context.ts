import type { AiReadingRequest } from '@cardology/contract/assistant';
import { toIsoDate } from '@cardology/engine/dates';
import { httpError } from '../http/errors.js';
import { valueOr400 } from '../lib/engine-result.js';
import { personNameError } from '../lib/person-name.js';
import { today } from '../lib/today.js';
import { buildReadingContext, type EngineReading } from '../providers/ai/build-reading-context.js';
import type { ReadingContext } from '../providers/ai/reading-context.js';
import { periodRequest, yearlyRequest } from '../routes/schemas/requests.js';
import type { Readings } from './readings.js';

/**
 * The request as stored with its session: trimmed name, and "today" pinned to the day it was asked, so
 * the chat (which rebuilds the context from it, days later perhaps) reads the very same cards.
 */
export function pinnedRequest(request: AiReadingRequest, clock: () => Date): AiReadingRequest {
  return { ...request, date: request.date ?? toIsoDate(today(clock)) };
}

/** The first problem of a request field, in the reading routes' words, as a 400. */
function parsedOr400<T>(
  result: { success: true; data: T } | { success: false; error: { issues: { message: string }[] } },
): T {
  if (result.success) return result.data;
  throw httpError(400, result.error.issues[0]?.message ?? 'Invalid request.');
}

/**
 * The assistant's context for a request, from the reading the server computes with the engine exactly as
 * the reading routes do (same field checks, same readings): the browser never supplies cards. A December 31
 * birthdate (the Joker) is the engine's 400 (docs/decisions/003-joker.md).
 */
export function readingContextFor(readings: Readings, request: AiReadingRequest): ReadingContext {
  const nameError = personNameError(request.person.name);
  if (nameError) throw httpError(400, nameError);
  const fields = {
    birthdate: request.person.birthdate,
    age: request.age,
    date_offset: request.date_offset,
    date: request.date,
  };
  let reading: EngineReading;
  if (request.spreadType === 'yearly') {
    const input = parsedOr400(yearlyRequest.safeParse(fields));
    reading = { type: 'yearly', reading: readings.yearly(input), age: input.age };
  } else {
    const input = parsedOr400(periodRequest.safeParse(fields));
    if (request.spreadType === 'weekly') reading = { type: 'weekly', reading: readings.weekly(input) };
    else if (request.spreadType === 'seven-weekly')
      reading = { type: 'seven-weekly', reading: readings.sevenWeek(input) };
    else reading = { type: 'seven-yearly', reading: readings.sevenYear(input) };
  }
  return valueOr400(buildReadingContext(reading, request.person.name));
}
