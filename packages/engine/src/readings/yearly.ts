import type { CardSymbol } from '../card.js';
import type { CivilDate } from '../dates.js';
import { isComputableSpan } from '../dates.js';
import type { CardDescription, ReadingCard } from '../describe.js';
import { readingCard } from '../describe.js';
import { DATE_OUT_OF_RANGE } from '../input-errors.js';
import type { Planet } from '../positions.js';
import { planetOf } from '../positions.js';
import type { Result } from '../result.js';
import { err, ok } from '../result.js';
import { spreadIndex } from '../spreads.js';
import { EN } from '../texts/locales/en/index.js';
import type { LocaleCatalog } from '../texts/locales/types.js';
import { AGE_ERROR, isReadingAge } from './errors.js';
import type { PlanetaryPeriod } from './planetary-dates.js';
import { planetaryDates, yearOfLifeDays } from './planetary-dates.js';
import { readingBirthCard, spreadCore } from './spread-core.js';

/** A year of life read in its spread (docs/cardology-rules.md §6). */
export interface YearlyReading {
  birth_card: ReadingCard;
  displacing_card: ReadingCard;
  environment_card: ReadingCard;
  /** 13 symbols in label order Sun … Earth/X. */
  yearly_spread: CardSymbol[];
  yearly_descriptions: CardDescription[];
  /** 7 symbols, Mercury row to Neptune row. */
  vertical_spread: CardSymbol[];
  vertical_descriptions: CardDescription[];
  planetary_year_ruler: Planet;
  planetary_dates: PlanetaryPeriod[];
  spread_index: number;
}

export interface YearlyReadingInput {
  readonly birthdate: CivilDate;
  /** The year of life read: an integer 0..120. Unchecked here because it comes from a request. */
  readonly age: number;
}

/**
 * The reading for the year of life starting on the birthday at `age` (docs/cardology-rules.md §6): the birth
 * card's walk in spread age + 1, its displacing and environment cards, its column, the year's ruling planet
 * and the seven 52-day periods, its texts written in `texts`' language (English by default). Card parts are
 * shared frozen objects; only the dates are new.
 */
export function yearlyReading(input: YearlyReadingInput, texts: LocaleCatalog = EN): Result<YearlyReading> {
  const { birthdate, age } = input;
  if (!isReadingAge(age)) return err(AGE_ERROR);
  const birth = readingBirthCard(birthdate);
  if (!birth.ok) return birth;
  // A year of life of someone born late in the calendar can end past 9999-12-31.
  if (!isComputableSpan(...yearOfLifeDays(birthdate, age))) return err(DATE_OUT_OF_RANGE);
  const n = spreadIndex(age + 1);
  const core = spreadCore(birth.value, n, texts);
  return ok({
    birth_card: readingCard(birth.value, 'sun', texts),
    displacing_card: core.displacing,
    environment_card: core.environment,
    yearly_spread: core.spread,
    yearly_descriptions: core.descriptions,
    vertical_spread: core.vertical,
    vertical_descriptions: core.verticalDescriptions,
    planetary_year_ruler: planetOf(age),
    planetary_dates: planetaryDates(birthdate, age),
    spread_index: n,
  });
}
