import { AlertDialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { useReturnFocus } from '../../lib/return-focus';
import { Button, buttonClasses } from './button';

interface ConfirmDialogProps {
  open: boolean;
  /** The confirmed action is running: both buttons are disabled and the dialog cannot be dismissed. */
  busy: boolean;
  title: ReactNode;
  description: ReactNode;
  /** The danger button's label, and its label while the action runs. */
  confirmLabel: string;
  busyLabel?: string;
  /** Cancel's label, in the caller's language (English 'Cancel' when absent). */
  cancelLabel?: string;
  onConfirm: () => void;
  onCancel: () => void;
  /**
   * Fields the confirmation asks for (a password), between the description and the buttons. Focus then
   * starts in the first field instead of on Cancel, and Enter in a field confirms.
   */
  children?: ReactNode;
  /**
   * Where focus goes as the dialog closes, when the action removed what opened it (a deleted item's button):
   * an element to focus, or null to give focus back to the opener as usual.
   */
  focusOnClose?: () => HTMLElement | null;
}

interface ConfirmFormProps {
  busy: boolean;
  onConfirm: () => void;
  /** The danger button's label as it stands (the busy one while the action runs). */
  label: string;
  cancelLabel: string;
  children?: ReactNode;
}

/** The fields asked for, Cancel and the danger button; submitting confirms, once, unless already busy. */
function ConfirmForm({ busy, onConfirm, label, cancelLabel, children }: ConfirmFormProps) {
  return (
    <form
      className="grid gap-5"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!busy) onConfirm();
      }}
    >
      {children}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <AlertDialog.Cancel type="button" className={buttonClasses('outline')} disabled={busy}>
          {cancelLabel}
        </AlertDialog.Cancel>
        <Button type="submit" variant="danger" disabled={busy}>
          {label}
        </Button>
      </div>
    </form>
  );
}

/**
 * Where focus goes: back to the opener on close (or where `focusOnClose` says), and on open to the first
 * field when the dialog asks for one.
 */
function useConfirmFocus(focusOnClose: ConfirmDialogProps['focusOnClose']) {
  const returnFocus = useReturnFocus();
  const closeAutoFocus = (event: Event) => {
    const target = focusOnClose?.();
    if (!target) return returnFocus.onCloseAutoFocus(event);
    event.preventDefault();
    target.focus();
  };
  const focusFirstField = (event: Event) => {
    returnFocus.onOpenAutoFocus(event);
    const field = event.target instanceof Element ? event.target.querySelector('input') : null;
    if (!field) return;
    event.preventDefault();
    field.focus();
  };
  return { returnFocus, closeAutoFocus, focusFirstField };
}

/**
 * A destructive action's confirmation: Cancel (focused first) and a danger button. Not
 * AlertDialog.Action, which closes at once: the dialog stays until the action is done. The buttons sit
 * in a form, so the danger button confirms by submitting it (and Enter in a field does too).
 */
export function ConfirmDialog({
  open,
  busy,
  title,
  description,
  confirmLabel,
  busyLabel = confirmLabel,
  cancelLabel = 'Cancel',
  onConfirm,
  onCancel,
  children,
  focusOnClose,
}: ConfirmDialogProps) {
  const { returnFocus, closeAutoFocus, focusFirstField } = useConfirmFocus(focusOnClose);
  return (
    <AlertDialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next && !busy) onCancel();
      }}
    >
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-[60] animate-fade bg-black/55 backdrop-blur-[2px]" />
        <AlertDialog.Content
          {...returnFocus}
          onCloseAutoFocus={closeAutoFocus}
          onOpenAutoFocus={children ? focusFirstField : returnFocus.onOpenAutoFocus}
          className="fixed top-1/2 left-1/2 z-[60] grid w-[calc(100%-2rem)] max-w-sm -translate-x-1/2 -translate-y-1/2 animate-rise gap-5 rounded-2xl border border-border bg-surface p-6 shadow-lift"
        >
          <div className="grid gap-1.5">
            <AlertDialog.Title className="font-serif text-xl font-semibold break-words">
              {title}
            </AlertDialog.Title>
            <AlertDialog.Description className="text-muted">{description}</AlertDialog.Description>
          </div>
          <ConfirmForm
            busy={busy}
            onConfirm={onConfirm}
            label={busy ? busyLabel : confirmLabel}
            cancelLabel={cancelLabel}
          >
            {children}
          </ConfirmForm>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
