import { AlertDialog } from 'radix-ui';
import { Button, buttonClasses } from '../../../components/ui/button';
import { useReturnFocus } from '../../../lib/return-focus';

interface RemovePersonDialogProps {
  /** The person to remove; null keeps the dialog closed. */
  name: string | null;
  removing: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** "Remove {name}?" with Cancel (focused first) and Remove; Remove stays disabled while it runs. */
export function RemovePersonDialog({ name, removing, onConfirm, onCancel }: RemovePersonDialogProps) {
  const returnFocus = useReturnFocus();
  return (
    <AlertDialog.Root
      open={name !== null}
      onOpenChange={(open) => {
        if (!open && !removing) onCancel();
      }}
    >
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-[60] animate-fade bg-black/55 backdrop-blur-[2px]" />
        <AlertDialog.Content
          {...returnFocus}
          className="fixed top-1/2 left-1/2 z-[60] grid w-[calc(100%-2rem)] max-w-sm -translate-x-1/2 -translate-y-1/2 animate-rise gap-5 rounded-2xl border border-border bg-surface p-6 shadow-lift"
        >
          <div className="grid gap-1.5">
            <AlertDialog.Title className="font-serif text-xl font-semibold break-words">
              Remove {name}?
            </AlertDialog.Title>
            <AlertDialog.Description className="text-muted">
              They will no longer be in your list of people. You can add them again at any time.
            </AlertDialog.Description>
          </div>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel className={buttonClasses('outline')} disabled={removing}>
              Cancel
            </AlertDialog.Cancel>
            {/* Not AlertDialog.Action: that closes at once, and the dialog should stay until the removal is done. */}
            <Button variant="danger" onClick={onConfirm} disabled={removing}>
              {removing ? 'Removing...' : 'Remove'}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
