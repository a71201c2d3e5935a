import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

const tones = {
  danger: 'border-danger/40 bg-danger/10 text-danger',
  info: 'border-accent/40 bg-accent/10 text-text',
} as const;

/** An inline message that stays on the page (toasts are for passing news). */
export function Alert({
  tone = 'danger',
  className,
  ...props
}: ComponentProps<'div'> & { tone?: keyof typeof tones }) {
  return (
    <div
      role={tone === 'danger' ? 'alert' : 'status'}
      className={cn('rounded-lg border px-4 py-3 text-sm font-medium', tones[tone], className)}
      {...props}
    />
  );
}
