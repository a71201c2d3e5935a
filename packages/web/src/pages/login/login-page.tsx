import { type ReactNode, useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { PageHeading } from '../../components/ui/page-heading';
import { Panel } from '../../components/ui/panel';
import { Skeleton } from '../../components/ui/skeleton';
import type { Me } from '../../features/auth/api/get-me';
import { SignInForm } from '../../features/auth/components/sign-in-form';
import { SignUpForm } from '../../features/auth/components/sign-up-form';
import { readLoginState } from '../../features/auth/login-state';
import { ALREADY_LOGGED_IN_REDIRECT_MS, LOGIN_SKELETON_MS } from '../../features/auth/timing';
import { useSession } from '../../features/auth/use-session';

export function LoginPage() {
  const session = useSession();
  const { from, notice } = readLoginState(useLocation().state);
  const [ready, setReady] = useState(false);
  const [mode, setMode] = useState<'sign-in' | 'sign-up'>('sign-in');
  // A sign-in started here: the session it creates is not "already logged in".
  const [inFlow, setInFlow] = useState(false);

  useEffect(() => {
    const timer = setTimeout(() => setReady(true), LOGIN_SKELETON_MS);
    return () => clearTimeout(timer);
  }, []);

  let content: ReactNode;
  if (!ready || session.status === 'loading') content = <LoginSkeleton />;
  else if (session.status === 'signed-in' && !inFlow) content = <AlreadyLoggedIn user={session.user} />;
  else if (mode === 'sign-in')
    content = (
      <>
        <PageHeading title="Welcome Back" subtitle="Sign in to continue with your cards." className="mb-6" />
        <SignInForm destination={from ?? '/'} onFlowChange={setInFlow} />
        <ModeSwitch
          prompt="New to Cardology?"
          action="Create an account"
          onClick={() => setMode('sign-up')}
        />
      </>
    );
  else
    content = (
      <>
        <PageHeading
          title="Create Your Account"
          subtitle="Your name, your email and a password are all it takes."
          className="mb-6"
        />
        <SignUpForm onFlowChange={setInFlow} />
        <ModeSwitch prompt="Already have an account?" action="Sign in" onClick={() => setMode('sign-in')} />
      </>
    );

  return (
    <div className="mx-auto grid w-full max-w-md gap-5 sm:pt-4">
      <SuitRow />
      {notice && <Alert>{notice}</Alert>}
      <Panel className="animate-rise">{content}</Panel>
      <p className="text-center text-sm text-muted">
        New to the cards?{' '}
        <Link to="/placements-explained" className="font-medium text-accent underline">
          Read how placements work
        </Link>
      </p>
    </div>
  );
}

function ModeSwitch({ prompt, action, onClick }: { prompt: string; action: string; onClick: () => void }) {
  return (
    <p className="mt-6 border-t border-border pt-5 text-center text-muted">
      {prompt}{' '}
      <Button variant="link" onClick={onClick}>
        {action}
      </Button>
    </p>
  );
}

function SuitRow() {
  return (
    <p aria-hidden="true" className="flex justify-center gap-4 font-serif text-2xl">
      <span className="text-card-red">♥</span>
      <span className="text-muted">♣</span>
      <span className="text-card-red">♦</span>
      <span className="text-muted">♠</span>
    </p>
  );
}

function LoginSkeleton() {
  return (
    <div
      role="status"
      aria-busy="true"
      aria-label="Loading sign-in form"
      data-testid="login-skeleton"
      className="grid gap-5"
    >
      <Skeleton className="h-10 w-48" />
      <Skeleton className="h-5 w-64 max-w-full" />
      <Skeleton className="mb-2 h-px w-16" />
      {[0, 1].map((row) => (
        <div key={row} className="grid gap-2">
          <Skeleton className="h-4 w-20" />
          <Skeleton className="h-11 w-full" />
        </div>
      ))}
      <Skeleton className="mt-1 h-12 w-full" />
    </div>
  );
}

function AlreadyLoggedIn({ user }: { user: Me }) {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = setTimeout(() => navigate('/', { replace: true }), ALREADY_LOGGED_IN_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [navigate]);
  return (
    <div className="grid gap-4 text-center">
      <PageHeading title="Already Logged In" className="mb-0 justify-items-center" />
      <p className="text-muted">
        You're signed in as <span className="font-medium text-text">{user.email}</span>. Taking you home…
      </p>
      <Button asChild className="justify-self-center">
        <Link to="/" replace>
          Go to Home
        </Link>
      </Button>
    </div>
  );
}
