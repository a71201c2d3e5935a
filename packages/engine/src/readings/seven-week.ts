import type { CardSymbol } from '../card.js';
import type { CardDescription, ReadingCard } from '../describe.js';
import { readingCard } from '../describe.js';
import type { Result } from '../result.js';
import { ok } from '../result.js';
import { EN } from '../texts/locales/en/index.js';
import type { LocaleCatalog } from '../texts/locales/types.js';
import type { DateRange, PeriodReadingInput } from './period.js';
import { dayPeriod } from './period.js';

/** A 49-day period of life read in its spread (docs/cardology-rules.md §7). */
export interface SevenWeekReading {
  birth_card: ReadingCard;
  seven_week_spread: CardSymbol[];
  seven_week_descriptions: CardDescription[];
  seven_week_displacing_card: ReadingCard;
  seven_week_environment_card: ReadingCard;
  seven_week_vertical_spread: CardSymbol[];
  seven_week_vertical_descriptions: CardDescription[];
  seven_week_dates: DateRange;
  seven_week_age: number;
  period_index: number;
  spread_index: number;
}

/** The reading for 49-day period k of life, counted from the birth date, docs/cardology-rules.md §7. */
export function sevenWeekReading(
  input: PeriodReadingInput,
  texts: LocaleCatalog = EN,
): Result<SevenWeekReading> {
  const found = dayPeriod(input, 49, texts);
  if (!found.ok) return found;
  const { period, ageAtStart } = found.value;
  const { core } = period;
  return ok({
    birth_card: readingCard(period.birthCard, 'sun', texts),
    seven_week_spread: core.spread,
    seven_week_descriptions: core.descriptions,
    seven_week_displacing_card: core.displacing,
    seven_week_environment_card: core.environment,
    seven_week_vertical_spread: core.vertical,
    seven_week_vertical_descriptions: core.verticalDescriptions,
    seven_week_dates: period.dates,
    seven_week_age: ageAtStart,
    period_index: period.index,
    spread_index: period.spreadIndex,
  });
}
