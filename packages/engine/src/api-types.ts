/**
 * The shapes the Product API serves (docs/product.md §3, docs/cardology-rules.md §12), snake_case as on the
 * wire. The engine returns exactly these objects so the server only validates and serialises them and
 * the web imports the same types. Card lists are symbol strings; single card fields are objects
 * with a `symbol` plus the card's description in that place (docs/cardology-rules.md §12 allows both).
 */

/** A card symbol such as 'Q♥' or '10♦' ('Joker' only where stated). */
export type CardSymbol = string;
/** A calendar date as 'YYYY-MM-DD'. */
export type IsoDate = string;

export type Planet = 'Mercury' | 'Venus' | 'Mars' | 'Jupiter' | 'Saturn' | 'Uranus' | 'Neptune';

/** docs/product.md §3 "Card description": what a card means in one place of one reading. */
export interface CardDescription {
  /** The card's title, e.g. "The Heart's First Spark". */
  title: string;
  /** The card read in this position: card and position composed, not two paragraphs glued. */
  description: string;
  Keywords: string[];
  /** The position's label in this reading: 'Sun', 'Mercury' … 'Earth/X', then the displacing and environment places. */
  Position: string;
  /** The birthdays (MM-DD) whose birth card this is. */
  Birthdays: string[];
}

/** A single card field of a reading: its symbol, name and its description in that place. */
export interface ReadingCard extends CardDescription {
  symbol: CardSymbol;
  name: string;
}

export interface PlanetaryPeriod {
  planet: Planet;
  start: IsoDate;
  end: IsoDate;
}

export interface DateRange {
  start: IsoDate;
  end: IsoDate;
}

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

/** docs/product.md §3 glossary card `details`. */
export interface GlossaryDetails {
  title: string;
  description: string;
  keywords: string[];
  /** MM-DD strings in calendar order. */
  birthdays: string[];
  /** Planetary position in the Life Spread, e.g. 'Venus/Jupiter' or 'Sun/Mars'. */
  position: string;
}

export interface GlossaryCard {
  value: number;
  symbol: CardSymbol;
  name: string;
  details: GlossaryDetails;
  /** 13 symbols, Sun … Earth/X. */
  life_spread: CardSymbol[];
  is_mystical_family: boolean;
  karma_positive: CardSymbol | null;
  karma_negative: CardSymbol | null;
  god_card: CardSymbol;
  financial_security_card: CardSymbol;
  fame_card: CardSymbol;
  recognition_card: CardSymbol;
  hidden_power_card: CardSymbol;
}

export interface Glossary {
  card_count: number;
  cards: Record<CardSymbol, GlossaryCard>;
}

export interface TodaysCard {
  date: IsoDate;
  /** A symbol, or 'Joker' on December 31. */
  card: CardSymbol;
  name: string;
  title: string;
  /** 13 symbols; empty for the Joker. */
  life_spread: CardSymbol[];
}

export interface CombinationResult {
  card1: { symbol: CardSymbol; name: string; value: number };
  card2: { symbol: CardSymbol; name: string; value: number };
  combination_card: { symbol: CardSymbol; name: string; value: number };
}

export interface NameCardResult {
  name: string;
  name_value: number;
  card: { symbol: CardSymbol; name: string };
}
