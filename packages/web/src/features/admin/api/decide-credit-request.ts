import {
  type ApproveCreditRequestRequest,
  approveCreditRequestResponse,
  type Decision,
  denyCreditRequestResponse,
} from '@cardology/contract/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { useSession } from '../../auth/use-session';
import { refreshAfterChange } from './admin-keys';

export type DecisionInput =
  | { decision: 'approve'; requestId: string; userId: string; body: ApproveCreditRequestRequest }
  | { decision: 'deny'; requestId: string; userId: string; body: { admin_notes: string | null } };

/** What a decision answered: the user's new balance after an approval, nothing after a denial. */
interface DecisionResult {
  decision: Decision;
  newTotal: number | null;
}

const path = (requestId: string, decision: Decision) =>
  `/api/admin/credit-requests/${encodeURIComponent(requestId)}/${decision}`;

async function decideCreditRequest(input: DecisionInput): Promise<DecisionResult> {
  const answer = await api.post<unknown>(path(input.requestId, input.decision), { ...input.body });
  if (input.decision === 'approve') {
    return { decision: 'approve', newTotal: approveCreditRequestResponse.parse(answer).new_total };
  }
  denyCreditRequestResponse.parse(answer);
  return { decision: 'deny', newTotal: null };
}

/** Approve or deny; either way the lists reload (a failure too: the request may have been answered). */
export function useDecideCreditRequest() {
  const queryClient = useQueryClient();
  const ownUserId = useSession().user?.id ?? null;
  return useMutation({
    mutationFn: decideCreditRequest,
    onSettled: (_result, _error, input) => refreshAfterChange(queryClient, input.userId, ownUserId),
  });
}
