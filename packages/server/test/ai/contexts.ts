import { parseBirthdate } from '@cardology/engine/dates';
import { sevenWeekReading } from '@cardology/engine/readings/seven-week';
import { sevenYearReading } from '@cardology/engine/readings/seven-year';
import { weeklyReading } from '@cardology/engine/readings/weekly';
import { yearlyReading } from '@cardology/engine/readings/yearly';
import type { Result } from '@cardology/engine/result';
import type { EngineReading } from '../../src/providers/ai/build-reading-context.js';
import { buildReadingContext } from '../../src/providers/ai/build-reading-context.js';
import type { ReadingContext } from '../../src/providers/ai/reading-context.js';

function unwrap<T>(result: Result<T>): T {
  if (!result.ok) throw new Error(result.error);
  return result.value;
}

const DAY = unwrap(parseBirthdate('2025-06-15'));

/** A reading of each type for a birthdate, computed by the engine exactly as the reading routes do. */
export function engineReading(type: EngineReading['type'], birthdate: string, age = 34): EngineReading {
  const born = unwrap(parseBirthdate(birthdate));
  switch (type) {
    case 'yearly':
      return { type, reading: unwrap(yearlyReading({ birthdate: born, age })), age };
    case 'weekly':
      return { type, reading: unwrap(weeklyReading({ birthdate: born, date: DAY })) };
    case 'seven-weekly':
      return { type, reading: unwrap(sevenWeekReading({ birthdate: born, date: DAY })) };
    case 'seven-yearly':
      return { type, reading: unwrap(sevenYearReading({ birthdate: born, date: DAY, age })) };
  }
}

/** The assistant's context for that reading. */
export function readingContext(
  type: EngineReading['type'],
  birthdate: string,
  personName = 'Ada',
  age = 34,
): ReadingContext {
  return unwrap(buildReadingContext(engineReading(type, birthdate, age), personName));
}

/** Every delta of a stream, in order. */
export async function collect(stream: AsyncIterable<string>): Promise<string[]> {
  const deltas: string[] = [];
  for await (const delta of stream) deltas.push(delta);
  return deltas;
}

/** The error a stream fails with (the test fails if it does not). */
export async function failureOf(stream: AsyncIterable<string>): Promise<unknown> {
  try {
    await collect(stream);
  } catch (error) {
    return error;
  }
  throw new Error('the stream did not fail');
}
