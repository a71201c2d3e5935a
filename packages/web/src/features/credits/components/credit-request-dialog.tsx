import { createCreditRequestRequest, creditRequestFailed } from '@cardology/contract/credits';
import { NOTES_MAX_LENGTH } from '@cardology/contract/limits';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { Textarea } from '../../../components/ui/input';
import { contractText } from '../../../i18n/i18n';
import { failureText } from '../../../lib/api';
import { localDateTime } from '../../../lib/date-time';
import { useSession } from '../../auth/use-session';
import { useCreateCreditRequest } from '../api/create-credit-request';
import { useOwnCreditRequests } from '../api/get-own-credit-requests';
import { CreditRequestHistory } from './credit-request-history';
import '../texts';
import { firstIssue } from '@cardology/contract/request-body';

interface CreditRequestDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The notes typed, checked with the contract's schema, and the request sent; `onSent` after a success. */
function useCreditRequestForm(onSent: () => void) {
  const session = useSession();
  const [notes, setNotes] = useState('');
  const [notesError, setNotesError] = useState<string | null>(null);
  const request = useCreateCreditRequest(session.user?.id ?? null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (session.status !== 'signed-in') {
      toast.error(contractText('CREDIT_REQUEST_SIGN_IN_REQUIRED'));
      return;
    }
    const checked = createCreditRequestRequest.safeParse({ user_notes: notes });
    if (!checked.success) {
      setNotesError(checked.error.issues[0] ? contractText(firstIssue(checked.error)) : null);
      return;
    }
    setNotesError(null);
    request.mutate(checked.data, {
      onSuccess: () => {
        toast.success(contractText('CREDIT_REQUEST_SUBMITTED'));
        setNotes('');
        onSent();
      },
      onError: (error) => toast.error(contractText(creditRequestFailed(failureText(error)))),
    });
  };
  return { notes, setNotes, notesError, submit, submitting: request.isPending };
}

/** A request is waiting: no form, only that news and a way out. */
function PendingNotice({ requestedAt }: { requestedAt: string }) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-5">
      <Alert tone="info">{t('assistant.credits.pending', { date: localDateTime(requestedAt) })}</Alert>
      <div className="flex justify-end">
        <DialogClose asChild>
          <Button variant="outline">{t('assistant.credits.close')}</Button>
        </DialogClose>
      </div>
    </div>
  );
}

/**
 * Idle → submitting (buttons disabled, assistant.credits.submitting) → closed with the notes cleared. Above the form,
 * the user's own requests and their outcome; while one is pending there is no form, only that news.
 */
export function CreditRequestDialog({ open, onOpenChange }: CreditRequestDialogProps) {
  const userId = useSession().user?.id ?? null;
  const { notes, setNotes, notesError, submit, submitting } = useCreditRequestForm(() => onOpenChange(false));
  const history = useOwnCreditRequests(open ? userId : null);
  const pending = history.data?.find((item) => item.status === 'pending');
  const { t } = useTranslation();

  return (
    <Dialog open={open} onOpenChange={(next) => !submitting && onOpenChange(next)}>
      <DialogContent title={t('assistant.credits.title')} description={t('assistant.credits.description')}>
        <CreditRequestHistory requests={history.data} loading={history.isLoading} failed={history.isError} />
        {pending ? (
          <PendingNotice requestedAt={pending.requested_at} />
        ) : (
          <form onSubmit={submit} className="grid gap-5">
            <Field
              label={t('assistant.credits.notes')}
              hint={t('assistant.credits.notesHint')}
              error={notesError}
            >
              <Textarea
                value={notes}
                onChange={(event) => setNotes(event.target.value)}
                placeholder={t('assistant.credits.notesPlaceholder')}
                maxLength={NOTES_MAX_LENGTH}
                disabled={submitting}
              />
            </Field>
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <DialogClose asChild>
                <Button variant="outline" disabled={submitting}>
                  {t('assistant.credits.cancel')}
                </Button>
              </DialogClose>
              <Button type="submit" disabled={submitting || history.isLoading}>
                {submitting ? t('assistant.credits.submitting') : t('assistant.credits.submit')}
              </Button>
            </div>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
