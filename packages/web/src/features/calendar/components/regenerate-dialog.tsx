import { CALENDAR_REGENERATE_WARNING } from '@cardology/contract/calendar';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';

interface RegenerateDialogProps {
  open: boolean;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** "Make a new link?": the old one dies, so subscribed calendars stop updating. */
export function RegenerateDialog({ open, busy, onConfirm, onCancel }: RegenerateDialogProps) {
  return (
    <ConfirmDialog
      open={open}
      busy={busy}
      title="Make a new link?"
      description={CALENDAR_REGENERATE_WARNING}
      confirmLabel="Make a new link"
      busyLabel="Making..."
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
