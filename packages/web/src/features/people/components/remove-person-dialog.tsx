import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import '../texts';

interface RemovePersonDialogProps {
  /** The person to remove; null keeps the dialog closed. */
  name: string | null;
  removing: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** "Remove {name}?" with Cancel (focused first) and Remove; Remove stays disabled while it runs. */
export function RemovePersonDialog({ name, removing, onConfirm, onCancel }: RemovePersonDialogProps) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      open={name !== null}
      busy={removing}
      title={t('people.remove.title', { name: name ?? '' })}
      description={t('people.remove.description')}
      confirmLabel={t('people.remove.confirm')}
      busyLabel={t('people.remove.busy')}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
