import type { NameCardResult } from '@cardology/contract/wire';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { lookupError } from '../lookup-error';

interface NameCardInput {
  /** Already trimmed, never empty. */
  name: string;
}

/** The card of a name (POST /api/name-card). */
async function getNameCard(input: NameCardInput): Promise<NameCardResult> {
  try {
    return await api.post<NameCardResult>('/api/name-card', { ...input });
  } catch (error) {
    throw lookupError(error, 'name card');
  }
}

/** A lookup: each run clears the previous result and error (docs/product.md §4); failures are logged (docs/product.md §8). */
const nameCardMutation = () =>
  mutationOptions({
    mutationKey: ['lookups', 'name-card'],
    mutationFn: getNameCard,
    onError: (error) => console.error(error),
  });

export const useNameCard = () => useMutation(nameCardMutation());
