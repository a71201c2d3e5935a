import { setCreditsResponse } from '@cardology/contract/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { useSession } from '../../auth/use-session';
import { refreshAfterChange } from './admin-keys';

interface SetCreditsInput {
  userId: string;
  newCreditTotal: number;
}

/** Sets a user's TTS credit total; answers the new total. */
const setCredits = async ({ userId, newCreditTotal }: SetCreditsInput) =>
  setCreditsResponse.parse(
    await api.put<unknown>(`/api/admin/users/${encodeURIComponent(userId)}/credits`, {
      new_credit_total: newCreditTotal,
    }),
  );

export function useSetCredits() {
  const queryClient = useQueryClient();
  const ownUserId = useSession().user?.id ?? null;
  return useMutation({
    mutationFn: setCredits,
    onSuccess: (_answer, input) => refreshAfterChange(queryClient, input.userId, ownUserId),
  });
}
