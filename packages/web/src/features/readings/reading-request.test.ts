import { JOKER_ERROR } from '@cardology/engine/readings/errors';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api';
import { formatRange } from './format';
import { canStepPeriod, canStepYears, describePeriodOffset } from './period-limits';
import {
  apiBirthdate,
  isJokerBirthdate,
  isJokerError,
  keepSamePersonReading,
  periodReadingInput,
  readingError,
  retryOnce,
} from './reading-request';

const person = (birthdate: string | null, age: number | null) => ({
  id: 'self',
  name: 'Ada',
  birthdate,
  age,
  isSelf: true,
});

describe('reading requests', () => {
  it('sends the birthdate as MM/DD/YYYY, passing other forms through with a warning', () => {
    expect(apiBirthdate('1990-05-17')).toBe('05/17/1990');
    expect(apiBirthdate('05/17/1990')).toBe('05/17/1990');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(apiBirthdate('17.05.1990')).toBe('17.05.1990');
    expect(warn).toHaveBeenCalledOnce();
  });

  it('sends age and date_offset only when present', () => {
    expect(periodReadingInput('1990-05-17', null, undefined)).toEqual({ birthdate: '05/17/1990' });
    expect(periodReadingInput('1990-05-17', 36, 0)).toEqual({
      birthdate: '05/17/1990',
      age: 36,
      date_offset: 0,
    });
    expect(periodReadingInput('1990-05-17', undefined, -7)).toEqual({
      birthdate: '05/17/1990',
      date_offset: -7,
    });
  });

  it('knows the Joker by its birthday and by the server refusal', () => {
    expect(isJokerBirthdate('1990-12-31')).toBe(true);
    expect(isJokerBirthdate('12/31/1990')).toBe(true);
    expect(isJokerBirthdate('1990-12-30')).toBe(false);
    expect(isJokerBirthdate(null)).toBe(false);
    expect(isJokerError(new ApiError(400, JOKER_ERROR))).toBe(true);
    expect(isJokerError(new Error('Age must be an integer from 0 to 120'))).toBe(false);
  });

  it("keeps the server's words and falls back to the product's", () => {
    expect(readingError(new ApiError(400, 'Date is before the birthdate'), 'x').message).toBe(
      'Date is before the birthdate',
    );
    const fallback = readingError(new ApiError(502, ''), 'Failed to load weekly spread');
    expect(fallback).toBeInstanceOf(ApiError);
    expect(fallback.message).toBe('Failed to load weekly spread');
  });

  it('retries once, and never a 4xx answer', () => {
    expect(retryOnce(0, new ApiError(503, 'busy'))).toBe(true);
    expect(retryOnce(1, new ApiError(503, 'busy'))).toBe(false);
    expect(retryOnce(0, new TypeError('Failed to fetch'))).toBe(true);
    expect(retryOnce(0, new ApiError(400, JOKER_ERROR))).toBe(false);
  });
});

describe('period limits and labels', () => {
  const now = Date.UTC(2026, 10, 22);

  it('stops the weekly and 7-week steppers before the first period of life', () => {
    const born = person('2026-11-08', 0); // 14 days lived: week 2
    expect(canStepPeriod(born, 0, -1, 7, now)).toBe(true);
    expect(canStepPeriod(born, -2, -1, 7, now)).toBe(false);
    expect(canStepPeriod(born, -2, 1, 7, now)).toBe(true);
    expect(canStepPeriod(born, 0, -1, 49, now)).toBe(false);
  });

  it('keeps the 7-year stepper within ages 0 to 120', () => {
    expect(canStepYears(person('1990-05-17', 36), 0, -1)).toBe(true);
    expect(canStepYears(person('2021-01-02', 5), 0, -1)).toBe(false);
    expect(canStepYears(person('1912-01-02', 114), 0, 1)).toBe(false);
    expect(canStepYears(person('1912-01-02', 114), -7, 1)).toBe(true);
  });

  it('names the offset in words', () => {
    const week = (n: number) => describePeriodOffset(n, 'week', 'This week', 'Next week', 'Last week');
    expect([week(0), week(1), week(-1), week(3), week(-2)]).toEqual([
      'This week',
      'Next week',
      'Last week',
      '3 weeks ahead',
      '2 weeks ago',
    ]);
  });

  it('formats a date range, or says what is missing', () => {
    expect(formatRange({ start: '2026-11-19', end: '2026-11-25' })).toBe('Nov 19, 2026 – Nov 25, 2026');
    expect(formatRange(undefined)).toBe('No date range available');
    expect(formatRange({ start: '', end: '' })).toBe('No date range available');
    expect(formatRange({ end: '2026-11-25' })).toBe('Incomplete date range');
  });
});

describe('keepSamePersonReading', () => {
  const reading = { sun: 'Q♥' };
  const queryFor = (input: unknown) => ({ queryKey: ['readings', 'weekly', input] });

  it('keeps the previous reading while another period of the same person loads', () => {
    const keep = keepSamePersonReading('05/17/1990');
    expect(keep(reading, queryFor({ birthdate: '05/17/1990', date_offset: 0 }))).toBe(reading);
  });

  it("never shows another person's reading in the meantime", () => {
    const keep = keepSamePersonReading('05/17/1990');
    expect(keep(reading, queryFor({ birthdate: '12/10/1815', date_offset: 1 }))).toBeUndefined();
  });

  it('has nothing to keep before a first reading or for a key without input', () => {
    const keep = keepSamePersonReading('05/17/1990');
    expect(keep(undefined, undefined)).toBeUndefined();
    expect(keep(reading, queryFor(null))).toBeUndefined();
  });
});
