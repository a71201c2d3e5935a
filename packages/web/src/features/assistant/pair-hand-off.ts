import type { AiPairRequest } from '@cardology/contract/assistant';

/**
 * The pair page's navigation state for /ai-reading: which two of the user's profiles ('me' or a saved
 * person's id each). No names and no cards: the server reads both people and computes the pair itself.
 */
export interface PairHandOff {
  readonly pair: { readonly a: string; readonly b: string };
}

export const pairHandOff = (a: string, b: string): PairHandOff => ({ pair: { a, b } });

/** The navigation state is the browser's: anything without the pair hand-off's shape is not one. */
export function pairRequestOf(state: unknown): AiPairRequest | null {
  if (state === null || typeof state !== 'object' || !('pair' in state)) return null;
  const pair: unknown = state.pair;
  if (pair === null || typeof pair !== 'object' || !('a' in pair) || !('b' in pair)) return null;
  const { a, b } = pair;
  return typeof a === 'string' && typeof b === 'string' && a !== '' && b !== ''
    ? { spreadType: 'pair', a, b }
    : null;
}
