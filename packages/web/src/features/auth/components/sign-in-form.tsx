import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { errorMessage } from '../../../lib/api';
import { useSignIn } from '../api/sign-in';
import { LOGIN_REDIRECT_MS } from '../timing';

interface SignInFormProps {
  /** Where to go once signed in. */
  destination: string;
  /** True from submit until success or failure, so the page does not treat the new session as old. */
  onFlowChange: (inFlow: boolean) => void;
}

export function SignInForm({ destination, onFlowChange }: SignInFormProps) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const signIn = useSignIn();
  const navigate = useNavigate();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (email.trim() === '' || password === '') {
      setError('Please fill in all fields');
      return;
    }
    setError(null);
    onFlowChange(true);
    signIn.mutate(
      { email: email.trim(), password },
      {
        onSuccess: () => {
          toast.success('Logged in successfully');
          setTimeout(() => navigate(destination, { replace: true }), LOGIN_REDIRECT_MS);
        },
        onError: (failure) => {
          console.error('Login error:', failure);
          toast.error(errorMessage(failure, 'Error during sign in'));
          onFlowChange(false);
        },
      },
    );
  };

  const busy = signIn.isPending || signIn.isSuccess;
  return (
    <form onSubmit={submit} noValidate className="grid gap-5">
      {error && <Alert>{error}</Alert>}
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
      <Field label="Password">
        <Input
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          disabled={busy}
        />
      </Field>
      <Button type="submit" size="lg" disabled={busy} className="mt-1 w-full">
        {busy ? 'Signing in...' : 'Sign In'}
      </Button>
    </form>
  );
}
