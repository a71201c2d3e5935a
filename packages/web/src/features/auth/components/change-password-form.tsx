import { newPasswordProblem } from '@cardology/contract/password';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Panel } from '../../../components/ui/panel';
import { useContractText } from '../../../i18n/use-contract-text';
import { errorMessage } from '../../../lib/api';
import { useChangePassword } from '../api/change-password';
import { PasswordField } from './credential-fields';
import { NewPasswordFields } from './new-password-fields';
import '../../../i18n/settings-texts';

const EMPTY = { current: '', next: '', confirmation: '' };

/** /profile's password section: the current password, then the new one twice. */
export function ChangePasswordForm() {
  const [fields, setFields] = useState(EMPTY);
  const [error, setError] = useState<string | null>(null);
  const change = useChangePassword();
  const { t } = useTranslation();
  const contract = useContractText();
  const set = (field: keyof typeof EMPTY) => (value: string) =>
    setFields((current) => ({ ...current, [field]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { current, next, confirmation } = fields;
    const problem =
      current === '' || next === '' || confirmation === ''
        ? 'FILL_IN_ALL_FIELDS'
        : newPasswordProblem(next, confirmation);
    setError(problem && contract(problem));
    if (problem) return;
    change.mutate(
      { currentPassword: current, newPassword: next },
      {
        onSuccess: () => {
          setFields(EMPTY);
          toast.success(contract('PASSWORD_CHANGED'));
        },
        onError: (failure) => setError(errorMessage(failure, t('settings.password.failed'))),
      },
    );
  };

  return (
    <Panel aria-labelledby="profile-password">
      <h2 id="profile-password" className="mb-5 text-xl font-semibold">
        {t('settings.password.title')}
      </h2>
      <form onSubmit={submit} noValidate className="grid gap-5">
        {error && <Alert>{error}</Alert>}
        <PasswordField
          label={t('settings.password.current')}
          value={fields.current}
          onChange={set('current')}
          disabled={change.isPending}
          autoComplete="current-password"
        />
        <NewPasswordFields
          password={fields.next}
          confirmation={fields.confirmation}
          onPasswordChange={set('next')}
          onConfirmationChange={set('confirmation')}
          disabled={change.isPending}
        />
        <p className="text-sm text-muted">{t('settings.password.signsOut')}</p>
        <Button type="submit" disabled={change.isPending} className="justify-self-start">
          {change.isPending ? t('settings.password.changing') : t('settings.password.change')}
        </Button>
      </form>
    </Panel>
  );
}
