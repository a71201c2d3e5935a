import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

export const controlClasses = cn(
  'w-full rounded-lg border border-border bg-surface px-3.5 text-base text-text shadow-xs',
  'placeholder:text-muted/80 transition-colors duration-150',
  'hover:border-muted/60 focus-visible:border-accent focus-visible:outline-2 focus-visible:outline-offset-0',
  'disabled:cursor-not-allowed disabled:opacity-60 read-only:bg-surface-2 read-only:text-muted',
  'aria-invalid:border-danger',
);

export function Input({ className, ...props }: ComponentProps<'input'>) {
  return <input className={cn(controlClasses, 'h-11', className)} {...props} />;
}

export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return <textarea className={cn(controlClasses, 'min-h-24 resize-y py-2.5', className)} {...props} />;
}
