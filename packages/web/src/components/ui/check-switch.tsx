import { type ReactNode, useId } from 'react';

interface CheckSwitchProps {
  label: ReactNode;
  hint: ReactNode;
  checked: boolean;
  disabled: boolean;
  onChange: (checked: boolean) => void;
}

/**
 * A native checkbox shown as a switch, with its label and a hint below: keyboards and screen readers get it for free.
 * The hint describes the switch (aria-describedby) rather than naming it, so its words ("Needs your birthdate…")
 * never make the switch answer to another field's name. The label reaches down under the hint (padding, pulled
 * back by a negative margin; the hint lets clicks through), so the words and the box stay one 44 px target.
 */
export function CheckSwitch({ label, hint, checked, disabled, onChange }: CheckSwitchProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div className="flex items-start gap-3">
      <input
        id={id}
        type="checkbox"
        role="switch"
        checked={checked}
        aria-checked={checked}
        aria-describedby={hintId}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
        className="mt-1 size-5 shrink-0 accent-current"
      />
      <div className="grid gap-0.5">
        <label htmlFor={id} className="-mb-6 pb-6 text-sm font-medium">
          {label}
        </label>
        <span id={hintId} className="pointer-events-none text-sm text-muted">
          {hint}
        </span>
      </div>
    </div>
  );
}
