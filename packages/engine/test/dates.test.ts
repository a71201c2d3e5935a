import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CivilDate } from '../src/dates.js';
import {
  addDays,
  ageOn,
  birthdateProblem,
  birthdayEpochDay,
  birthdayInYear,
  civilDate,
  compareDates,
  daysBetween,
  daysInMonth,
  FIRST_COMPUTABLE_DAY,
  fromEpochDay,
  isComputableDate,
  isComputableSpan,
  isLeapYear,
  isoDateOfUtc,
  LAST_COMPUTABLE_DAY,
  parseBirthdate,
  parseIsoDate,
  parseProfileBirthdate,
  profileAgeMismatch,
  toEpochDay,
  toIsoDate,
  toUsDate,
} from '../src/dates.js';
import { DATE_OUT_OF_RANGE, INVALID_BIRTHDATE } from '../src/input-errors.js';
import { isoDateOfDay } from '../src/iso-dates.js';
import type { ErrorExpected } from './support/vectors.js';
import { isErrorCase, section } from './support/vectors.js';

function iso(text: string): CivilDate {
  const parsed = parseIsoDate(text);
  if (!parsed.ok) throw new Error(`bad test date ${text}`);
  return parsed.value;
}

describe('age (vectors age)', () => {
  it.each(section<{ birthdate: string; today: string }, { age: number } | ErrorExpected>('age'))(
    'birthdate $input.birthdate on $input.today',
    ({ input, expected }) => {
      const birth = parseBirthdate(input.birthdate);
      if (isErrorCase(expected)) {
        expect(birth).toEqual({ ok: false, error: expected.error });
        return;
      }
      expect(birth.ok).toBe(true);
      if (birth.ok) expect(ageOn(birth.value, iso(input.today))).toBe(expected.age);
    },
  );
});

describe('parseBirthdate', () => {
  it.each([
    ['05/17/1990', '1990-05-17'],
    ['5/7/1990', '1990-05-07'],
    ['1/5/2001', '2001-01-05'],
    ['1990-05-17', '1990-05-17'],
    ['02/29/2000', '2000-02-29'],
    [' 05/17/1990 ', '1990-05-17'],
  ])('accepts %j', (text, expected) => {
    const parsed = parseBirthdate(text);
    expect(parsed.ok && toIsoDate(parsed.value)).toBe(expected);
  });

  it.each([
    '',
    '02/30/2000',
    '04/31/2001',
    '02/29/1997',
    '13/01/2000',
    '00/10/2000',
    '2001/01/05',
    '03-07-1990',
    '2001-4-5',
    '1990-5-17',
    '005/17/1990',
    '05/17/90',
    '1990-05-17T00:00',
    'not a date',
  ])('rejects %j', (text) => {
    expect(parseBirthdate(text)).toEqual({ ok: false, error: 'Invalid birthdate' });
  });

  it.each(['01/01/0000', '0000-05-17', '1/1/10000', '12/31/-1', '-0001-01-01', '10000-01-01'])(
    'rejects %j as outside the years 1 to 9999',
    (text) => {
      expect(parseBirthdate(text)).toEqual({ ok: false, error: DATE_OUT_OF_RANGE });
    },
  );

  it('accepts the first and last computable days', () => {
    expect(parseBirthdate('01/01/0001').ok).toBe(true);
    expect(parseBirthdate('9999-12-31').ok).toBe(true);
  });
});

describe('parseIsoDate', () => {
  it('accepts YYYY-MM-DD only, real dates only', () => {
    expect(parseIsoDate('2024-02-29').ok).toBe(true);
    for (const text of ['2023-02-29', '2024-2-29', '02/29/2024', '2024-02-29 ', '', '2024-13-01']) {
      expect(parseIsoDate(text), text).toEqual({ ok: false, error: 'Invalid date' });
    }
  });

  it('accepts the years 0001 to 9999 and says so of any other', () => {
    expect(parseIsoDate('0001-01-01')).toEqual({ ok: true, value: { year: 1, month: 1, day: 1 } });
    expect(parseIsoDate('9999-12-31')).toEqual({ ok: true, value: { year: 9999, month: 12, day: 31 } });
    for (const text of OUTSIDE_ISO) {
      expect(parseIsoDate(text), text).toEqual({ ok: false, error: DATE_OUT_OF_RANGE });
    }
    // Not a date in any year, or a year within them written another way: still just not a date.
    expect(parseIsoDate('0000-02-30')).toEqual({ ok: false, error: 'Invalid date' });
    expect(parseIsoDate('+2024-01-01')).toEqual({ ok: false, error: 'Invalid date' });
    expect(parseIsoDate('02024-01-01')).toEqual({ ok: false, error: 'Invalid date' });
  });

  it('agrees with isComputableDate and the computable days on every side of both ends', () => {
    for (const day of [
      FIRST_COMPUTABLE_DAY - 1,
      FIRST_COMPUTABLE_DAY,
      LAST_COMPUTABLE_DAY,
      LAST_COMPUTABLE_DAY + 1,
    ]) {
      const date = fromEpochDay(day);
      const inside = day >= FIRST_COMPUTABLE_DAY && day <= LAST_COMPUTABLE_DAY;
      expect(isComputableDate(date)).toBe(inside);
      expect(isComputableSpan(day, day)).toBe(inside);
    }
    expect(toIsoDate(fromEpochDay(FIRST_COMPUTABLE_DAY))).toBe('0001-01-01');
    expect(toIsoDate(fromEpochDay(LAST_COMPUTABLE_DAY))).toBe('9999-12-31');
  });
});

