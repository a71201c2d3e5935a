import {
  CREDIT_REQUEST_SIGN_IN_REQUIRED,
  CREDIT_REQUEST_SUBMITTED,
  createCreditRequestRequest,
  creditRequestFailed,
} from '@cardology/contract/credits';
import { NOTES_MAX_LENGTH } from '@cardology/contract/limits';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { Textarea } from '../../../components/ui/input';
import { failureText } from '../../../lib/api';
import { localDateTime } from '../../../lib/date-time';
import { useSession } from '../../auth/use-session';
import { useCreateCreditRequest } from '../api/create-credit-request';
import { useOwnCreditRequests } from '../api/get-own-credit-requests';
import { CreditRequestHistory } from './credit-request-history';

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
      toast.error(CREDIT_REQUEST_SIGN_IN_REQUIRED);
      return;
    }
    const checked = createCreditRequestRequest.safeParse({ user_notes: notes });
    if (!checked.success) {
      setNotesError(checked.error.issues[0]?.message ?? null);
      return;
    }
    setNotesError(null);
    request.mutate(checked.data, {
      onSuccess: () => {
        toast.success(CREDIT_REQUEST_SUBMITTED);
        setNotes('');
        onSent();
      },
      onError: (error) => toast.error(creditRequestFailed(failureText(error))),
    });
  };
  return { notes, setNotes, notesError, submit, submitting: request.isPending };
}

/** A request is waiting: no form, only that news and a way out. */
function PendingNotice({ requestedAt }: { requestedAt: string }) {
  return (
    <div className="grid gap-5">
      <Alert tone="info">
        Your request from {localDateTime(requestedAt)} is waiting for review. You can ask again once it has
        been answered.
      </Alert>
      <div className="flex justify-end">
        <DialogClose asChild>
          <Button variant="outline">Close</Button>
        </DialogClose>
      </div>
    </div>
  );
}

/**
 * Idle → submitting (buttons disabled, 'Submitting...') → closed with the notes cleared. Above the form,
 * the user's own requests and their outcome; while one is pending there is no form, only that news.
 */
export function CreditRequestDialog({ open, onOpenChange }: CreditRequestDialogProps) {
  const userId = useSession().user?.id ?? null;
  const { notes, setNotes, notesError, submit, submitting } = useCreditRequestForm(() => onOpenChange(false));
  const history = useOwnCreditRequests(open ? userId : null);
  const pending = history.data?.find((item) => item.status === 'pending');

  return (
    <Dialog open={open} onOpenChange={(next) => !submitting && onOpenChange(next)}>
      <DialogContent
        title="Request More TTS Credits"
        description="Audio narration uses TTS credits. Ask an administrator for more; they will review your request."
      >
        <CreditRequestHistory requests={history.data} loading={history.isLoading} failed={history.isError} />
        {pending ? (
          <PendingNotice requestedAt={pending.requested_at} />
        ) : (
          <form onSubmit={submit} className="grid gap-5">
            <Field label="Notes (optional)" hint="Anything the administrator should know." error={notesError}>
              <Textarea
                value={notes}
                onChange={(event) => setNotes(event.target.value)}
                placeholder="e.g. I'd like to listen to my yearly reading."
                maxLength={NOTES_MAX_LENGTH}
                disabled={submitting}
              />
            </Field>
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <DialogClose asChild>
                <Button variant="outline" disabled={submitting}>
                  Cancel
                </Button>
              </DialogClose>
              <Button type="submit" disabled={submitting || history.isLoading}>
                {submitting ? 'Submitting...' : 'Submit Request'}
              </Button>
            </div>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
