import { describe, expect, it } from 'vitest';
import { monthName, todayIso } from './dates';

describe('todayIso', () => {
  it('is the calendar date where the browser is', () => {
    const now = new Date(2025, 0, 31, 23, 59);
    expect(todayIso(now)).toBe('2025-01-31');
  });
});

describe('monthName', () => {
  it('names months 1–12, short or long, and nothing else', () => {
    expect(monthName(1)).toBe('January');
    expect(monthName(9, { short: true })).toBe('Sep');
    expect(monthName(0)).toBeUndefined();
    expect(monthName(13)).toBeUndefined();
  });
});