/** Dates outside the years 1–9999, as a careless or hostile client writes them. */
const OUTSIDE_ISO = [
  '0000-01-01',
  '0000-03-01',
  '0000-12-31',
  '-0001-01-01',
  '-1-01-01',
  '10000-01-01',
  '+010000-01-01',
  '99999-12-31',
];

describe('day arithmetic', () => {
  it('counts days from 1970-01-01', () => {
    expect(toEpochDay(iso('1970-01-01'))).toBe(0);
    expect(toEpochDay(iso('2000-03-01'))).toBe(11_017);
    expect(toEpochDay(iso('1969-12-31'))).toBe(-1);
    expect(toIsoDate(fromEpochDay(-719_468))).toBe('0000-03-01');
  });

  it('agrees with Date.UTC and round-trips (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -200_000, max: 200_000 }), (day) => {
        const date = fromEpochDay(day);
        expect(toEpochDay(date)).toBe(day);
        expect(Date.UTC(date.year, date.month - 1, date.day) / 86_400_000).toBe(day);
      }),
      { numRuns: 500 },
    );
  });

  it('adds days across months, years and leap days', () => {
    expect(toIsoDate(addDays(iso('2024-02-28'), 1))).toBe('2024-02-29');
    expect(toIsoDate(addDays(iso('2023-02-28'), 1))).toBe('2023-03-01');
    expect(toIsoDate(addDays(iso('2024-01-01'), -1))).toBe('2023-12-31');
    expect(daysBetween(iso('2024-01-01'), iso('2025-01-01'))).toBe(366);
    expect(compareDates(iso('2024-01-01'), iso('2024-01-02'))).toBeLessThan(0);
  });

  it('formats ISO and US dates', () => {
    expect(toIsoDate(iso('0987-01-02'))).toBe('0987-01-02');
    expect(toUsDate(iso('1990-05-07'))).toBe('05/07/1990');
  });

  it('turns an instant into its UTC calendar date', () => {
    expect(toIsoDate(isoDateOfUtc(Date.UTC(2024, 11, 31, 23, 59, 59, 999)))).toBe('2024-12-31');
    expect(toIsoDate(isoDateOfUtc(Date.UTC(2025, 0, 1)))).toBe('2025-01-01');
    expect(toIsoDate(isoDateOfUtc(-1))).toBe('1969-12-31');
  });

  it('validates civil dates', () => {
    expect(civilDate(2024, 2, 29).ok).toBe(true);
    expect(civilDate(2023, 2, 29)).toEqual({ ok: false, error: 'Invalid date' });
    expect(civilDate(2023, 1.5, 1).ok).toBe(false);
  });
});

describe('isoDateOfDay', () => {
  it('formats like toIsoDate, inside and outside its table of shared strings', () => {
    for (const day of [-62_091, -1, 0, 19_782, 120_529]) {
      expect(isoDateOfDay(day)).toBe(toIsoDate(fromEpochDay(day)));
    }
    expect(isoDateOfDay(-62_092)).toBe('1799-12-31'); // outside the table: still right
    expect(isoDateOfDay(120_530)).toBe('2300-01-01');
  });
});

describe('the calendar', () => {
  it('knows the Gregorian leap years and the length of every month', () => {
    expect([1900, 2000, 2023, 2024, 2100].map(isLeapYear)).toEqual([false, true, false, true, false]);
    const lengths = Array.from({ length: 12 }, (_, i) => daysInMonth(2023, i + 1));
    expect(lengths).toEqual([31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]);
    expect(daysInMonth(2024, 2)).toBe(29);
  });

  it('calls a year outside 1..9999 out of range only when it is outside, however it is written', () => {
    for (const text of ['+0001-01-01', '09999-12-31']) {
      expect(parseBirthdate(text), text).toEqual({ ok: false, error: INVALID_BIRTHDATE });
    }
    for (const text of ['-0001-01-01', '10000-01-01']) {
      expect(parseBirthdate(text), text).toEqual({ ok: false, error: DATE_OUT_OF_RANGE });
    }
  });
});

