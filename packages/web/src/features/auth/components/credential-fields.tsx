import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';

interface CredentialFieldProps {
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
}

/** The email field of the sign-in and sign-up forms. */
export function EmailField({ value, onChange, disabled }: CredentialFieldProps) {
  return (
    <Field label="Email">
      <Input
        type="email"
        autoComplete="email"
        inputMode="email"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder="you@example.com"
        disabled={disabled}
      />
    </Field>
  );
}

/** A password field; `autoComplete` tells password managers whether to fill or to suggest one. */
export function PasswordField({
  value,
  onChange,
  disabled,
  autoComplete,
  hint,
  error,
  label = 'Password',
}: CredentialFieldProps & {
  autoComplete: 'current-password' | 'new-password';
  hint?: string;
  error?: string | null;
  label?: string;
}) {
  return (
    <Field label={label} hint={hint} error={error}>
      <Input
        type="password"
        autoComplete={autoComplete}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        disabled={disabled}
      />
    </Field>
  );
}
