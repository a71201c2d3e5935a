// The two lookups, combination and name card (docs/product.md §2, §5). The engine words its own
// refusals and cannot import the contract, so the shared ones are re-exported from it, never copied.
import { LOOKUP_NAME_MAX_LENGTH } from './limits.js';

export { CARD_SELECTION_INVALID } from '@cardology/engine/combination';
export { LOOKUP_NAME_REQUIRED } from '@cardology/engine/name-card';

export const CARDS_REQUIRED = 'Please select both cards.';
export const LOOKUP_NAME_TOO_LONG = `Name must be at most ${LOOKUP_NAME_MAX_LENGTH} characters.`;
export const SELECT_CARD_1 = 'Select Card 1';
export const SELECT_CARD_2 = 'Select Card 2';
