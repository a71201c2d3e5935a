import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

interface PageHeadingProps {
  title: ReactNode;
  subtitle?: ReactNode;
  /** Sits above the title (a Back button, for instance). */
  before?: ReactNode;
  className?: string;
}

/** The one h1 of a page (and the tab's title), in the serif, with an optional subtitle and a gold rule. */
export function PageHeading({ title, subtitle, before, className }: PageHeadingProps) {
  return (
    <div className={cn('mb-8 grid gap-3', className)}>
      {typeof title === 'string' && <title>{`${title} · Cardology`}</title>}
      {before}
      <h1 className="text-3xl font-semibold tracking-tight sm:text-4xl">{title}</h1>
      {subtitle && <p className="max-w-prose text-lg text-muted">{subtitle}</p>}
      <div aria-hidden="true" className="h-px w-16 bg-accent/70" />
    </div>
  );
}
