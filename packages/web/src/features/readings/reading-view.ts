import type {
  CardDescription,
  ReadingCard,
  SevenWeekReading,
  SevenYearReading,
  WeeklyReading,
  YearlyReading,
} from '@cardology/contract/wire';

/**
 * What the shared reading layout draws, whichever of the four readings it came from: the Sun,
 * displacing and environment cards, the 13-card spread with its descriptions, and the vertical spread.
 */
export interface ReadingView {
  birthCard: ReadingCard;
  displacing: ReadingCard;
  environment: ReadingCard;
  /** 13 symbols, Sun … Earth/X. */
  spread: readonly string[];
  descriptions: readonly CardDescription[];
  /** 7 symbols, the Mercury row down to the Neptune row. */
  vertical: readonly string[];
  verticalDescriptions: readonly CardDescription[];
}

const list = <T>(value: readonly T[] | null | undefined): readonly T[] => (Array.isArray(value) ? value : []);

function view(
  birthCard: ReadingCard | undefined,
  displacing: ReadingCard | undefined,
  environment: ReadingCard | undefined,
  spread: readonly string[] | undefined,
  descriptions: readonly CardDescription[] | undefined,
  vertical: readonly string[] | undefined,
  verticalDescriptions: readonly CardDescription[] | undefined,
): ReadingView | null {
  // An answer without the spread or its three cards is "empty" (docs/product.md §2: the error-or-empty state).
  if (!birthCard?.symbol || !displacing?.symbol || !environment?.symbol || list(spread).length === 0)
    return null;
  return {
    birthCard,
    displacing,
    environment,
    spread: list(spread),
    descriptions: list(descriptions),
    vertical: list(vertical),
    verticalDescriptions: list(verticalDescriptions),
  };
}

export const yearlyView = (r: YearlyReading | null | undefined): ReadingView | null =>
  r
    ? view(
        r.birth_card,
        r.displacing_card,
        r.environment_card,
        r.yearly_spread,
        r.yearly_descriptions,
        r.vertical_spread,
        r.vertical_descriptions,
      )
    : null;

export const weeklyView = (r: WeeklyReading | null | undefined): ReadingView | null =>
  r
    ? view(
        r.birth_card,
        r.weekly_displacing_card,
        r.weekly_environment_card,
        r.weekly_spread,
        r.weekly_descriptions,
        r.weekly_vertical_spread,
        r.weekly_vertical_descriptions,
      )
    : null;

export const sevenWeekView = (r: SevenWeekReading | null | undefined): ReadingView | null =>
  r
    ? view(
        r.birth_card,
        r.seven_week_displacing_card,
        r.seven_week_environment_card,
        r.seven_week_spread,
        r.seven_week_descriptions,
        r.seven_week_vertical_spread,
        r.seven_week_vertical_descriptions,
      )
    : null;

export const sevenYearView = (r: SevenYearReading | null | undefined): ReadingView | null =>
  r
    ? view(
        r.birth_card,
        r.seven_year_displacing_card,
        r.seven_year_environment_card,
        r.seven_year_spread,
        r.seven_year_descriptions,
        r.seven_year_vertical_spread,
        r.seven_year_vertical_descriptions,
      )
    : null;
