import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { errorMessage } from '../../../lib/api';
import { useSignUp } from '../api/sign-up';
import { LOGIN_REDIRECT_MS } from '../timing';

/** better-auth's default minimum; checked here too so the user hears it before a round trip. */
export const MIN_PASSWORD_LENGTH = 8;

interface SignUpFormProps {
  onFlowChange: (inFlow: boolean) => void;
}

export function SignUpForm({ onFlowChange }: SignUpFormProps) {
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const signUp = useSignUp();
  const navigate = useNavigate();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (name.trim() === '' || email.trim() === '' || password === '') {
      setError('Please fill in all fields');
      return;
    }
    if (password.length < MIN_PASSWORD_LENGTH) {
      setError(`Password must be at least ${MIN_PASSWORD_LENGTH} characters`);
      return;
    }
    setError(null);
    onFlowChange(true);
    signUp.mutate(
      { name: name.trim(), email: email.trim(), password },
      {
        onSuccess: () => {
          toast.success('Account created successfully');
          setTimeout(() => navigate('/', { replace: true }), LOGIN_REDIRECT_MS);
        },
        onError: (failure) => {
          console.error('Sign-up error:', failure);
          toast.error(errorMessage(failure, 'Error during sign up'));
          onFlowChange(false);
        },
      },
    );
  };

  const busy = signUp.isPending || signUp.isSuccess;
  return (
    <form onSubmit={submit} noValidate className="grid gap-5">
      {error && <Alert>{error}</Alert>}
      <Field label="Name">
        <Input
          autoComplete="name"
          value={name}
          onChange={(event) => setName(event.target.value)}
          placeholder="Your name"
          disabled={busy}
        />
      </Field>
      <Field label="Email">
        <Input
          type="email"
          autoComplete="email"
          inputMode="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          placeholder="you@example.com"
          disabled={busy}
        />
      </Field>
      <Field label="Password" hint={`At least ${MIN_PASSWORD_LENGTH} characters.`}>
        <Input
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          disabled={busy}
        />
      </Field>
      <Button type="submit" size="lg" disabled={busy} className="mt-1 w-full">
        {busy ? 'Creating account...' : 'Create Account'}
      </Button>
    </form>
  );
}
