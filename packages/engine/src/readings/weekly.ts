import type { CardSymbol } from '../card.js';
import type { CardDescription, ReadingCard } from '../describe.js';
import { readingCard } from '../describe.js';
import type { Result } from '../result.js';
import { ok } from '../result.js';
import { EN } from '../texts/locales/en/index.js';
import type { LocaleCatalog } from '../texts/locales/types.js';
import type { DateRange, PeriodReadingInput } from './period.js';
import { dayPeriod } from './period.js';

/** A week of life read in its spread (docs/cardology-rules.md §7). */
export interface WeeklyReading {
  birth_card: ReadingCard;
  weekly_spread: CardSymbol[];
  weekly_descriptions: CardDescription[];
  weekly_displacing_card: ReadingCard;
  weekly_environment_card: ReadingCard;
  weekly_vertical_spread: CardSymbol[];
  weekly_vertical_descriptions: CardDescription[];
  weekly_dates: DateRange;
  weekly_age: number;
  period_index: number;
  spread_index: number;
}

/** The reading for week k of life (7-day periods from the birth date), docs/cardology-rules.md §7. */
export function weeklyReading(input: PeriodReadingInput, texts: LocaleCatalog = EN): Result<WeeklyReading> {
  const found = dayPeriod(input, 7, texts);
  if (!found.ok) return found;
  const { period, ageAtStart } = found.value;
  const { core } = period;
  return ok({
    birth_card: readingCard(period.birthCard, 'sun', texts),
    weekly_spread: core.spread,
    weekly_descriptions: core.descriptions,
    weekly_displacing_card: core.displacing,
    weekly_environment_card: core.environment,
    weekly_vertical_spread: core.vertical,
    weekly_vertical_descriptions: core.verticalDescriptions,
    weekly_dates: period.dates,
    weekly_age: ageAtStart,
    period_index: period.index,
    spread_index: period.spreadIndex,
  });
}
