import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CivilDate } from '../src/dates.js';
import {
  addDays,
  ageOn,
  fromEpochDay,
  parseBirthdate,
  parseIsoDate,
  toEpochDay,
  toIsoDate,
} from '../src/dates.js';
import { DATE_OUT_OF_RANGE } from '../src/input-errors.js';
import { sevenWeekReading } from '../src/readings/seven-week.js';
import { sevenYearReading } from '../src/readings/seven-year.js';
import { weeklyReading } from '../src/readings/weekly.js';
import type { Result } from '../src/result.js';
import { birthdate, isoDate } from './support/inputs.js';
import { isErrorCase, pickExpectedKeys, section } from './support/vectors.js';

interface PeriodVectorInput {
  birthdate: string;
  date: string;
  date_offset: number;
  age?: number;
}

/** Parses the vector's strings as the server would, then reads. */
function read<T>(
  reading: (input: { birthdate: CivilDate; date: CivilDate; dateOffset: number; age?: number }) => Result<T>,
  input: PeriodVectorInput,
): Result<T> {
  const birth = parseBirthdate(input.birthdate);
  if (!birth.ok) return birth;
  const date = parseIsoDate(input.date);
  if (!date.ok) return date;
  return reading({
    birthdate: birth.value,
    date: date.value,
    dateOffset: input.date_offset,
    ...(input.age === undefined ? {} : { age: input.age }),
  });
}

const cases = (name: string) => section<PeriodVectorInput, Record<string, unknown>>(name);
const title = 'birthdate $input.birthdate, date $input.date, offset $input.date_offset';

function check<T extends object>(result: Result<T>, expected: Record<string, unknown>) {
  if (isErrorCase(expected)) {
    expect(result).toEqual({ ok: false, error: expected.error });
  } else {
    if (!result.ok) throw new Error(result.error);
    expect(pickExpectedKeys(result.value, expected)).toEqual(expected);
  }
}

describe('weekly readings (vectors weekly)', () => {
  it.each(cases('weekly'))(title, ({ input, expected }) => check(read(weeklyReading, input), expected));
});

describe('7-week readings (vectors seven_week)', () => {
  it.each(cases('seven_week'))(title, ({ input, expected }) =>
    check(read(sevenWeekReading, input), expected),
  );
});

describe('7-year readings (vectors seven_year)', () => {
  it.each(cases('seven_year'))(`${title}, age $input.age`, ({ input, expected }) =>
    check(read(sevenYearReading, input), expected),
  );
});

