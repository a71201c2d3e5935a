import { useId } from 'react';

interface IncludePeopleSwitchProps {
  checked: boolean;
  disabled: boolean;
  onChange: (checked: boolean) => void;
}

/** "Include my people": a native checkbox shown as a switch, so keyboards and screen readers get it for free. */
export function IncludePeopleSwitch({ checked, disabled, onChange }: IncludePeopleSwitchProps) {
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
        <span className="text-sm font-medium">Include my people</span>
        <span className="text-sm text-muted">
          Their periods appear under their first name. Birthdates are never in the calendar.
        </span>
      </label>
    </div>
  );
}
