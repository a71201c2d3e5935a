import type { AiPairRequest, AiReadingRequest, AiSpreadRequest } from '@cardology/contract/assistant';
import { personNameError } from '@cardology/contract/people';
import { periodRequest, targetDate, yearlyRequest } from '@cardology/contract/reading-requests';
import { type CivilDate, toIsoDate } from '@cardology/engine/dates';
import type { Db } from '../db/client.js';
import { httpError, issueMessage } from '../http/errors.js';
import { valueOr400 } from '../lib/engine-result.js';
import { today } from '../lib/today.js';
import { buildReadingContext, type EngineReading } from '../providers/ai/build-reading-context.js';
import { buildPairContext, type PairContext } from '../providers/ai/pair-context.js';
import type { AssistantContext, ReadingContext } from '../providers/ai/reading-context.js';
import { computePair } from './pairs.js';
import type { Readings } from './readings.js';

/**
 * The request as stored with its session: trimmed name, and "today" pinned to the day it was asked, so
 * the chat (which rebuilds the context from it, days later perhaps) reads the very same cards.
 */
export function pinnedRequest(request: AiReadingRequest, readerToday: CivilDate): AiReadingRequest {
  return { ...request, date: request.date ?? toIsoDate(readerToday) };
}

/** The first problem of a request field, in the reading routes' words, as a 400. */
function parsedOr400<T>(
  result: { success: true; data: T } | { success: false; error: { issues: { message: string }[] } },
): T {
  if (result.success) return result.data;
  throw httpError(400, issueMessage(result.error.issues[0]?.message));
}

/**
 * The assistant's context for a request, from the reading the server computes with the engine exactly as
 * the reading routes do (same field checks, same readings): the browser never supplies cards. A December 31
 * birthdate (the Joker) is the engine's 400 (docs/decisions/003-joker.md).
 */
function readingContextFor(readings: Readings, request: AiSpreadRequest): ReadingContext {
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

/**
 * The assistant's context for two of the user's profiles side by side: both read from the database as
 * GET /api/pairs reads them (another user's person, or one deleted since, is its 404) and the pair computed
 * by the engine for the pinned day. A Joker side gives a pair with no places and no karma, as on that route.
 */
async function pairContextFor(
  db: Db,
  clock: () => Date,
  userId: string,
  request: AiPairRequest,
): Promise<PairContext> {
  const day = parsedOr400(targetDate.safeParse(request.date)) ?? today(clock);
  const { a, b, pair } = await computePair(db, userId, request, day);
  return buildPairContext(a, b, pair, toIsoDate(day));
}

/** The context of any request the assistant takes: a spread reading, or a pair of the user's own profiles. */
export function assistantContextFor(
  sources: { db: Db; readings: Readings; clock: () => Date },
  userId: string,
  request: AiReadingRequest,
): Promise<AssistantContext> {
  const { db, readings, clock } = sources;
  if (request.spreadType === 'pair') return pairContextFor(db, clock, userId, request);
  return Promise.resolve(readingContextFor(readings, request));
}
