import type { CombinationRequest } from '@cardology/contract/lookups';
import type { CombinationResult } from '@cardology/contract/wire';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { lookupError } from '../lookup-error';

/** The card two cards make together (POST /api/combination-card). */
async function getCombinationCard(input: CombinationRequest): Promise<CombinationResult> {
  try {
    return await api.post<CombinationResult>('/api/combination-card', { ...input });
  } catch (error) {
    throw lookupError(error, 'combination card');
  }
}

/**
 * A lookup, not a cached read: each run starts from idle, so a new lookup clears the previous result and
 * error (docs/product.md §4). Failures are also logged (docs/product.md §8).
 */
const combinationCardMutation = () =>
  mutationOptions({
    mutationKey: ['lookups', 'combination-card'],
    mutationFn: getCombinationCard,
    onError: (error) => console.error(error),
  });

export const useCombinationCard = () => useMutation(combinationCardMutation());
