import { describe, expect, it } from 'vitest';
import { READING_FIELDS, type ReadingKind, readingParts } from '../src/readings/parts.js';
import { sevenWeekReading } from '../src/readings/seven-week.js';
import { sevenYearReading } from '../src/readings/seven-year.js';
import { weeklyReading } from '../src/readings/weekly.js';
import { yearlyReading } from '../src/readings/yearly.js';
import type { Result } from '../src/result.js';
import { isoDate } from './support/inputs.js';

const birthdate = isoDate('1990-03-05');
const period = { birthdate, date: isoDate('2026-11-29'), dateOffset: 0 };

function readOk<T>(result: Result<T>): T {
  if (!result.ok) throw new Error(result.error);
  return result.value;
}

const readings: Record<ReadingKind, Record<string, unknown>> = {
  yearly: { ...readOk(yearlyReading({ birthdate, age: 36 })) },
  weekly: { ...readOk(weeklyReading(period)) },
  'seven-week': { ...readOk(sevenWeekReading(period)) },
  'seven-year': { ...readOk(sevenYearReading({ ...period, age: 36 })) },
};

describe('the parts every reading has', () => {
  it.each(Object.keys(READING_FIELDS) as ReadingKind[])('names only fields a %s reading has', (kind) => {
    const reading = readings[kind];
    for (const field of Object.values(READING_FIELDS[kind])) expect(reading).toHaveProperty(field);
  });

  it.each(Object.keys(READING_FIELDS) as ReadingKind[])('unpacks a %s reading into its own cards', (kind) => {
    const parts = readingParts(kind, readings[kind] as never) as Record<string, unknown>;
    expect(parts.spread).toHaveLength(13);
    expect(parts.descriptions).toHaveLength(13);
    expect(parts.vertical).toHaveLength(7);
    expect(parts.verticalDescriptions).toHaveLength(7);
    expect(parts.displacing).toBe(readings[kind][READING_FIELDS[kind].displacing]);
    expect(parts.environment).not.toBe(parts.displacing);
  });
});
