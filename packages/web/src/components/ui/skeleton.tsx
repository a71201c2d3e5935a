import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

/** A placeholder block shaped like the content it stands for. Hidden from assistive tech. */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div aria-hidden="true" className={cn('animate-pulse rounded-md bg-surface-2', className)} {...props} />
  );
}
