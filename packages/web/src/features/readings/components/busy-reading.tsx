import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn';

/**
 * The reading on show while the next age or period loads: it stays in place, dimmed and marked busy,
 * so a step does not blank the page into skeletons and back.
 */
export function BusyReading({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <div
      aria-busy={busy}
      className={cn('transition-opacity duration-200', busy && 'pointer-events-none opacity-55')}
    >
      {children}
    </div>
  );
}
