import type { CardDescription, DateRange, PlanetaryPeriod, ReadingCard } from '@cardology/engine/api-types';
import { z } from 'zod';

// Response shapes shared by the Product API routes, field for field the engine's api-types (each
// schema `satisfies` its type, so a field missing here fails to compile; a field too many fails the
// tests, which parse every response with these strict objects).

/** A card symbol such as 'Q♥' or '10♦'. */
export const cardSymbol = z.string();

/** 'YYYY-MM-DD'. */
export const isoDate = z.string();

export const planet = z.enum(['Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn', 'Uranus', 'Neptune']);

export const cardDescription = z.strictObject({
  title: z.string(),
  description: z.string(),
  Keywords: z.array(z.string()),
  Position: z.string(),
  Birthdays: z.array(z.string()),
}) satisfies z.ZodType<CardDescription>;

export const readingCard = z.strictObject({
  symbol: cardSymbol,
  name: z.string(),
  title: z.string(),
  description: z.string(),
  Keywords: z.array(z.string()),
  Position: z.string(),
  Birthdays: z.array(z.string()),
}) satisfies z.ZodType<ReadingCard>;

export const dateRange = z.strictObject({ start: isoDate, end: isoDate }) satisfies z.ZodType<DateRange>;

export const planetaryPeriod = z.strictObject({
  planet,
  start: isoDate,
  end: isoDate,
}) satisfies z.ZodType<PlanetaryPeriod>;

/** A card as the lookups return it: symbol, name and solar value. */
export const cardFace = z.strictObject({ symbol: cardSymbol, name: z.string(), value: z.number().int() });
