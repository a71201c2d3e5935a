import type { CardSymbol } from '../card.js';
import type { CivilDate } from '../dates.js';
import { ageOn, birthdayEpochDay, isComputableSpan } from '../dates.js';
import type { CardDescription, ReadingCard } from '../describe.js';
import { readingCard } from '../describe.js';
import { DATE_OUT_OF_RANGE } from '../input-errors.js';
import type { Planet } from '../positions.js';
import { planetOf } from '../positions.js';
import type { Result } from '../result.js';
import { err, ok } from '../result.js';
import { EN } from '../texts/locales/en/index.js';
import type { LocaleCatalog } from '../texts/locales/types.js';
import { AGE_ERROR, isReadingAge, MAX_AGE, PERIOD_BEFORE_BIRTH_ERROR } from './errors.js';
import type { DateRange, PeriodReadingInput } from './period.js';
import { periodOf, readOffset } from './period.js';
import { readingBirthCard } from './spread-core.js';

/** A 7-year cycle of life read in its spread (docs/cardology-rules.md §7). */
export interface SevenYearReading {
  birth_card: ReadingCard;
  seven_year_spread: CardSymbol[];
  seven_year_descriptions: CardDescription[];
  seven_year_displacing_card: ReadingCard;
  seven_year_environment_card: ReadingCard;
  seven_year_vertical_spread: CardSymbol[];
  seven_year_vertical_descriptions: CardDescription[];
  seven_year_dates: DateRange;
  seven_year_age: number;
  planetary_year_ruler: Planet;
  seven_year_cycle_ruler: Planet;
  cycle_index: number;
  spread_index: number;
}

export interface SevenYearReadingInput extends PeriodReadingInput {
  /** The age to read from; when absent, the age on `date`. */
  readonly age?: number;
  /** Years to step (the UI steps by ±7), not cycles. */
  readonly dateOffset?: number;
}

/**
 * The septennial reading (docs/cardology-rules.md §7): the 7-year cycle j = floor(age / 7) containing the
 * age, read in spread j + 1, from the birthday at 7j to the day before the birthday at 7j + 7.
 */
export function sevenYearReading(
  input: SevenYearReadingInput,
  texts: LocaleCatalog = EN,
): Result<SevenYearReading> {
  const { birthdate, date, age } = input;
  if (age !== undefined && !isReadingAge(age)) return err(AGE_ERROR);
  const offset = readOffset(input.dateOffset);
  if (!offset.ok) return offset;
  const birth = readingBirthCard(birthdate);
  if (!birth.ok) return birth;
  const effectiveAge = (age ?? ageOn(birthdate, date)) + offset.value;
  if (effectiveAge < 0) return err(PERIOD_BEFORE_BIRTH_ERROR);
  if (effectiveAge > MAX_AGE) return err(AGE_ERROR);
  const cycle = Math.floor(effectiveAge / 7);
  const days = cycleDays(birthdate, cycle);
  // A cycle of a life begun late in 9999 ends past the last day the rules compute with.
  if (!isComputableSpan(...days)) return err(DATE_OUT_OF_RANGE);
  const period = periodOf(birth.value, cycle, ...days, texts);
  const { core } = period;
  return ok({
    birth_card: readingCard(birth.value, 'sun', texts),
    seven_year_spread: core.spread,
    seven_year_descriptions: core.descriptions,
    seven_year_displacing_card: core.displacing,
    seven_year_environment_card: core.environment,
    seven_year_vertical_spread: core.vertical,
    seven_year_vertical_descriptions: core.verticalDescriptions,
    seven_year_dates: period.dates,
    seven_year_age: effectiveAge,
    planetary_year_ruler: planetOf(effectiveAge),
    seven_year_cycle_ruler: planetOf(cycle),
    cycle_index: cycle,
    spread_index: period.spreadIndex,
  });
}

/** First and last day of cycle j: birthday at age 7j through the day before the birthday at 7j + 7. */
function cycleDays(birthdate: CivilDate, cycle: number): [number, number] {
  const first = birthdayEpochDay(birthdate, birthdate.year + 7 * cycle);
  const next = birthdayEpochDay(birthdate, birthdate.year + 7 * cycle + 7);
  return [first, next - 1];
}
