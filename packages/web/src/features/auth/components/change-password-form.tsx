import { FILL_IN_ALL_FIELDS } from '@cardology/contract/auth';
import { newPasswordProblem, PASSWORD_CHANGED } from '@cardology/contract/password';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Panel } from '../../../components/ui/panel';
import { errorMessage } from '../../../lib/api';
import { useChangePassword } from '../api/change-password';
import { PasswordField } from './credential-fields';
import { NewPasswordFields } from './new-password-fields';

const EMPTY = { current: '', next: '', confirmation: '' };

/** /profile's password section: the current password, then the new one twice. */
export function ChangePasswordForm() {
  const [fields, setFields] = useState(EMPTY);
  const [error, setError] = useState<string | null>(null);
  const change = useChangePassword();
  const set = (field: keyof typeof EMPTY) => (value: string) =>
    setFields((current) => ({ ...current, [field]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { current, next, confirmation } = fields;
    const problem =
      current === '' || next === '' || confirmation === ''
        ? FILL_IN_ALL_FIELDS
        : newPasswordProblem(next, confirmation);
    setError(problem);
    if (problem) return;
    change.mutate(
      { currentPassword: current, newPassword: next },
      {
        onSuccess: () => {
          setFields(EMPTY);
          toast.success(PASSWORD_CHANGED);
        },
        onError: (failure) => setError(errorMessage(failure, 'The password could not be changed.')),
      },
    );
  };

  return (
    <Panel aria-labelledby="profile-password">
      <h2 id="profile-password" className="mb-5 text-xl font-semibold">
        Password
      </h2>
      <form onSubmit={submit} noValidate className="grid gap-5">
        {error && <Alert>{error}</Alert>}
        <PasswordField
          label="Current password"
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
        <p className="text-sm text-muted">Changing it signs you out on every other device.</p>
        <Button type="submit" disabled={change.isPending} className="justify-self-start">
          {change.isPending ? 'Changing...' : 'Change Password'}
        </Button>
      </form>
    </Panel>
  );
}
