// Compiled by `npm run typecheck`, never run: the engine's result types and the Product API's wire types
// must be the same shape, each assignable to the other, because the server sends the engine's own objects
// with no copy (docs/decisions/009-serializer.md). A field renamed, added or retyped on either side makes
// one of these lines fail to compile, naming the field.
import type {
  CardDescription as EngineCardDescription,
  CombinationResult as EngineCombinationResult,
  DateRange as EngineDateRange,
  Glossary as EngineGlossary,
  GlossaryCard as EngineGlossaryCard,
  NameCardResult as EngineNameCardResult,
  PlanetaryPeriod as EnginePlanetaryPeriod,
  ReadingCard as EngineReadingCard,
  SevenWeekReading as EngineSevenWeekReading,
  SevenYearReading as EngineSevenYearReading,
  TodaysCard as EngineTodaysCard,
  WeeklyReading as EngineWeeklyReading,
  YearlyReading as EngineYearlyReading,
} from '@cardology/engine/api-types';
import type {
  CardDescription,
  CombinationResult,
  DateRange,
  Glossary,
  GlossaryCard,
  NameCardResult,
  PlanetaryPeriod,
  ReadingCard,
  SevenWeekReading,
  SevenYearReading,
  TodaysCard,
  WeeklyReading,
  YearlyReading,
} from './wire.js';

/** Compiles only when `From` is assignable to `To`. */
type Assignable<From extends To, To> = [From, To];

/** The engine's result → the wire (what the server sends), then the wire → the engine (nothing extra). */
export type EngineMatchesWire = [
  Assignable<EngineCardDescription, CardDescription>,
  Assignable<CardDescription, EngineCardDescription>,
  Assignable<EngineReadingCard, ReadingCard>,
  Assignable<ReadingCard, EngineReadingCard>,
  Assignable<EngineDateRange, DateRange>,
  Assignable<DateRange, EngineDateRange>,
  Assignable<EnginePlanetaryPeriod, PlanetaryPeriod>,
  Assignable<PlanetaryPeriod, EnginePlanetaryPeriod>,
  Assignable<EngineYearlyReading, YearlyReading>,
  Assignable<YearlyReading, EngineYearlyReading>,
  Assignable<EngineWeeklyReading, WeeklyReading>,
  Assignable<WeeklyReading, EngineWeeklyReading>,
  Assignable<EngineSevenWeekReading, SevenWeekReading>,
  Assignable<SevenWeekReading, EngineSevenWeekReading>,
  Assignable<EngineSevenYearReading, SevenYearReading>,
  Assignable<SevenYearReading, EngineSevenYearReading>,
  Assignable<EngineGlossaryCard, GlossaryCard>,
  Assignable<GlossaryCard, EngineGlossaryCard>,
  Assignable<EngineGlossary, Glossary>,
  Assignable<Glossary, EngineGlossary>,
  Assignable<EngineTodaysCard, TodaysCard>,
  Assignable<TodaysCard, EngineTodaysCard>,
  Assignable<EngineCombinationResult, CombinationResult>,
  Assignable<CombinationResult, EngineCombinationResult>,
  Assignable<EngineNameCardResult, NameCardResult>,
  Assignable<NameCardResult, EngineNameCardResult>,
];
