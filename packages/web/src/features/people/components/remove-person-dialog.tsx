import { ConfirmDialog } from '../../../components/ui/confirm-dialog';

interface RemovePersonDialogProps {
  /** The person to remove; null keeps the dialog closed. */
  name: string | null;
  removing: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** "Remove {name}?" with Cancel (focused first) and Remove; Remove stays disabled while it runs. */
export function RemovePersonDialog({ name, removing, onConfirm, onCancel }: RemovePersonDialogProps) {
  return (
    <ConfirmDialog
      open={name !== null}
      busy={removing}
      title={`Remove ${name}?`}
      description="They will no longer be in your list of people. You can add them again at any time."
      confirmLabel="Remove"
      busyLabel="Removing..."
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
