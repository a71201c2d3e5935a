// The readings' messages and labels (docs/product.md §2 Yearly, Weekly, 7-week, 7-year, Reading layout; §8).

/** Home's panel of the day's card; the share picture of it carries the same heading. */
export const TODAYS_INFLUENCE_TITLE = "Today's Cosmic Influence";
export const GET_AI_INTERPRETATION = 'Get AI Interpretation';
export const TRY_CURRENT_WEEK = 'Try Current Week';
export const TRY_CURRENT_PERIOD = 'Try Current Period';
export const NO_DATE_RANGE = 'No date range available';
export const INCOMPLETE_DATE_RANGE = 'Incomplete date range';
export const NO_DESCRIPTION = 'No description available.';
export const READING_FAILED = 'Failed to load your reading. Please try again.';
export const YEARLY_READING_FAILED = 'Failed to load card reading';
export const WEEKLY_READING_EMPTY = 'Unable to load weekly reading data';
export const WEEKLY_READING_FAILED = 'Failed to load weekly reading';
