import {
  approveCreditRequestRequest,
  creditsGranted,
  type Decision,
  decisionFailed,
  denyCreditRequestRequest,
  type PendingCreditRequest,
  requestDecided,
} from '@cardology/contract/admin';
import { DEFAULT_GRANT, NOTES_MAX_LENGTH } from '@cardology/contract/limits';
import { type ReactNode, useId, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input, Textarea } from '../../../components/ui/input';
import { failureText } from '../../../lib/api';
import { localDateTime } from '../../../lib/dates';
import { type DecisionInput, useDecideCreditRequest } from '../api/decide-credit-request';

/** A label and its value in the request's details. */
function Detail({ label, children, mono = false }: { label: string; children: ReactNode; mono?: boolean }) {
  return (
    <div className="grid min-w-0 gap-0.5">
      <dt className="text-xs font-semibold tracking-wide text-muted uppercase">{label}</dt>
      <dd className={mono ? 'font-mono text-sm break-all' : 'break-words'}>{children}</dd>
    </div>
  );
}

/** One pending request: who asked, when and why; the admin's note, the grant, Approve and Deny. */
export function PendingRequestCard({ request }: { request: PendingCreditRequest }) {
  const [adminNotes, setAdminNotes] = useState('');
  const [grant, setGrant] = useState(String(DEFAULT_GRANT));
  const [errors, setErrors] = useState<{ grant?: string; notes?: string }>({});
  const decide = useDecideCreditRequest();
  const titleId = useId();
  const { profile } = request;

  /** The first problem the contract's schema found shows under its field. */
  const showIssue = (issue: { path: PropertyKey[]; message: string } | undefined) => {
    setErrors(issue?.path[0] === 'grant_amount' ? { grant: issue.message } : { notes: issue?.message });
    return null;
  };

  /** The decision's request, checked with the contract's schema before the server sees it. */
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
          toast.success(creditsGranted(input.body.grant_amount, request.user_id, result.newTotal));
        }
        toast.success(requestDecided(request.id, decision === 'approve' ? 'approved' : 'denied'));
      },
      onError: (error) => toast.error(decisionFailed(decision, failureText(error))),
    });
  };

  const busy = decide.isPending;
  return (
    <article
      aria-labelledby={titleId}
      className="grid gap-5 rounded-xl border border-border bg-bg/40 p-4 sm:p-5 lg:grid-cols-[minmax(0,1fr)_minmax(0,22rem)]"
    >
      <div className="grid content-start gap-4">
        <h3 id={titleId} className="font-serif text-lg font-semibold break-words">
          {profile.username ?? 'User'}{' '}
          <span className="font-sans text-base font-normal text-muted">asks for credits</span>
        </h3>
        <dl className="grid gap-3 sm:grid-cols-2">
          <Detail label="Request ID" mono>
            {request.id}
          </Detail>
          <Detail label="User ID" mono>
            {request.user_id}
          </Detail>
          <Detail label="Name">{profile.username ?? '—'}</Detail>
          <Detail label="E-mail">{profile.email}</Detail>
          <Detail label="Current credits">
            <span className="tabular-nums">{profile.tts_credits}</span>
          </Detail>
          <Detail label="Requested">
            <time dateTime={request.requested_at} className="tabular-nums">
              {localDateTime(request.requested_at)}
            </time>
          </Detail>
        </dl>
        <div className="grid gap-1">
          <p className="text-xs font-semibold tracking-wide text-muted uppercase">User's notes</p>
          {request.user_notes ? (
            <blockquote className="border-l-2 border-accent/70 pl-3 break-words whitespace-pre-line">
              {request.user_notes}
            </blockquote>
          ) : (
            <p className="text-muted italic">No notes.</p>
          )}
        </div>
      </div>
      <div className="grid content-start gap-4 border-t border-border pt-4 lg:border-t-0 lg:border-l lg:pt-0 lg:pl-5">
        <Field label="Admin notes (optional)" error={errors.notes}>
          <Textarea
            value={adminNotes}
            onChange={(event) => setAdminNotes(event.target.value)}
            maxLength={NOTES_MAX_LENGTH}
            disabled={busy}
            className="min-h-20"
          />
        </Field>
        <Field label="Credits to Grant (on Approve)" error={errors.grant}>
          <Input
            type="number"
            min={0}
            step={1}
            inputMode="numeric"
            value={grant}
            onChange={(event) => setGrant(event.target.value)}
            disabled={busy}
            className="tabular-nums"
          />
        </Field>
        <div className="grid grid-cols-2 gap-2">
          <Button variant="outline" onClick={() => run('deny')} disabled={busy}>
            Deny
          </Button>
          <Button onClick={() => run('approve')} disabled={busy}>
            Approve
          </Button>
        </div>
      </div>
    </article>
  );
}
