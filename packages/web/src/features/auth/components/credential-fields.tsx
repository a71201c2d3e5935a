import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';

interface CredentialFieldProps {
  ref?: Ref<HTMLInputElement>;
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
}

/** The email field of the sign-in and sign-up forms. */
export function EmailField({ ref, value, onChange, disabled }: CredentialFieldProps) {
  const { t } = useTranslation();
  return (
    <Field label={t('auth.fields.email')}>
      <Input
        ref={ref}
        type="email"
        autoComplete="email"
        inputMode="email"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={t('auth.fields.emailPlaceholder')}
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
  label,
}: CredentialFieldProps & {
  autoComplete: 'current-password' | 'new-password';
  hint?: string;
  error?: string | null;
  label?: string;
}) {
  const { t } = useTranslation();
  return (
    <Field label={label ?? t('auth.fields.password')} hint={hint} error={error}>
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
