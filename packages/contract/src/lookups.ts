// The two lookups, combination and name card (docs/product.md §2, §5). The engine words its own
// refusals and cannot import the contract, so the shared ones are re-exported from it, never copied.
import { CARD_SELECTION_INVALID } from '@cardology/engine/combination';
import { LOOKUP_NAME_REQUIRED } from '@cardology/engine/name-card';
import { z } from 'zod';
import { LOOKUP_NAME_MAX_LENGTH } from './limits.js';
import { body, integer } from './request-body.js';

export { CARD_SELECTION_INVALID, LOOKUP_NAME_REQUIRED };

export const CARDS_REQUIRED = 'Please select both cards.';
export const LOOKUP_NAME_TOO_LONG = `Name must be at most ${LOOKUP_NAME_MAX_LENGTH} characters.`;
export const SELECT_CARD_1 = 'Select Card 1';
export const SELECT_CARD_2 = 'Select Card 2';

const cardValue = integer(1, 52, 'CARD_SELECTION_INVALID', 'CARDS_REQUIRED');

/** POST /api/combination-card: two card values 1..52 (A♥ = 1 … K♠ = 52). */
export const combinationRequest = body({ card1: cardValue, card2: cardValue });
export type CombinationRequest = z.output<typeof combinationRequest>;

/** POST /api/name-card: the name, trimmed, not empty. */
export const nameCardRequest = body({
  name: z
    .string({ error: 'LOOKUP_NAME_REQUIRED' })
    .trim()
    .min(1, { error: 'LOOKUP_NAME_REQUIRED' })
    .max(LOOKUP_NAME_MAX_LENGTH, { error: 'LOOKUP_NAME_TOO_LONG' }),
});
export type NameCardRequest = z.output<typeof nameCardRequest>;
