import type { Glossary, GlossaryCard, GlossaryDetails } from '@cardology/engine/api-types';
import { z } from 'zod';
import { cardSymbol } from './cards.js';

export const glossaryDetails = z.strictObject({
  title: z.string(),
  description: z.string(),
  keywords: z.array(z.string()),
  birthdays: z.array(z.string()),
  position: z.string(),
}) satisfies z.ZodType<GlossaryDetails>;

export const glossaryCard = z.strictObject({
  value: z.number().int(),
  symbol: cardSymbol,
  name: z.string(),
  details: glossaryDetails,
  life_spread: z.array(cardSymbol),
  is_mystical_family: z.boolean(),
  karma_positive: cardSymbol.nullable(),
  karma_negative: cardSymbol.nullable(),
  god_card: cardSymbol,
  financial_security_card: cardSymbol,
  fame_card: cardSymbol,
  recognition_card: cardSymbol,
  hidden_power_card: cardSymbol,
}) satisfies z.ZodType<GlossaryCard>;

export const glossaryResponse = z.strictObject({
  card_count: z.number().int(),
  cards: z.record(cardSymbol, glossaryCard),
}) satisfies z.ZodType<Glossary>;
