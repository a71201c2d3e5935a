import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import '../texts';

interface DeleteSavedDialogProps {
  open: boolean;
  deleting: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** docs/product.md §2 "Saved readings": the confirmation before a saved interpretation is deleted. */
export function DeleteSavedDialog({ open, deleting, onConfirm, onCancel }: DeleteSavedDialogProps) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      open={open}
      busy={deleting}
      title={t('assistant.saved.deleteTitle')}
      description={t('assistant.saved.deleteDescription')}
      confirmLabel={t('assistant.saved.deleteConfirm')}
      cancelLabel={t('assistant.saved.deleteCancel')}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
