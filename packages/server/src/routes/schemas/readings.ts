import type {
  SevenWeekReading,
  SevenYearReading,
  WeeklyReading,
  YearlyReading,
} from '@cardology/engine/api-types';
import { z } from 'zod';
import { cardDescription, cardSymbol, dateRange, planet, planetaryPeriod, readingCard } from './cards.js';

const symbols = z.array(cardSymbol);
const descriptions = z.array(cardDescription);
const int = z.number().int();

export const yearlyReadingResponse = z.strictObject({
  birth_card: readingCard,
  displacing_card: readingCard,
  environment_card: readingCard,
  yearly_spread: symbols,
  yearly_descriptions: descriptions,
  vertical_spread: symbols,
  vertical_descriptions: descriptions,
  planetary_year_ruler: planet,
  planetary_dates: z.array(planetaryPeriod),
  spread_index: int,
}) satisfies z.ZodType<YearlyReading>;

export const weeklyReadingResponse = z.strictObject({
  birth_card: readingCard,
  weekly_spread: symbols,
  weekly_descriptions: descriptions,
  weekly_displacing_card: readingCard,
  weekly_environment_card: readingCard,
  weekly_vertical_spread: symbols,
  weekly_vertical_descriptions: descriptions,
  weekly_dates: dateRange,
  weekly_age: int,
  period_index: int,
  spread_index: int,
}) satisfies z.ZodType<WeeklyReading>;

export const sevenWeekReadingResponse = z.strictObject({
  birth_card: readingCard,
  seven_week_spread: symbols,
  seven_week_descriptions: descriptions,
  seven_week_displacing_card: readingCard,
  seven_week_environment_card: readingCard,
  seven_week_vertical_spread: symbols,
  seven_week_vertical_descriptions: descriptions,
  seven_week_dates: dateRange,
  seven_week_age: int,
  period_index: int,
  spread_index: int,
}) satisfies z.ZodType<SevenWeekReading>;

export const sevenYearReadingResponse = z.strictObject({
  birth_card: readingCard,
  seven_year_spread: symbols,
  seven_year_descriptions: descriptions,
  seven_year_displacing_card: readingCard,
  seven_year_environment_card: readingCard,
  seven_year_vertical_spread: symbols,
  seven_year_vertical_descriptions: descriptions,
  seven_year_dates: dateRange,
  seven_year_age: int,
  planetary_year_ruler: planet,
  seven_year_cycle_ruler: planet,
  cycle_index: int,
  spread_index: int,
}) satisfies z.ZodType<SevenYearReading>;
