import type { LucideIcon } from 'lucide-react';
import { Button, type ButtonProps } from './button';

export interface IconButtonProps extends Omit<ButtonProps, 'children' | 'aria-label' | 'title' | 'asChild'> {
  /** What the button does: its accessible name, and the tooltip a pointer user sees. */
  label: string;
  icon: LucideIcon;
}

/**
 * A button that shows only an icon. The label is both its name (screen readers, voice control) and its
 * title, so the two can never say different things; the icon itself is hidden from assistive technology.
 */
export function IconButton({
  label,
  icon: Icon,
  variant = 'ghost',
  size = 'icon',
  ...props
}: IconButtonProps) {
  return (
    <Button variant={variant} size={size} aria-label={label} title={label} {...props}>
      <Icon aria-hidden="true" />
    </Button>
  );
}
