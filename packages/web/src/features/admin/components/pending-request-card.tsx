import type { PendingCreditRequest } from '@cardology/contract/admin';
import { NOTES_MAX_LENGTH } from '@cardology/contract/limits';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input, Textarea } from '../../../components/ui/input';
import { useContractText } from '../../../i18n/use-contract-text';
import { CreditRequestDetails } from './credit-request-details';
import '../texts';
import type { MessageKey } from '@cardology/contract/messages/en';
import { useCreditDecision } from './use-credit-decision';

/** The admin's side of a request: a note, the grant, Deny and Approve. */
function DecisionForm({ request }: { request: PendingCreditRequest }) {
  const { t } = useTranslation();
  const contract = useContractText();
  const { adminNotes, setAdminNotes, grant, setGrant, errors, run, busy } = useCreditDecision(request);
  return (
    <div className="grid content-start gap-4 border-t border-border pt-4 lg:border-t-0 lg:border-l lg:pt-0 lg:pl-5">
      <Field
        label={t('admin.request.adminNotes')}
        error={errors.notes && contract(errors.notes as MessageKey)}
      >
        <Textarea
          value={adminNotes}
          onChange={(event) => setAdminNotes(event.target.value)}
          maxLength={NOTES_MAX_LENGTH}
          disabled={busy}
          className="min-h-20"
        />
      </Field>
      <Field label={t('admin.request.grant')} error={errors.grant && contract(errors.grant as MessageKey)}>
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
          {t('admin.request.deny')}
        </Button>
        <Button onClick={() => run('approve')} disabled={busy}>
          {t('admin.request.approve')}
        </Button>
      </div>
    </div>
  );
}

/** One pending request: who asked, when and why; the admin's note, the grant, Approve and Deny. */
export function PendingRequestCard({ request }: { request: PendingCreditRequest }) {
  const titleId = useId();
  return (
    <article
      aria-labelledby={titleId}
      className="grid gap-5 rounded-xl border border-border bg-bg/40 p-4 sm:p-5 lg:grid-cols-[minmax(0,1fr)_minmax(0,22rem)]"
    >
      <CreditRequestDetails request={request} titleId={titleId} />
      <DecisionForm request={request} />
    </article>
  );
}
