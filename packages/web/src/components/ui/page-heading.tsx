import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

interface PageHeadingProps {
  title: ReactNode;
  subtitle?: ReactNode;
  /** Sits above the title (a Back button, for instance). */
  before?: ReactNode;
  /** Less space below: for a heading inside a panel rather than at the top of a page. */
  tight?: boolean;
  centered?: boolean;
  /** Extra classes; an mb-* here overrides the default space below (that default is a component class). */
  className?: string;
}

/** The one h1 of a page (and the tab's title), in the serif, with an optional subtitle and a gold rule. */
export function PageHeading({
  title,
  subtitle,
  before,
  tight = false,
  centered = false,
  className,
}: PageHeadingProps) {
  return (
    <div
      className={cn(
        'grid gap-3',
        tight ? 'page-heading-tight' : 'page-heading',
        centered && 'justify-items-center text-center',
        className,
      )}
    >
      {typeof title === 'string' && <title>{`${title} · Cardology`}</title>}
      {before}
      <h1 className="text-3xl font-semibold tracking-tight sm:text-4xl">{title}</h1>
      {subtitle && <p className="max-w-prose text-lg text-muted">{subtitle}</p>}
      <div aria-hidden="true" className="h-px w-16 bg-accent/70" />
    </div>
  );
}
