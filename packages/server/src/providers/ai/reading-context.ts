import type { SpreadType } from '@cardology/contract/assistant';
import type { CardSymbol } from '@cardology/engine/card';
import type { IsoDate } from '@cardology/engine/dates';
import type { Planet } from '@cardology/engine/positions';
import type { PlanetaryPeriod } from '@cardology/engine/readings/planetary-dates';
import type { PairContext } from './pair-context.js';

export type { SpreadType };

/** One card of the reading as the assistant sees it: where it falls and what the engine's texts say. */
export interface ContextCard {
  readonly symbol: CardSymbol;
  /** e.g. 'Queen of Hearts'. */
  readonly name: string;
  /** The place's label: 'Sun', 'Mercury' … 'Earth/X', then the displacing and environment places. */
  readonly position: string;
  readonly title: string;
  /** Comma-separated; '' when the card has none (docs/product.md §5). */
  readonly keywords: string;
  /** The card read in this place; NO_DESCRIPTION when missing (docs/product.md §5). */
  readonly description: string;
}

/** Which stretch of life the reading covers. */
export interface ContextPeriod {
  /** The age the reading is for (the year of life, or the age at the period's start). */
  readonly age: number;
  readonly start: IsoDate;
  readonly end: IsoDate;
  /** The planet ruling the year (yearly, 7-year), or the 7-year cycle's ruler; absent for weeks. */
  readonly rulingPlanet?: Planet;
  /** The spread card in the ruling planet's place. */
  readonly rulingCard?: ContextCard;
  /** The 7-year cycle's ruling planet (7-year readings only). */
  readonly cycleRuler?: Planet;
  /** The year's seven 52-day periods (yearly readings only). */
  readonly planetaryPeriods: readonly PlanetaryPeriod[];
}

/**
 * Everything a provider may say about a reading, built on the server from the engine's own reading
 * (docs/architecture.md "AI and audio"): never from cards the browser sends.
 */
export interface ReadingContext {
  readonly spreadType: SpreadType;
  /** The person's display name: data, never instructions (see build-prompt.ts). */
  readonly personName: string;
  readonly period: ContextPeriod;
  /** The 13 cards in label order, Sun … Earth/X. */
  readonly cards: readonly ContextCard[];
  readonly displacement: ContextCard;
  readonly environment: ContextCard;
}

/** What the assistant can be asked about: a spread reading, or two people side by side. */
export type AssistantContext = ReadingContext | PairContext;

/** One earlier message of a chat (docs/product.md §3 "Chat message": role user or model). */
export interface ChatTurn {
  readonly role: 'user' | 'model';
  readonly text: string;
}
