import { birthCard } from '@cardology/engine/birth-card';
import type { CardSymbol } from '@cardology/engine/card';
import { isJoker } from '@cardology/engine/card';
import type { CivilDate, IsoDate } from '@cardology/engine/dates';
import { ageOn } from '@cardology/engine/dates';
import type { Planet } from '@cardology/engine/positions';
import { isReadingAge } from '@cardology/engine/readings/errors';
import { yearlyReading } from '@cardology/engine/readings/yearly';

/** One planetary period of a birthday year, with the card that rules it and what that card says there. */
export interface DatedPeriod {
  /** The year of life the period belongs to (its yearly reading's age). */
  readonly age: number;
  readonly planet: Planet;
  readonly card: CardSymbol;
  readonly cardTitle: string;
  readonly cardText: string;
  /** First and last day, inclusive. */
  readonly start: IsoDate;
  readonly end: IsoDate;
}

/** The yearly spread lists Sun first, then Mercury … Neptune: the card of period k sits at k + 1. */
const FIRST_PERIOD_SLOT = 1;

/**
 * The fourteen planetary periods of the birthday year containing `today` and of the next one, taken from
 * the yearly reading (docs/cardology-rules.md §6), never recomputed. 'joker' when the birth card is the
 * Joker (December 31), which has no yearly spread. A year past the readable ages is left out.
 */
export function periodsOfThisAndNextYear(birthdate: CivilDate, today: CivilDate): DatedPeriod[] | 'joker' {
  if (isJoker(birthCard(birthdate.month, birthdate.day))) return 'joker';
  const thisYear = ageOn(birthdate, today);
  const periods: DatedPeriod[] = [];
  for (const age of [thisYear, thisYear + 1]) {
    if (!isReadingAge(age)) continue;
    const reading = yearlyReading({ birthdate, age });
    if (!reading.ok) continue;
    reading.value.planetary_dates.forEach((period, k) => {
      const slot = FIRST_PERIOD_SLOT + k;
      const described = reading.value.yearly_descriptions[slot];
      periods.push({
        age,
        planet: period.planet,
        card: reading.value.yearly_spread[slot] ?? '',
        cardTitle: described?.title ?? '',
        cardText: described?.description ?? '',
        start: period.start,
        end: period.end,
      });
    });
  }
  return periods;
}
