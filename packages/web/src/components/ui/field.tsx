import { cloneElement, type ReactElement, type ReactNode, useId } from 'react';
import { cn } from '../../lib/cn';
import { Label } from './label';

interface ControlProps {
  id?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

interface FieldProps {
  label: ReactNode;
  /** One input, textarea or select; the field gives it its id and the ARIA links. */
  children: ReactElement<ControlProps>;
  hint?: ReactNode;
  error?: string | null;
  className?: string;
}

/** A label, one control, an optional hint and the control's error, wired for screen readers. */
export function Field({ label, children, hint, error, className }: FieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('grid gap-1.5', className)}>
      <Label htmlFor={id}>{label}</Label>
      {cloneElement(children, {
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy,
      })}
      {hint && (
        <p id={hintId} className="text-sm text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
