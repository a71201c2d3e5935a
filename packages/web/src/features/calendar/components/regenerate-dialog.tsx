import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useContractText } from '../../../i18n/use-contract-text';
import '../../../i18n/settings-texts';

interface RegenerateDialogProps {
  open: boolean;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** "Make a new link?": the old one dies, so subscribed calendars stop updating. */
export function RegenerateDialog({ open, busy, onConfirm, onCancel }: RegenerateDialogProps) {
  const { t } = useTranslation();
  const contract = useContractText();
  return (
    <ConfirmDialog
      open={open}
      busy={busy}
      title={t('settings.calendar.regenerateTitle')}
      description={contract('CALENDAR_REGENERATE_WARNING')}
      confirmLabel={t('settings.calendar.regenerateConfirm')}
      busyLabel={t('settings.calendar.making')}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
