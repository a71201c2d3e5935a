import {
  type CombinationRequest,
  combinationRequest,
  type NameCardRequest,
  nameCardRequest,
} from '@cardology/contract/lookups';
import { firstIssue } from '@cardology/contract/request-body';
import type { Result } from '@cardology/engine/result';

const INTEGER = /^[+-]?\d+$/;

/**
 * The combination form's two selects, checked with the server's own schema: an empty select is missing,
 * anything else must read as a whole card value (docs/product.md §5).
 */
export function validateCombination(card1: string, card2: string): Result<CombinationRequest> {
  const value = (text: string) => {
    const trimmed = text.trim();
    if (trimmed === '') return undefined;
    // Only plain digits become a number: Number() would also read '0x10' or '1e1'; other text is refused as is.
    return INTEGER.test(trimmed) ? Number(trimmed) : trimmed;
  };
  const parsed = combinationRequest.safeParse({ card1: value(card1), card2: value(card2) });
  return parsed.success ? { ok: true, value: parsed.data } : { ok: false, error: firstIssue(parsed.error) };
}

/** The name-card form, checked with the server's own schema: trimmed, not empty (docs/product.md §5). */
export function validateName(name: string): Result<NameCardRequest> {
  const parsed = nameCardRequest.safeParse({ name });
  return parsed.success ? { ok: true, value: parsed.data } : { ok: false, error: firstIssue(parsed.error) };
}
