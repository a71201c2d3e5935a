import { ConfirmDialog } from '../../../components/ui/confirm-dialog';

interface DeleteSavedDialogProps {
  open: boolean;
  deleting: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** docs/product.md §2 "Saved readings": the confirmation before a saved interpretation is deleted. */
export function DeleteSavedDialog({ open, deleting, onConfirm, onCancel }: DeleteSavedDialogProps) {
  return (
    <ConfirmDialog
      open={open}
      busy={deleting}
      title="Are you absolutely sure?"
      description="This action cannot be undone. This will permanently delete this saved interpretation."
      confirmLabel="Delete"
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
