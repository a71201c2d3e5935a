import { X } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';
import { useReturnFocus } from '../../lib/return-focus';
import { Button } from './button';

export const Dialog = DialogPrimitive.Root;
export const DialogClose = DialogPrimitive.Close;

interface DialogContentProps {
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  className?: string;
}

/** A centred modal card with a title, an optional description and a close button. */
export function DialogContent({ title, description, children, className }: DialogContentProps) {
  const { t } = useTranslation();
  const returnFocus = useReturnFocus();
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 animate-fade bg-black/55 backdrop-blur-[2px]" />
      <DialogPrimitive.Content
        // Without a description Radix expects this to be explicitly undefined.
        {...(description ? {} : { 'aria-describedby': undefined })}
        {...returnFocus}
        className={cn(
          'fixed top-1/2 left-1/2 z-50 grid w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 gap-5',
          'animate-rise rounded-2xl border border-border bg-surface p-6 shadow-lift',
          className,
        )}
      >
        <div className="grid gap-1.5 pr-8">
          <DialogPrimitive.Title className="font-serif text-xl font-semibold">{title}</DialogPrimitive.Title>
          {description && (
            <DialogPrimitive.Description className="text-muted">{description}</DialogPrimitive.Description>
          )}
        </div>
        {children}
        <DialogPrimitive.Close asChild>
          <Button
            variant="ghost"
            size="icon-sm"
            className="absolute top-3 right-3"
            aria-label={t('shell.close')}
          >
            <X aria-hidden="true" />
          </Button>
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}
