import {
  approveCreditRequestRequest,
  creditsGranted,
  type Decision,
  decisionFailed,
  denyCreditRequestRequest,
  type PendingCreditRequest,
  requestDecided,
} from '@cardology/contract/admin';
import { DEFAULT_GRANT } from '@cardology/contract/limits';
import { useState } from 'react';
import { toast } from 'sonner';
import { contractText } from '../../../i18n/i18n';
import { failureText } from '../../../lib/api';
import { type DecisionInput, useDecideCreditRequest } from '../api/decide-credit-request';

/**
 * The admin's note and grant for one request, checked with the contract's schema before the server sees
 * them (the first problem shows under its field), and the decision sent with a toast either way.
 */
export function useCreditDecision(request: PendingCreditRequest) {
  const [adminNotes, setAdminNotes] = useState('');
  const [grant, setGrant] = useState(String(DEFAULT_GRANT));
  const [errors, setErrors] = useState<{ grant?: string; notes?: string }>({});
  const decide = useDecideCreditRequest();

  const showIssue = (issue: { path: PropertyKey[]; message: string } | undefined) => {
    setErrors(issue?.path[0] === 'grant_amount' ? { grant: issue.message } : { notes: issue?.message });
    return null;
  };

  const inputFor = (decision: Decision): DecisionInput | null => {
    const target = { requestId: request.id, userId: request.user_id };
    if (decision === 'approve') {
      const checked = approveCreditRequestRequest.safeParse({ grant_amount: grant, admin_notes: adminNotes });
      if (!checked.success) return showIssue(checked.error.issues[0]);
      setErrors({});
      return { decision, ...target, body: checked.data };
    }
    const checked = denyCreditRequestRequest.safeParse({ admin_notes: adminNotes });
    if (!checked.success) return showIssue(checked.error.issues[0]);
    setErrors({});
    return { decision, ...target, body: checked.data };
  };

  const run = (decision: Decision) => {
    const input = inputFor(decision);
    if (!input) return;
    decide.mutate(input, {
      onSuccess: (result) => {
        if (input.decision === 'approve' && result.newTotal !== null) {
          toast.success(
            contractText(creditsGranted(input.body.grant_amount, request.user_id, result.newTotal)),
          );
        }
        toast.success(
          contractText(requestDecided(request.id, decision === 'approve' ? 'approved' : 'denied')),
        );
      },
      onError: (error) => toast.error(contractText(decisionFailed(decision, failureText(error)))),
    });
  };

  return { adminNotes, setAdminNotes, grant, setGrant, errors, run, busy: decide.isPending };
}
