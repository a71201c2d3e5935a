import type { JournalLookBack } from '@cardology/contract/journal';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { LOOK_BACK_KEY } from './journal-keys';

const getLookBack = () => api.get<JournalLookBack>('/api/journal/look-back');

/**
 * The home page's one look back. Never retried and never an error on screen: home is whole without it.
 * `today` is in the key so a new day asks again ("a year ago today" moves with the reader's date).
 */
export const useLookBack = (today: string, enabled: boolean) =>
  useQuery({
    queryKey: [...LOOK_BACK_KEY, today],
    queryFn: getLookBack,
    enabled,
    retry: false,
    staleTime: 5 * 60_000,
  });
