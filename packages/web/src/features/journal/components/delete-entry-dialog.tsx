import { JOURNAL_DELETE_CONFIRM } from '@cardology/contract/journal-words';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { longDay } from '../journal-format';

interface DeleteEntryDialogProps {
  /** The day of the note asked about; the dialog is closed while null. */
  date: string | null;
  deleting: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** The confirmation before a note is deleted, naming its day so the reader knows which one. */
export function DeleteEntryDialog({ date, deleting, onConfirm, onCancel }: DeleteEntryDialogProps) {
  return (
    <ConfirmDialog
      open={date !== null}
      busy={deleting}
      title={date ? `The note of ${longDay(date)}` : ''}
      description={JOURNAL_DELETE_CONFIRM}
      confirmLabel="Delete"
      busyLabel="Deleting..."
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
