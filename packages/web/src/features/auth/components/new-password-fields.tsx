import { MIN_PASSWORD_LENGTH } from '@cardology/contract/password';
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
  return (
    <>
      <PasswordField
        label="New password"
        value={password}
        onChange={onPasswordChange}
        disabled={disabled}
        autoComplete="new-password"
        hint={`At least ${MIN_PASSWORD_LENGTH} characters.`}
      />
      <PasswordField
        label="Confirm new password"
        value={confirmation}
        onChange={onConfirmationChange}
        disabled={disabled}
        autoComplete="new-password"
      />
    </>
  );
}
