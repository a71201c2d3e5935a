import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useContractText } from '../../../i18n/use-contract-text';
import { longDay } from '../../../lib/day-words';
import '../texts';

interface DeleteEntryDialogProps {
  /** The day of the note asked about; the dialog is closed while null. */
  date: string | null;
  deleting: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  /** Where focus goes once the note is gone (its Delete button with it). */
  focusOnClose: () => HTMLElement | null;
}

/** The confirmation before a note is deleted, naming its day so the reader knows which one. */
export function DeleteEntryDialog({
  date,
  deleting,
  onConfirm,
  onCancel,
  focusOnClose,
}: DeleteEntryDialogProps) {
  const { t } = useTranslation();
  const contract = useContractText();
  return (
    <ConfirmDialog
      open={date !== null}
      busy={deleting}
      title={date ? t('journal.deleteTitle', { day: longDay(date) }) : ''}
      description={contract('JOURNAL_DELETE_CONFIRM')}
      confirmLabel={t('journal.deleteConfirm')}
      busyLabel={t('journal.deleting')}
      onConfirm={onConfirm}
      onCancel={onCancel}
      focusOnClose={focusOnClose}
    />
  );
}
