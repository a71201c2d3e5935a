import { AI_FULL_SPREAD_REQUIRED } from '@cardology/contract/assistant';
import { NO_DESCRIPTION } from '@cardology/contract/readings';
import type { CardSymbol } from '@cardology/engine/card';
import { cardBySymbol } from '@cardology/engine/card';
import type { CardDescription, ReadingCard } from '@cardology/engine/describe';
import type { Planet } from '@cardology/engine/positions';
import { DISPLACEMENT_LABEL, PLANETS, SPREAD_POSITIONS, SPREAD_SIZE } from '@cardology/engine/positions';
import { type ReadingKind, type ReadingOf, readingParts } from '@cardology/engine/readings/parts';
import type { DateRange } from '@cardology/engine/readings/period';
import type { PlanetaryPeriod } from '@cardology/engine/readings/planetary-dates';
import type { SevenWeekReading } from '@cardology/engine/readings/seven-week';
import type { SevenYearReading } from '@cardology/engine/readings/seven-year';
import type { WeeklyReading } from '@cardology/engine/readings/weekly';
import type { YearlyReading } from '@cardology/engine/readings/yearly';
import type { Result } from '@cardology/engine/result';
import { err, ok } from '@cardology/engine/result';
import type { ContextCard, ContextPeriod, ReadingContext } from './reading-context.js';

/** docs/product.md §5 "AI interpretation". */
export const FULL_SPREAD_ERROR = AI_FULL_SPREAD_REQUIRED;

/** The engine's reading of each type, as the reading routes compute it; the yearly one also needs its age. */
export type EngineReading =
  | { readonly type: 'yearly'; readonly reading: YearlyReading; readonly age: number }
  | { readonly type: 'weekly'; readonly reading: WeeklyReading }
  | { readonly type: 'seven-weekly'; readonly reading: SevenWeekReading }
  | { readonly type: 'seven-yearly'; readonly reading: SevenYearReading };

/** The parts every reading type has, under its own field names. */
interface Parts {
  spread: readonly CardSymbol[];
  descriptions: readonly (CardDescription | undefined)[];
  displacing: ReadingCard;
  environment: ReadingCard;
  dates: DateRange;
  age: number;
  rulingPlanet?: Planet;
  cycleRuler?: Planet;
  planetaryPeriods: readonly PlanetaryPeriod[];
}

/** The parts every reading has, from the engine's one table of field names. */
function commonParts<K extends ReadingKind, R extends ReadingOf<K>>(kind: K, reading: R) {
  const { spread, descriptions, displacing, environment } = readingParts(kind, reading);
  return { spread, descriptions, displacing, environment };
}

function partsOf(input: EngineReading): Parts {
  switch (input.type) {
    case 'yearly': {
      const r = input.reading;
      const first = r.planetary_dates[0];
      const last = r.planetary_dates[r.planetary_dates.length - 1];
      return {
        ...commonParts('yearly', r),
        dates: { start: first?.start ?? '', end: last?.end ?? '' },
        age: input.age,
        rulingPlanet: r.planetary_year_ruler,
        planetaryPeriods: r.planetary_dates,
      };
    }
    case 'weekly': {
      const r = input.reading;
      return { ...commonParts('weekly', r), dates: r.weekly_dates, age: r.weekly_age, planetaryPeriods: [] };
    }
    case 'seven-weekly': {
      const r = input.reading;
      return {
        ...commonParts('seven-week', r),
        dates: r.seven_week_dates,
        age: r.seven_week_age,
        planetaryPeriods: [],
      };
    }
    case 'seven-yearly': {
      const r = input.reading;
      return {
        ...commonParts('seven-year', r),
        dates: r.seven_year_dates,
        age: r.seven_year_age,
        rulingPlanet: r.planetary_year_ruler,
        cycleRuler: r.seven_year_cycle_ruler,
        planetaryPeriods: [],
      };
    }
  }
}

function contextCard(
  symbol: CardSymbol,
  position: string,
  description: Partial<CardDescription> | undefined,
): ContextCard {
  const keywords = description?.Keywords;
  return {
    symbol,
    name: cardBySymbol(symbol)?.name ?? symbol,
    position,
    title: description?.title ?? '',
    keywords: Array.isArray(keywords) ? keywords.join(', ') : '',
    description: description?.description?.trim() ? description.description : NO_DESCRIPTION,
  };
}

/**
 * The assistant's view of a reading the server computed with the engine. A spread without exactly 13 cards
 * and 13 descriptions cannot be read planet by planet, so it is refused with the product's message
 * (docs/product.md §5).
 */
export function buildReadingContext(input: EngineReading, personName: string): Result<ReadingContext> {
  const parts = partsOf(input);
  if (parts.spread.length !== SPREAD_SIZE || parts.descriptions.length !== SPREAD_SIZE) {
    return err(FULL_SPREAD_ERROR);
  }
  const cards = parts.spread.map((symbol, i) =>
    contextCard(symbol, SPREAD_POSITIONS[i]?.label ?? '', parts.descriptions[i]),
  );
  // The ruling planet's card sits in its planetary place: Mercury is the spread's 2nd card, Neptune the 8th.
  const rulingCard = parts.rulingPlanet ? cards[PLANETS.indexOf(parts.rulingPlanet) + 1] : undefined;
  const period: ContextPeriod = {
    age: parts.age,
    start: parts.dates.start,
    end: parts.dates.end,
    planetaryPeriods: parts.planetaryPeriods,
    ...(parts.rulingPlanet ? { rulingPlanet: parts.rulingPlanet } : {}),
    ...(rulingCard ? { rulingCard } : {}),
    ...(parts.cycleRuler ? { cycleRuler: parts.cycleRuler } : {}),
  };
  return ok({
    spreadType: input.type,
    personName,
    period,
    cards,
    displacement: contextCard(parts.displacing.symbol, DISPLACEMENT_LABEL, parts.displacing),
    environment: contextCard(parts.environment.symbol, 'Environment', parts.environment),
  });
}
