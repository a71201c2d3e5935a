import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PlayingCard } from '../src/card.js';
import { cardBySymbol } from '../src/card.js';
import type { CivilDate } from '../src/dates.js';
import { birthdayInYear, fromEpochDay, parseBirthdate, toEpochDay } from '../src/dates.js';
import { DATE_OUT_OF_RANGE } from '../src/input-errors.js';
import { karmaCards } from '../src/karma.js';
import type { PlanetaryPeriod } from '../src/readings/planetary-dates.js';
import { planetaryDates } from '../src/readings/planetary-dates.js';
import type { YearlyReading } from '../src/readings/yearly.js';
import { yearlyReading } from '../src/readings/yearly.js';
import type { Result } from '../src/result.js';
import { birthdate, isoDate } from './support/inputs.js';
import { isErrorCase, pickExpectedKeys, section } from './support/vectors.js';

/** What the server does: parse the birthdate at the edge, then read. */
function readYear(birthdateText: string, age: number): Result<YearlyReading> {
  const parsed = parseBirthdate(birthdateText);
  return parsed.ok ? yearlyReading({ birthdate: parsed.value, age }) : parsed;
}

function unwrap<T>(result: Result<T>): T {
  if (!result.ok) throw new Error(result.error);
  return result.value;
}

describe('yearly readings (vectors yearly)', () => {
  it.each(section<{ birthdate: string; age: number }, Record<string, unknown>>('yearly'))(
    'birthdate $input.birthdate, age $input.age',
    ({ input, expected }) => {
      const result = readYear(input.birthdate, input.age);
      if (isErrorCase(expected)) {
        expect(result).toEqual({ ok: false, error: expected.error });
      } else {
        expect(pickExpectedKeys(unwrap(result), expected)).toEqual(expected);
      }
    },
  );
});

describe('planetary periods (vectors planetary_dates)', () => {
  it.each(section<{ birthdate: string; age: number }, PlanetaryPeriod[]>('planetary_dates'))(
    'birthdate $input.birthdate, age $input.age',
    ({ input, expected }) => {
      expect(planetaryDates(birthdate(input.birthdate), input.age)).toEqual(expected);
      expect(unwrap(readYear(input.birthdate, input.age)).planetary_dates).toEqual(expected);
    },
  );
});

describe('yearlyReading', () => {
  const may17 = birthdate('05/17/1990');

  it.each([-1, 121, 1.5, Number.NaN, '3' as unknown as number])('rejects age %j', (age) => {
    expect(yearlyReading({ birthdate: may17, age })).toEqual({
      ok: false,
      error: 'Age must be an integer from 0 to 120',
    });
  });

  it('refuses a year of life that ends past 9999-12-31', () => {
    const late = birthdate('05/17/9990');
    // Age 8: 9998-05-17 to 9999-05-16; age 9 would end on 10000-05-16.
    expect(yearlyReading({ birthdate: late, age: 8 }).ok).toBe(true);
    expect(yearlyReading({ birthdate: late, age: 9 })).toEqual({ ok: false, error: DATE_OUT_OF_RANGE });
  });

  it('fails for a December 31 birth (the Joker)', () => {
    expect(yearlyReading({ birthdate: birthdate('12/31/1985'), age: 3 })).toEqual({
      ok: false,
      error: 'The Joker (December 31) has no place in the spreads',
    });
  });

  it('reads age 0 from the Life Spread: displacing = environment = the birth card', () => {
    const reading = unwrap(yearlyReading({ birthdate: may17, age: 0 }));
    expect(reading.spread_index).toBe(1);
    expect(reading.displacing_card.symbol).toBe(reading.birth_card.symbol);
    expect(reading.environment_card.symbol).toBe(reading.birth_card.symbol);
  });

  it('reads age 1 as the lifetime karma pair', () => {
    const reading = unwrap(yearlyReading({ birthdate: may17, age: 1 }));
    const karma = karmaCards(cardBySymbol(reading.birth_card.symbol) as PlayingCard);
    expect(reading.environment_card.symbol).toBe(karma.positive?.symbol);
    expect(reading.displacing_card.symbol).toBe(karma.negative?.symbol);
  });

  it('describes each card in its place, with labels in order', () => {
    const reading = unwrap(yearlyReading({ birthdate: may17, age: 35 }));
    expect(reading.yearly_descriptions.map((d) => d.Position)).toEqual([
      'Sun',
      'Mercury',
      'Venus',
      'Mars',
      'Jupiter',
      'Saturn',
      'Uranus',
      'Neptune',
      'Pluto',
      'Reward',
      'Peak',
      'Moon',
      'Earth/X',
    ]);
    expect(reading.vertical_descriptions.map((d) => d.Position)).toEqual([
      'Mercury',
      'Venus',
      'Mars',
      'Jupiter',
      'Saturn',
      'Uranus',
      'Neptune',
    ]);
    expect(reading.birth_card.Position).toBe('Sun');
    expect(reading.displacing_card.Position).toBe('Displacement');
    expect(reading.environment_card.Position).toBe('Environment');
    expect(reading.birth_card.Birthdays).toContain('05-17');
  });

  it('shares its card parts between readings (built once, by reference)', () => {
    const a = unwrap(yearlyReading({ birthdate: may17, age: 35 }));
    const b = unwrap(yearlyReading({ birthdate: birthdate('05/17/2001'), age: 125 - 90 }));
    expect(b.yearly_spread).toBe(a.yearly_spread);
    expect(b.yearly_descriptions).toBe(a.yearly_descriptions);
    expect(b.birth_card).toBe(a.birth_card);
    expect(Object.isFrozen(a.yearly_descriptions[0])).toBe(true);
    expect(a.planetary_dates).not.toBe(b.planetary_dates);
  });

  it('tiles the year of life with seven periods, Neptune 53 or 54 days (property)', () => {
    const first = toEpochDay(isoDate('1900-01-01'));
    const last = toEpochDay(isoDate('2100-12-31'));
    fc.assert(
      fc.property(fc.integer({ min: first, max: last }), fc.integer({ min: 0, max: 120 }), (day, age) => {
        const birth: CivilDate = fromEpochDay(day);
        const periods = planetaryDates(birth, age);
        const start = birthdayInYear(birth, birth.year + age);
        const next = birthdayInYear(birth, birth.year + age + 1);
        expect(periods.map((p) => p.planet)).toEqual([
          'Mercury',
          'Venus',
          'Mars',
          'Jupiter',
          'Saturn',
          'Uranus',
          'Neptune',
        ]);
        let expectedStart: number = toEpochDay(start);
        for (const period of periods) {
          expect(toEpochDay(isoDate(period.start))).toBe(expectedStart);
          expectedStart = toEpochDay(isoDate(period.end)) + 1;
        }
        expect(expectedStart).toBe(toEpochDay(next));
        const neptune = periods[6] as PlanetaryPeriod;
        const neptuneDays = toEpochDay(isoDate(neptune.end)) - toEpochDay(isoDate(neptune.start)) + 1;
        const yearLength = toEpochDay(next) - toEpochDay(start);
        expect(neptuneDays).toBe(yearLength - 6 * 52);
        expect([53, 54]).toContain(neptuneDays);
        expect(neptuneDays === 54).toBe(yearLength === 366);
      }),
      { numRuns: 150 },
    );
  });
});
