import { CARD_SELECTION_INVALID, CARDS_REQUIRED, LOOKUP_NAME_REQUIRED } from '@cardology/contract/lookups';
import type { Result } from '@cardology/engine/result';

export interface CombinationInput {
  /** Card values 1..52 (A♥ = 1 … K♠ = 52). */
  card1: number;
  card2: number;
}

const INTEGER = /^[+-]?\d+$/;

/** Spec §5: both cards chosen, each an integer card value. The server checks the range. */
export function validateCombination(card1: string, card2: string): Result<CombinationInput> {
  if (card1.trim() === '' || card2.trim() === '') return { ok: false, error: CARDS_REQUIRED };
  if (!INTEGER.test(card1.trim()) || !INTEGER.test(card2.trim())) {
    return { ok: false, error: CARD_SELECTION_INVALID };
  }
  return { ok: true, value: { card1: Number(card1), card2: Number(card2) } };
}

/** Spec §5: the name is trimmed and must not be empty. */
export function validateName(name: string): Result<{ name: string }> {
  const trimmed = name.trim();
  return trimmed === '' ? { ok: false, error: LOOKUP_NAME_REQUIRED } : { ok: true, value: { name: trimmed } };
}