describe('weekly and 7-week periods', () => {
  const birth = birthdate('05/17/1990');

  it('refuses a date before the birthdate', () => {
    for (const reading of [weeklyReading, sevenWeekReading]) {
      expect(reading({ birthdate: birth, date: isoDate('1990-05-16') })).toEqual({
        ok: false,
        error: 'Date is before the birthdate',
      });
    }
  });

  it('refuses a period that starts before the birthdate', () => {
    expect(weeklyReading({ birthdate: birth, date: isoDate('1990-05-31'), dateOffset: -3 })).toEqual({
      ok: false,
      error: 'Period starts before the birthdate',
    });
    expect(weeklyReading({ birthdate: birth, date: isoDate('1990-05-31'), dateOffset: -2 }).ok).toBe(true);
  });

  it('refuses a period past 9999-12-31, which an offset can reach from a date within it', () => {
    const late = birthdate('12/01/9999');
    for (const reading of [weeklyReading, sevenWeekReading]) {
      expect(reading({ birthdate: late, date: isoDate('9999-12-31'), dateOffset: 10_000 })).toEqual({
        ok: false,
        error: DATE_OUT_OF_RANGE,
      });
    }
    // Week 3 (from 0) of a life begun on 9999-12-01 ends on 9999-12-28; week 4 would end in 10000.
    const lastWeek = weeklyReading({ birthdate: late, date: isoDate('9999-12-28') });
    expect(lastWeek.ok && lastWeek.value.weekly_dates).toEqual({ start: '9999-12-22', end: '9999-12-28' });
    expect(weeklyReading({ birthdate: late, date: isoDate('9999-12-29') })).toEqual({
      ok: false,
      error: DATE_OUT_OF_RANGE,
    });
  });

  it('refuses a Dec 31 birth and a fractional offset', () => {
    expect(weeklyReading({ birthdate: birthdate('12/31/1985'), date: isoDate('2020-01-01') })).toEqual({
      ok: false,
      error: 'The Joker (December 31) has no place in the spreads',
    });
    expect(sevenWeekReading({ birthdate: birth, date: isoDate('2020-01-01'), dateOffset: 0.5 }).ok).toBe(
      false,
    );
  });

  it('starts week 0 on the birth date and reads it in the Life Spread', () => {
    const result = weeklyReading({ birthdate: birth, date: isoDate('1990-05-23') });
    expect(result.ok && result.value).toMatchObject({
      period_index: 0,
      spread_index: 1,
      weekly_dates: { start: '1990-05-17', end: '1990-05-23' },
      weekly_age: 0,
    });
  });

  it('contains the target date when the offset is 0, and steps whole periods (property)', () => {
    const first = toEpochDay(isoDate('1900-01-01'));
    const last = toEpochDay(isoDate('2100-12-30'));
    fc.assert(
      fc.property(
        fc.integer({ min: first, max: last }),
        fc.integer({ min: 0, max: 45_000 }),
        fc.integer({ min: -3, max: 3 }),
        (bornDay, lived, offset) => {
          const born = fromEpochDay(bornDay);
          if (born.month === 12 && born.day === 31) return; // the Joker: no reading
          const date = addDays(born, lived);
          for (const [reading, length] of [
            [weeklyReading, 7],
            [sevenWeekReading, 49],
          ] as const) {
            const here = reading({ birthdate: born, date });
            if (!here.ok) throw new Error(here.error);
            const dates =
              'weekly_dates' in here.value ? here.value.weekly_dates : here.value.seven_week_dates;
            expect(dates.start <= toIsoDate(date) && toIsoDate(date) <= dates.end).toBe(true);
            expect(toEpochDay(isoDate(dates.end)) - toEpochDay(isoDate(dates.start))).toBe(length - 1);
            const age = 'weekly_age' in here.value ? here.value.weekly_age : here.value.seven_week_age;
            expect(age).toBe(ageOn(born, isoDate(dates.start)));
            const moved = reading({ birthdate: born, date, dateOffset: offset });
            const k = here.value.period_index + offset;
            if (k < 0) {
              expect(moved).toEqual({ ok: false, error: 'Period starts before the birthdate' });
            } else {
              expect(moved.ok && moved.value.period_index).toBe(k);
              expect(moved.ok && moved.value.spread_index).toBe((k + 1) % 90);
            }
          }
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('7-year readings', () => {
  const birth = birthdate('05/17/1990');
  const on = isoDate('2025-08-01'); // age 35

  it('takes the age on the date when none is given', () => {
    const result = sevenYearReading({ birthdate: birth, date: on });
    expect(result.ok && result.value).toMatchObject({
      seven_year_age: 35,
      cycle_index: 5,
      spread_index: 6,
      planetary_year_ruler: 'Mercury',
      seven_year_cycle_ruler: 'Uranus',
      seven_year_dates: { start: '2025-05-17', end: '2032-05-16' },
    });
  });

  it('steps by years with the offset', () => {
    const result = sevenYearReading({ birthdate: birth, date: on, dateOffset: -7 });
    expect(result.ok && result.value.seven_year_age).toBe(28);
    expect(result.ok && result.value.cycle_index).toBe(4);
  });

  it('rejects ages outside 0..120 and periods before birth', () => {
    const ageError = { ok: false, error: 'Age must be an integer from 0 to 120' };
    expect(sevenYearReading({ birthdate: birth, date: on, age: 121 })).toEqual(ageError);
    expect(sevenYearReading({ birthdate: birth, date: on, age: 118, dateOffset: 7 })).toEqual(ageError);
    expect(sevenYearReading({ birthdate: birth, date: on, age: 2.5 })).toEqual(ageError);
    expect(sevenYearReading({ birthdate: birth, date: on, age: 3, dateOffset: -7 })).toEqual({
      ok: false,
      error: 'Period starts before the birthdate',
    });
    expect(sevenYearReading({ birthdate: birth, date: on, age: 120 }).ok).toBe(true);
  });

  it('refuses a cycle that ends past 9999-12-31, and reads the last one that does not', () => {
    const late = birthdate('06/01/9900');
    expect(sevenYearReading({ birthdate: late, date: isoDate('9999-01-01') })).toEqual({
      ok: false,
      error: DATE_OUT_OF_RANGE,
    });
    const last = sevenYearReading({ birthdate: late, date: isoDate('9995-01-01') });
    expect(last.ok && last.value.seven_year_dates).toEqual({ start: '9991-06-01', end: '9998-05-31' });
  });

  it('keeps a Feb 29 birthday on Mar 1 in common years', () => {
    const result = sevenYearReading({ birthdate: birthdate('02/29/1992'), date: on, age: 7 });
    expect(result.ok && result.value.seven_year_dates).toEqual({ start: '1999-03-01', end: '2006-02-28' });
  });
});
