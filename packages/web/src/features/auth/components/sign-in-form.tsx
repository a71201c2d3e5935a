import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { useContractText } from '../../../i18n/use-contract-text';
import { useSignIn } from '../api/sign-in';
import { suspendedMessage } from '../suspended-message';
import { useAuthSubmit } from '../use-auth-submit';
import { EmailField, PasswordField } from './credential-fields';

interface SignInFormProps {
  /** Where to go once signed in. */
  destination: string;
  /** True from submit until success or failure, so the page does not treat the new session as old. */
  onFlowChange: (inFlow: boolean) => void;
}

export function SignInForm({ destination, onFlowChange }: SignInFormProps) {
  const { t } = useTranslation();
  const contract = useContractText();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const { error, setError, send, busy } = useAuthSubmit(useSignIn(), {
    success: t('auth.signIn.success'),
    destination,
    fallbackError: contract('SIGN_IN_FAILED'),
    logLabel: 'Login error:',
    onFlowChange,
    // A suspension is not a typo to retry: it stays on the page, with its end.
    explain: suspendedMessage,
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (email.trim() === '' || password === '') {
      setError(contract('FILL_IN_ALL_FIELDS'));
      return;
    }
    send({ email: email.trim(), password });
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-5">
      {error && <Alert>{error}</Alert>}
      <EmailField value={email} onChange={setEmail} disabled={busy} />
      <PasswordField
        value={password}
        onChange={setPassword}
        disabled={busy}
        autoComplete="current-password"
      />
      <Link
        to="/forgot-password"
        className="hit-area -mt-2 justify-self-end text-sm font-medium text-accent-ink underline"
      >
        {t('auth.signIn.forgot')}
      </Link>
      <Button type="submit" size="lg" disabled={busy} className="mt-1 w-full">
        {busy ? t('auth.signIn.busy') : t('auth.signIn.submit')}
      </Button>
    </form>
  );
}
