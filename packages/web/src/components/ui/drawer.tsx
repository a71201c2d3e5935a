import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Drawer as DrawerPrimitive } from 'vaul';
import { cn } from '../../lib/cn';
import { useReturnFocus } from '../../lib/return-focus';
import { useMediaQuery } from '../../lib/use-media-query';
import { Button } from './button';
import { leaveEscapeToItsElement } from './keeps-its-escape';

type Side = 'left' | 'right' | 'bottom';

export interface DrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  /** 'auto': from the right on desktop, from the bottom on phones (docs/architecture.md "The look"). */
  side?: Side | 'auto';
  children: ReactNode;
  className?: string;
}

const panels: Record<Side, string> = {
  left: 'inset-y-0 left-0 h-full w-[min(20rem,86vw)] border-r',
  right: 'inset-y-0 right-0 h-full w-[min(28rem,92vw)] border-l',
  bottom: 'inset-x-0 bottom-0 max-h-[88dvh] rounded-t-2xl border-t',
};

/** A panel that slides in from an edge (vaul): a title, a close button and scrolling content. */
export function Drawer({
  open,
  onOpenChange,
  title,
  description,
  side = 'auto',
  children,
  className,
}: DrawerProps) {
  const { t } = useTranslation();
  const desktop = useMediaQuery('(min-width: 48rem)');
  const edge: Side = side === 'auto' ? (desktop ? 'right' : 'bottom') : side;
  const returnFocus = useReturnFocus();
  return (
    // vaul leaves focus on the trigger unless told (autoFocus defaults to false), so keyboard users
    // would Tab through the page hidden behind the overlay.
    <DrawerPrimitive.Root open={open} onOpenChange={onOpenChange} direction={edge} autoFocus>
      <DrawerPrimitive.Portal>
        <DrawerPrimitive.Overlay className="fixed inset-0 z-50 bg-black/55" />
        <DrawerPrimitive.Content
          {...(description ? {} : { 'aria-describedby': undefined })}
          {...returnFocus}
          onEscapeKeyDown={leaveEscapeToItsElement}
          className={cn(
            'fixed z-50 flex flex-col border-border bg-surface text-text shadow-lift outline-none',
            panels[edge],
            className,
          )}
        >
          {edge === 'bottom' && (
            <div aria-hidden="true" className="mx-auto mt-3 h-1.5 w-12 shrink-0 rounded-full bg-border" />
          )}
          <div className="flex items-start justify-between gap-3 border-b border-border px-5 py-4">
            <div className="grid gap-0.5">
              <DrawerPrimitive.Title className="font-serif text-xl font-semibold">
                {title}
              </DrawerPrimitive.Title>
              {description && (
                <DrawerPrimitive.Description className="text-sm text-muted">
                  {description}
                </DrawerPrimitive.Description>
              )}
            </div>
            <DrawerPrimitive.Close asChild>
              <Button variant="ghost" size="icon-sm" aria-label={t('shell.close')} className="-mr-2">
                <X aria-hidden="true" />
              </Button>
            </DrawerPrimitive.Close>
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain">{children}</div>
        </DrawerPrimitive.Content>
      </DrawerPrimitive.Portal>
    </DrawerPrimitive.Root>
  );
}
