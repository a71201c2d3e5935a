import { newPasswordProblem } from '@cardology/contract/password';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { useContractText } from '../../../i18n/use-contract-text';
import { errorMessage } from '../../../lib/api';
import { useResetPassword } from '../api/reset-password';
import { NewPasswordFields } from './new-password-fields';

/** /reset-password: a new password for the account whose one-time token the link carries. */
export function ResetPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation();
  const contract = useContractText();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [error, setError] = useState<string | null>(null);
  const reset = useResetPassword();

  if (token === '') return <Alert>{contract('RESET_LINK_INVALID')}</Alert>;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem =
      password === '' || confirmation === ''
        ? 'FILL_IN_ALL_FIELDS'
        : newPasswordProblem(password, confirmation);
    setError(problem && contract(problem));
    if (problem) return;
    reset.mutate(
      { token, newPassword: password },
      {
        onSuccess: () => {
          toast.success(contract('PASSWORD_RESET_DONE'));
          navigate('/login', { replace: true });
        },
        onError: (failure) => setError(errorMessage(failure, contract('RESET_LINK_INVALID'))),
      },
    );
  };

  const busy = reset.isPending || reset.isSuccess;
  return (
    <form onSubmit={submit} noValidate className="grid gap-5">
      {error && <Alert>{error}</Alert>}
      <NewPasswordFields
        password={password}
        confirmation={confirmation}
        onPasswordChange={setPassword}
        onConfirmationChange={setConfirmation}
        disabled={busy}
      />
      <Button type="submit" size="lg" disabled={busy} className="w-full">
        {busy ? t('auth.reset.busy') : t('auth.reset.submit')}
      </Button>
    </form>
  );
}
