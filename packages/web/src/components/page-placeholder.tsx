import type { ReactNode } from 'react';
import { Panel } from './ui/panel';

/** Stands in for a page whose content arrives in a later issue: a fanned deck and one line. */
export function PagePlaceholder({ children = 'This page is being prepared.' }: { children?: ReactNode }) {
  return (
    <Panel className="flex flex-col items-center gap-6 py-12 text-center">
      <div aria-hidden="true" className="relative h-28 w-40">
        {[-14, 0, 14].map((angle) => (
          <div
            key={angle}
            style={{ transform: `rotate(${angle}deg)` }}
            className="absolute inset-x-0 mx-auto h-28 w-20 origin-bottom rounded-lg border border-card-edge bg-surface-2 shadow-soft"
          >
            <div className="m-1.5 h-[calc(100%-0.75rem)] rounded-md border border-card-edge/50 bg-[repeating-linear-gradient(45deg,transparent_0_6px,color-mix(in_oklab,var(--color-accent)_18%,transparent)_6px_7px)]" />
          </div>
        ))}
      </div>
      <p className="max-w-sm text-muted">{children}</p>
    </Panel>
  );
}
