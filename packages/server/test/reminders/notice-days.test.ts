// Which days have a notice (decision 050): the engine's dates, checked on the edges a calendar sum would miss.
import { addDays, type CivilDate, parseIsoDate, toIsoDate } from '@cardology/engine/dates';
import { describe, expect, it } from 'vitest';
import {
  aPeriodBeginsOn,
  firstName,
  peopleWithNewYearTomorrow,
  periodBeginningOn,
} from '../../src/services/reminders/notice-days.js';

const day = (iso: string): CivilDate => {
  const parsed = parseIsoDate(iso);
  if (!parsed.ok) throw new Error(iso);
  return parsed.value;
};

/** The days of `year` (from 1 January) on which `test` holds. */
function daysOf(year: number, test: (date: CivilDate) => boolean): string[] {
  const found: string[] = [];
  for (let date = day(`${year}-01-01`); date.year === year; date = addDays(date, 1)) {
    if (test(date)) found.push(toIsoDate(date));
  }
  return found;
}

describe('a saved person’s birthday eve', () => {
  const leapling = [{ name: 'Leap Day', birthdate: '2000-02-29' }];

  it('is the day before the birthday, once a year', () => {
    const olive = [{ name: 'Olive Green', birthdate: '1985-07-02' }];
    expect(daysOf(2026, (date) => peopleWithNewYearTomorrow(olive, date).length > 0)).toEqual(['2026-07-01']);
  });

  it('is 28 February for 29 February, in a common year (new year on 1 March) and in a leap year', () => {
    expect(daysOf(2027, (date) => peopleWithNewYearTomorrow(leapling, date).length > 0)).toEqual([
      '2027-02-28',
    ]);
    expect(daysOf(2028, (date) => peopleWithNewYearTomorrow(leapling, date).length > 0)).toEqual([
      '2028-02-28',
    ]);
  });

  it('never comes for a person whose birthdate is still ahead', () => {
    const unborn = [{ name: 'Later', birthdate: '2027-03-10' }];
    expect(daysOf(2026, (date) => peopleWithNewYearTomorrow(unborn, date).length > 0)).toEqual([]);
  });
});

describe('a planetary period’s first day', () => {
  it('is seven days a birthday year, the quick check agreeing with the yearly reading every day', () => {
    for (const birthdate of ['1990-05-10', '1988-02-29', '1975-12-30']) {
      const birth = day(birthdate);
      const starts = daysOf(2026, (date) => periodBeginningOn(birth, date) !== null);
      expect(daysOf(2026, (date) => aPeriodBeginsOn(birth, date))).toEqual(starts);
      expect(starts.length).toBeGreaterThanOrEqual(7);
    }
    expect(periodBeginningOn(day('1990-05-10'), day('2026-07-01'))).toMatchObject({
      planet: 'Venus',
      card: '3♠',
    });
  });

  it('never comes for the Joker (31 December), which has no yearly spread', () => {
    expect(daysOf(2026, (date) => aPeriodBeginsOn(day('1990-12-31'), date))).toEqual([]);
  });
});

describe('a first name', () => {
  it('is the saved name’s first word', () => {
    expect(firstName('  Olive  Green ')).toBe('Olive');
    expect(firstName('Анна Каренина')).toBe('Анна');
  });
});