describe('birthdayEpochDay', () => {
  it('equals toEpochDay(birthdayInYear(...))', () => {
    // 1990-01-29: a 29th outside February stays where it is in a common year.
    for (const text of ['2000-02-29', '1990-01-01', '1990-01-29', '1985-12-31', '2004-03-01']) {
      for (const year of [1999, 2000, 2023, 2024, 2100]) {
        expect(birthdayEpochDay(iso(text), year)).toBe(toEpochDay(birthdayInYear(iso(text), year)));
      }
    }
  });
});

describe('ageOn and birthdayInYear', () => {
  it('keeps a Feb 29 birthday on Mar 1 in common years', () => {
    const leapling = iso('2000-02-29');
    expect(toIsoDate(birthdayInYear(leapling, 2023))).toBe('2023-03-01');
    expect(toIsoDate(birthdayInYear(leapling, 2024))).toBe('2024-02-29');
    expect(ageOn(leapling, iso('2023-02-28'))).toBe(22);
    expect(ageOn(leapling, iso('2023-03-01'))).toBe(23);
  });

  it('never gives a negative age', () => {
    expect(ageOn(iso('2030-12-31'), iso('2024-01-01'))).toBe(0);
  });

  it('reaches each age exactly on the birthday (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -25_567, max: 47_482 }), fc.integer({ min: 1, max: 120 }), (day, age) => {
        const birth = fromEpochDay(day);
        const birthday = birthdayInYear(birth, birth.year + age);
        expect(ageOn(birth, birthday)).toBe(age);
        expect(ageOn(birth, addDays(birthday, -1))).toBe(age - 1);
      }),
      { numRuns: 300 },
    );
  });
});

describe('every day from 1900-01-01 to 2100-12-31', () => {
  it('parses in both formats to the same date', () => {
    const last = toEpochDay(iso('2100-12-31'));
    let count = 0;
    for (let day = toEpochDay(iso('1900-01-01')); day <= last; day++) {
      const date = fromEpochDay(day);
      const a = parseBirthdate(toIsoDate(date));
      const b = parseBirthdate(toUsDate(date));
      if (!a.ok || !b.ok || toEpochDay(a.value) !== day || toEpochDay(b.value) !== day) {
        throw new Error(`${toIsoDate(date)} did not parse back`);
      }
      count++;
    }
    expect(count).toBe(73_414);
  });
});

describe('parseProfileBirthdate (the profile form, docs/product.md §5)', () => {
  it.each(['05/17/1990', ' 02/29/2000 '])('accepts %j', (text) => {
    expect(parseProfileBirthdate(text).ok).toBe(true);
  });
  it.each(['5/17/1990', '1990-05-17', '02/30/2001', '13/01/2000', '01/01/10000', '', 'abc'])(
    'refuses %j',
    (text) => {
      expect(parseProfileBirthdate(text)).toEqual({ ok: false, error: 'Invalid birthdate' });
    },
  );
  it('refuses year 0000 as outside the computable years', () => {
    expect(parseProfileBirthdate('01/01/0000')).toEqual({ ok: false, error: DATE_OUT_OF_RANGE });
  });
});

describe('birthdateProblem (what the web age helper logs)', () => {
  it.each([
    ['', 'empty'],
    ['   ', 'empty'],
    ['17.05.1990', 'format'],
    ['1990/05/17', 'format'],
    ['13/01/2000', 'components'],
    ['2000-00-10', 'components'],
    ['01/32/2000', 'components'],
    ['01/00/2000', 'components'],
    ['02/30/2001', 'date'],
    ['2001-02-29', 'date'],
    ['01/01/0000', 'date'],
  ])('%j is %s', (text, problem) => {
    expect(birthdateProblem(text)).toBe(problem);
    expect(parseBirthdate(text).ok).toBe(false);
  });

  it.each(['05/17/1990', '1990-05-17', ' 2/29/2000 ', '12/31/1990'])('%j has none', (text) => {
    expect(birthdateProblem(text)).toBeNull();
    expect(parseBirthdate(text).ok).toBe(true);
  });
});

describe('profileAgeMismatch', () => {
  const birth = iso('1990-05-17');
  it('accepts the age the birthdate gives on the day', () => {
    expect(profileAgeMismatch(birth, 36, iso('2026-05-17'))).toBeNull();
    expect(profileAgeMismatch(birth, 35, iso('2026-05-16'))).toBeNull();
  });

  it('names the real age when the entered one differs', () => {
    expect(profileAgeMismatch(birth, 40, iso('2026-11-23'))).toBe(
      'Your birthdate makes you 36, not 40. Leave the age empty to count it from your birthdate.',
    );
  });
});
