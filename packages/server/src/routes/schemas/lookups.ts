import type { CombinationResult, NameCardResult, TodaysCard } from '@cardology/engine/api-types';
import { z } from 'zod';
import { cardFace, cardSymbol, isoDate } from './cards.js';

export const combinationResponse = z.strictObject({
  card1: cardFace,
  card2: cardFace,
  combination_card: cardFace,
}) satisfies z.ZodType<CombinationResult>;

export const nameCardResponse = z.strictObject({
  name: z.string(),
  name_value: z.number().int(),
  card: z.strictObject({ symbol: cardSymbol, name: z.string() }),
}) satisfies z.ZodType<NameCardResult>;

export const todaysCardResponse = z.strictObject({
  date: isoDate,
  /** A symbol, or 'Joker' on December 31. */
  card: z.string(),
  name: z.string(),
  title: z.string(),
  life_spread: z.array(cardSymbol),
}) satisfies z.ZodType<TodaysCard>;
