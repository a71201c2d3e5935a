import { MIN_PASSWORD_LENGTH } from '@cardology/contract/password';
import { checkYourMailMessage } from '@cardology/contract/sign-up';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { useContractText } from '../../../i18n/use-contract-text';
import { awaitsConfirmation, useSignUp } from '../api/sign-up';
import { useAuthSubmit } from '../use-auth-submit';
import { CheckYourMail } from './check-your-mail';
import { EmailField, PasswordField } from './credential-fields';

interface SignUpFormProps {
  onFlowChange: (inFlow: boolean) => void;
}

export function SignUpForm({ onFlowChange }: SignUpFormProps) {
  const { t } = useTranslation();
  const contract = useContractText();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const emailField = useRef<HTMLInputElement>(null);
  const { error, setError, notice, send, restart, busy } = useAuthSubmit(useSignUp(), {
    success: t('auth.signUp.success'),
    unfinished: (result) =>
      awaitsConfirmation(result) ? contract(checkYourMailMessage(email.trim())) : undefined,
    destination: '/',
    fallbackError: t('auth.signUp.failed'),
    logLabel: 'Sign-up error:',
    onFlowChange,
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const refused = refusal(name, email, password);
    if (refused) setError(contract(refused));
    else send({ name: name.trim(), email: email.trim(), password });
  };

  if (notice) {
    const changeAddress = () => {
      restart();
      // The form comes back filled; the address is what needs correcting.
      requestAnimationFrame(() => emailField.current?.select());
    };
    return <CheckYourMail email={email.trim()} notice={notice} onChangeAddress={changeAddress} />;
  }

  return (
    <form onSubmit={submit} noValidate className="grid gap-5">
      {error && <Alert>{error}</Alert>}
      <Field label={t('auth.signUp.name')}>
        <Input
          autoComplete="name"
          value={name}
          onChange={(event) => setName(event.target.value)}
          placeholder={t('auth.signUp.namePlaceholder')}
          disabled={busy}
        />
      </Field>
      <EmailField ref={emailField} value={email} onChange={setEmail} disabled={busy} />
      <PasswordField
        value={password}
        onChange={setPassword}
        disabled={busy}
        autoComplete="new-password"
        hint={t('auth.signUp.passwordHint', { count: MIN_PASSWORD_LENGTH })}
      />
      <Button type="submit" size="lg" disabled={busy} className="mt-1 w-full">
        {busy ? t('auth.signUp.busy') : t('auth.signUp.submit')}
      </Button>
    </form>
  );
}

/** What the form refuses before sending: an empty field, or the server's password rule heard before a round trip. */
function refusal(name: string, email: string, password: string) {
  if (name.trim() === '' || email.trim() === '' || password === '') return 'FILL_IN_ALL_FIELDS' as const;
  if (password.length < MIN_PASSWORD_LENGTH) return 'PASSWORD_TOO_SHORT' as const;
  return null;
}
