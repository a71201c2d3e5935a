import { Slot } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

const variants = {
  primary: 'bg-accent text-accent-fg shadow-soft hover:brightness-110 active:brightness-95',
  secondary: 'border border-border bg-surface-2 text-text hover:border-accent/60',
  outline: 'border border-border bg-transparent text-text hover:bg-surface-2',
  ghost: 'bg-transparent text-text hover:bg-surface-2',
  /** Secondary actions that should recede: muted until hovered. */
  quiet: 'bg-transparent text-muted hover:bg-surface-2 hover:text-text',
  /** A small gold action inside other UI (the credit plus button). */
  'ghost-accent': 'bg-transparent text-accent hover:bg-accent/15',
  danger: 'bg-danger text-bg hover:brightness-110',
  /** The way into a destructive action (its confirm dialog has the danger button): red text only. */
  'danger-quiet': 'bg-transparent text-danger hover:bg-danger/10',
  link: 'gap-1.5 rounded-sm text-accent-ink underline-offset-4 hover:underline',
} as const;

// Sizes own height, padding and rounding; a link has none of them (it sits in running text).
const sizes = {
  sm: 'h-9 gap-1.5 rounded-lg px-3 text-sm',
  md: 'h-11 gap-2 rounded-lg px-5 text-base',
  lg: 'h-12 gap-2 rounded-lg px-7 text-base',
  /** md for a label that may need two lines in some language: it grows, and its <span> wraps. */
  'md-wrap': 'min-h-11 max-w-full gap-2 rounded-lg px-5 py-2 text-base text-left [&>span]:whitespace-normal',
  icon: 'size-11 rounded-lg',
  'icon-sm': 'size-9 rounded-lg',
  'icon-xs': 'size-7 rounded-full',
} as const;

/** Sizes drawn under 44 px: an invisible hit area (`.hit-area`, styles/index.css) grows their touch target. */
const SMALL_SIZES: ReadonlySet<ButtonSize> = new Set(['sm', 'icon-sm', 'icon-xs']);

export type ButtonVariant = keyof typeof variants;
export type ButtonSize = keyof typeof sizes;

export interface ButtonProps extends ComponentProps<'button'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Render the single child (a link, for instance) with the button's look. */
  asChild?: boolean;
}

/**
 * Class names of a button, for the rare element that cannot be a <Button>. `className` may add
 * layout (width, margins, alignment) but must not restate what a variant or size sets: there is
 * no class merging, so two utilities for one property resolve by stylesheet order, not by position.
 */
export function buttonClasses(
  variant: ButtonVariant = 'primary',
  size: ButtonSize = 'md',
  className?: string,
) {
  return cn(
    'inline-flex shrink-0 cursor-pointer items-center justify-center font-medium whitespace-nowrap',
    'transition-[background-color,border-color,filter,color] duration-150 select-none',
    'disabled:pointer-events-none disabled:opacity-55 [&_svg]:size-[1.15em] [&_svg]:shrink-0',
    variants[variant],
    variant !== 'link' && sizes[size],
    // A link-styled button is as tall as its line of text.
    (variant === 'link' || SMALL_SIZES.has(size)) && 'hit-area',
    className,
  );
}

export function Button({ variant, size, asChild = false, className, type, ...props }: ButtonProps) {
  const Component = asChild ? Slot.Root : 'button';
  return (
    <Component
      type={asChild ? undefined : (type ?? 'button')}
      className={buttonClasses(variant, size, className)}
      {...props}
    />
  );
}
