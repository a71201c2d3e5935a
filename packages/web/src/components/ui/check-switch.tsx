import { type ReactNode, useId } from 'react';

interface CheckSwitchProps {
  label: ReactNode;
  hint: ReactNode;
  checked: boolean;
  disabled: boolean;
  onChange: (checked: boolean) => void;
}

/** A native checkbox shown as a switch, with its label and a hint below: keyboards and screen readers get it for free. */
export function CheckSwitch({ label, hint, checked, disabled, onChange }: CheckSwitchProps) {
  const id = useId();
  return (
    <div className="flex items-start gap-3">
      <input
        id={id}
        type="checkbox"
        role="switch"
        checked={checked}
        aria-checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
        className="mt-1 size-5 shrink-0 accent-current"
      />
      <label htmlFor={id} className="grid gap-0.5">
        <span className="text-sm font-medium">{label}</span>
        <span className="text-sm text-muted">{hint}</span>
      </label>
    </div>
  );
}
