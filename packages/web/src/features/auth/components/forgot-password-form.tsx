import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { useContractText } from '../../../i18n/use-contract-text';
import { errorMessage, failureText } from '../../../lib/api';
import { usePasswordResetOptions } from '../api/get-password-reset-options';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { EmailField } from './credential-fields';

/**
 * /forgot-password: an e-mail field when the server mails reset links, else where to get one (an
 * administrator). After sending, the same words whether or not the address has an account.
 */
export function ForgotPasswordForm() {
  const { t } = useTranslation();
  const contract = useContractText();
  const options = usePasswordResetOptions();
  if (options.isPending) {
    return (
      <div aria-busy="true" className="grid gap-3">
        <span className="sr-only">{t('auth.forgot.loading')}</span>
        <Skeleton className="h-5 w-1/3" />
        <Skeleton className="h-11 w-full" />
        <Skeleton className="h-11 w-full" />
      </div>
    );
  }
  if (options.isError)
    return <Alert>{t('auth.forgot.loadFailed', { reason: failureText(options.error) })}</Alert>;
  if (!options.data.by_email) return <Alert tone="info">{contract('RESET_BY_ADMIN')}</Alert>;
  return <EmailForm />;
}

function EmailForm() {
  const { t } = useTranslation();
  const contract = useContractText();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const request = useRequestPasswordReset();

  if (request.isSuccess) return <Alert tone="info">{contract('RESET_LINK_SENT')}</Alert>;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (email.trim() === '') {
      setError(contract('FILL_IN_ALL_FIELDS'));
      return;
    }
    setError(null);
    request.mutate(
      { email: email.trim() },
      { onError: (failure) => setError(errorMessage(failure, t('auth.forgot.requestFailed'))) },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-5">
      {error && <Alert>{error}</Alert>}
      <EmailField value={email} onChange={setEmail} disabled={request.isPending} />
      <Button type="submit" size="lg" disabled={request.isPending} className="w-full">
        {request.isPending ? t('auth.forgot.busy') : t('auth.forgot.submit')}
      </Button>
    </form>
  );
}
