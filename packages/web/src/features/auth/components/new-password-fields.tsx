import { MIN_PASSWORD_LENGTH } from '@cardology/contract/password';
import { useTranslation } from 'react-i18next';
import { PasswordField } from './credential-fields';

interface NewPasswordFieldsProps {
  password: string;
  confirmation: string;
  onPasswordChange: (value: string) => void;
  onConfirmationChange: (value: string) => void;
  disabled: boolean;
}

/** A new password and the same again, as the change and reset forms ask for it. */
export function NewPasswordFields({
  password,
  confirmation,
  onPasswordChange,
  onConfirmationChange,
  disabled,
}: NewPasswordFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <PasswordField
        label={t('auth.newPassword.label')}
        value={password}
        onChange={onPasswordChange}
        disabled={disabled}
        autoComplete="new-password"
        hint={t('auth.signUp.passwordHint', { count: MIN_PASSWORD_LENGTH })}
      />
      <PasswordField
        label={t('auth.newPassword.confirm')}
        value={confirmation}
        onChange={onConfirmationChange}
        disabled={disabled}
        autoComplete="new-password"
      />
    </>
  );
}
