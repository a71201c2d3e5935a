import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

const tones = {
  accent: 'border-accent/50 bg-accent/15 text-accent-ink',
  neutral: 'border-border bg-surface-2 text-muted',
  danger: 'border-danger/50 bg-danger/10 text-danger',
} as const;

export function Badge({
  tone = 'accent',
  className,
  ...props
}: ComponentProps<'span'> & { tone?: keyof typeof tones }) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full border px-2.5 py-0.5 text-xs font-semibold tracking-wide uppercase',
        tones[tone],
        className,
      )}
      {...props}
    />
  );
}
