import { NOTES_MAX_LENGTH } from '@cardology/contract/limits';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { Textarea } from '../../../components/ui/input';
import { errorMessage } from '../../../lib/api';
import { useSession } from '../../auth/use-session';
import { useCreateCreditRequest } from '../api/create-credit-request';

interface CreditRequestDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Idle → submitting (buttons disabled, 'Submitting...') → closed with the notes cleared. */
export function CreditRequestDialog({ open, onOpenChange }: CreditRequestDialogProps) {
  const session = useSession();
  const [notes, setNotes] = useState('');
  const request = useCreateCreditRequest();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (session.status !== 'signed-in') {
      toast.error('You must be logged in to request credits.');
      return;
    }
    const trimmed = notes.trim();
    request.mutate(
      { user_notes: trimmed === '' ? null : trimmed },
      {
        onSuccess: () => {
          toast.success('Credit request submitted successfully!');
          setNotes('');
          onOpenChange(false);
        },
        onError: (error) => toast.error(`Failed to submit request: ${errorMessage(error, 'Unknown error')}`),
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={(next) => !request.isPending && onOpenChange(next)}>
      <DialogContent
        title="Request More TTS Credits"
        description="Audio narration uses TTS credits. Ask an administrator for more; they will review your request."
      >
        <form onSubmit={submit} className="grid gap-5">
          <Field label="Notes (optional)" hint="Anything the administrator should know.">
            <Textarea
              value={notes}
              onChange={(event) => setNotes(event.target.value)}
              placeholder="e.g. I'd like to listen to my yearly reading."
              maxLength={NOTES_MAX_LENGTH}
              disabled={request.isPending}
            />
          </Field>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="outline" disabled={request.isPending}>
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit" disabled={request.isPending}>
              {request.isPending ? 'Submitting...' : 'Submit Request'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
