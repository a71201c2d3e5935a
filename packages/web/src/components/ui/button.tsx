import { Slot } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

const variants = {
  primary: 'bg-accent text-accent-fg shadow-soft hover:brightness-110 active:brightness-95',
  secondary: 'border border-border bg-surface-2 text-text hover:border-accent/60',
  outline: 'border border-border bg-transparent text-text hover:bg-surface-2',
  ghost: 'bg-transparent text-text hover:bg-surface-2',
  danger: 'bg-danger text-bg hover:brightness-110',
  link: 'h-auto px-0 text-accent underline-offset-4 hover:underline',
} as const;

const sizes = {
  sm: 'h-9 gap-1.5 px-3 text-sm',
  md: 'h-11 gap-2 px-5 text-base',
  lg: 'h-12 gap-2 px-7 text-base',
  icon: 'size-11',
  'icon-sm': 'size-9',
} as const;

export type ButtonVariant = keyof typeof variants;
export type ButtonSize = keyof typeof sizes;

export interface ButtonProps extends ComponentProps<'button'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Render the single child (a link, for instance) with the button's look. */
  asChild?: boolean;
}

/** Class names of a button, for the rare element that cannot be a <Button>. */
export function buttonClasses(
  variant: ButtonVariant = 'primary',
  size: ButtonSize = 'md',
  className?: string,
) {
  return cn(
    'inline-flex shrink-0 cursor-pointer items-center justify-center rounded-lg font-medium whitespace-nowrap',
    'transition-[background-color,border-color,filter,color] duration-150 select-none',
    'disabled:pointer-events-none disabled:opacity-55 [&_svg]:size-[1.15em] [&_svg]:shrink-0',
    variants[variant],
    sizes[size],
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
