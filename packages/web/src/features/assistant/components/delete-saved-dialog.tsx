import { AlertDialog } from 'radix-ui';
import { Button, buttonClasses } from '../../../components/ui/button';
import { useReturnFocus } from '../../../lib/return-focus';

interface DeleteSavedDialogProps {
  open: boolean;
  deleting: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** docs/product.md §2 "Saved readings": the confirmation before a saved interpretation is deleted. */
export function DeleteSavedDialog({ open, deleting, onConfirm, onCancel }: DeleteSavedDialogProps) {
  const returnFocus = useReturnFocus();
  return (
    <AlertDialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next && !deleting) onCancel();
      }}
    >
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-[60] animate-fade bg-black/55 backdrop-blur-[2px]" />
        <AlertDialog.Content
          {...returnFocus}
          className="fixed top-1/2 left-1/2 z-[60] grid w-[calc(100%-2rem)] max-w-sm -translate-x-1/2 -translate-y-1/2 animate-rise gap-5 rounded-2xl border border-border bg-surface p-6 shadow-lift"
        >
          <div className="grid gap-1.5">
            <AlertDialog.Title className="font-serif text-xl font-semibold">
              Are you absolutely sure?
            </AlertDialog.Title>
            <AlertDialog.Description className="text-muted">
              This action cannot be undone. This will permanently delete this saved interpretation.
            </AlertDialog.Description>
          </div>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel className={buttonClasses('outline')} disabled={deleting}>
              Cancel
            </AlertDialog.Cancel>
            {/* Not AlertDialog.Action: the dialog stays until the deletion is done. */}
            <Button variant="danger" onClick={onConfirm} disabled={deleting}>
              Delete
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
