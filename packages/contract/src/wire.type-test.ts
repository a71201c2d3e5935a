// Compiled by `npm run typecheck`, never run: the engine's result types and the Product API's wire types
// must be the same shape, each assignable to the other, because the server sends the engine's own objects
// with no copy (docs/decisions/009-serializer.md). A field renamed, added or retyped on either side makes
// one of these lines fail to compile, naming the field.
import type { Combination as EngineCombination } from '@cardology/engine/combination';
import type {
  CardDescription as EngineCardDescription,
  ReadingCard as EngineReadingCard,
} from '@cardology/engine/describe';
import type {
  Glossary as EngineGlossary,
  GlossaryCard as EngineGlossaryCard,
} from '@cardology/engine/glossary';
import type { NameCard as EngineNameCard } from '@cardology/engine/name-card';
import type { DateRange as EngineDateRange } from '@cardology/engine/readings/period';
import type { PlanetaryPeriod as EnginePlanetaryPeriod } from '@cardology/engine/readings/planetary-dates';
import type { SevenWeekReading as EngineSevenWeekReading } from '@cardology/engine/readings/seven-week';
import type { SevenYearReading as EngineSevenYearReading } from '@cardology/engine/readings/seven-year';
import type { WeeklyReading as EngineWeeklyReading } from '@cardology/engine/readings/weekly';
import type { YearlyReading as EngineYearlyReading } from '@cardology/engine/readings/yearly';
import type { TodaysCard as EngineTodaysCard } from '@cardology/engine/todays-card';
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
  Assignable<EngineCombination, CombinationResult>,
  Assignable<CombinationResult, EngineCombination>,
  Assignable<EngineNameCard, NameCardResult>,
  Assignable<NameCardResult, EngineNameCard>,
];
