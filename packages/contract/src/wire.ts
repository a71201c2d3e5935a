// The Product API's answers (docs/product.md §3, docs/cardology-rules.md §12, docs/api.md), snake_case as
// on the wire: readings, the glossary, today's card and the two lookups. The server declares these as its
// response schemas (strict: a key too many fails the tests that parse every answer); the web app reads the
// inferred types with `import type` only, so zod never reaches its bundle from here. The engine builds
// these objects itself and the server sends them without a copy (docs/decisions/009-serializer.md);
// wire.type-test.ts keeps the engine's types and these in step at compile time.
import { z } from 'zod';

/** A card symbol such as 'Q♥' or '10♦' ('Joker' only where stated). */
export const cardSymbol = z.string();
export type CardSymbol = z.infer<typeof cardSymbol>;

/** A calendar date as 'YYYY-MM-DD'. */
export const isoDate = z.string();
export type IsoDate = z.infer<typeof isoDate>;

export const planet = z.enum(['Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn', 'Uranus', 'Neptune']);
export type Planet = z.infer<typeof planet>;

/** docs/product.md §3 "Card description": what a card means in one place of one reading. */
export const cardDescription = z.strictObject({
  /** The card's title, e.g. "The Heart's First Spark". */
  title: z.string(),
  /** The card read in this position: card and position composed, not two paragraphs glued. */
  description: z.string(),
  Keywords: z.array(z.string()),
  /** The position's label in this reading: 'Sun', 'Mercury' … 'Earth/X', then the displacing and environment places. */
  Position: z.string(),
  /** The birthdays (MM-DD) whose birth card this is. */
  Birthdays: z.array(z.string()),
});
export type CardDescription = z.infer<typeof cardDescription>;

/** A single card field of a reading: its symbol, name and its description in that place. */
export const readingCard = z.strictObject({
  symbol: cardSymbol,
  name: z.string(),
  ...cardDescription.shape,
});
export type ReadingCard = z.infer<typeof readingCard>;

export const dateRange = z.strictObject({ start: isoDate, end: isoDate });
export type DateRange = z.infer<typeof dateRange>;

export const planetaryPeriod = z.strictObject({ planet, start: isoDate, end: isoDate });
export type PlanetaryPeriod = z.infer<typeof planetaryPeriod>;

const symbols = z.array(cardSymbol);
const descriptions = z.array(cardDescription);
const int = z.number().int();

/** POST /api/card-reading. */
export const yearlyReadingResponse = z.strictObject({
  birth_card: readingCard,
  displacing_card: readingCard,
  environment_card: readingCard,
  /** 13 symbols in label order Sun … Earth/X. */
  yearly_spread: symbols,
  yearly_descriptions: descriptions,
  /** 7 symbols, Mercury row to Neptune row. */
  vertical_spread: symbols,
  vertical_descriptions: descriptions,
  planetary_year_ruler: planet,
  planetary_dates: z.array(planetaryPeriod),
  spread_index: int,
});
export type YearlyReading = z.infer<typeof yearlyReadingResponse>;

/** POST /api/weekly-spread. */
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
});
export type WeeklyReading = z.infer<typeof weeklyReadingResponse>;

/** POST /api/seven-week-spread. */
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
});
export type SevenWeekReading = z.infer<typeof sevenWeekReadingResponse>;

/** POST /api/seven-year-spread. */
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
});
export type SevenYearReading = z.infer<typeof sevenYearReadingResponse>;

/** docs/product.md §3 glossary card `details`. */
export const glossaryDetails = z.strictObject({
  title: z.string(),
  description: z.string(),
  keywords: z.array(z.string()),
  /** MM-DD strings in calendar order. */
  birthdays: z.array(z.string()),
  /** Planetary position in the Life Spread, e.g. 'Venus/Jupiter' or 'Sun/Mars'. */
  position: z.string(),
});
export type GlossaryDetails = z.infer<typeof glossaryDetails>;

export const glossaryCard = z.strictObject({
  value: int,
  symbol: cardSymbol,
  name: z.string(),
  details: glossaryDetails,
  /** 13 symbols, Sun … Earth/X. */
  life_spread: symbols,
  is_mystical_family: z.boolean(),
  karma_positive: cardSymbol.nullable(),
  karma_negative: cardSymbol.nullable(),
  god_card: cardSymbol,
  financial_security_card: cardSymbol,
  fame_card: cardSymbol,
  recognition_card: cardSymbol,
  hidden_power_card: cardSymbol,
});
export type GlossaryCard = z.infer<typeof glossaryCard>;

/** GET /api/card-relationships: the glossary. */
export const glossaryResponse = z.strictObject({
  card_count: int,
  cards: z.record(cardSymbol, glossaryCard),
});
export type Glossary = z.infer<typeof glossaryResponse>;

/** GET /api/todays-card. */
export const todaysCardResponse = z.strictObject({
  date: isoDate,
  /** A symbol, or 'Joker' on December 31. */
  card: cardSymbol,
  name: z.string(),
  title: z.string(),
  /** 13 symbols; empty for the Joker. */
  life_spread: symbols,
});
export type TodaysCard = z.infer<typeof todaysCardResponse>;

/** A card as the lookups return it: symbol, name and solar value. */
export const cardFace = z.strictObject({ symbol: cardSymbol, name: z.string(), value: int });

/** POST /api/combination-card. */
export const combinationResponse = z.strictObject({
  card1: cardFace,
  card2: cardFace,
  combination_card: cardFace,
});
export type CombinationResult = z.infer<typeof combinationResponse>;

/** POST /api/name-card. `transliteration` only for a name with Cyrillic letters: the Latin ones summed. */
export const nameCardResponse = z.strictObject({
  name: z.string(),
  name_value: int,
  card: z.strictObject({ symbol: cardSymbol, name: z.string() }),
  transliteration: z.string().optional(),
});
export type NameCardResult = z.infer<typeof nameCardResponse>;
