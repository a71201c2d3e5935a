import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

/** A raised surface for a form, a result or a group of content. */
export function Panel({ className, ...props }: ComponentProps<'section'>) {
  return (
    <section
      className={cn('rounded-2xl border border-border bg-surface p-5 shadow-soft sm:p-7', className)}
      {...props}
    />
  );
}
