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
        <PageHeading title="Welcome Back" subtitle="Sign in to continue with your cards." tight />
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
          tight
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
        <Link to="/placements-explained" className="font-medium text-accent-ink underline">
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

const FAN = [
  { glyph: '♥', tone: 'text-card-red' },
  { glyph: '♣', tone: 'text-card-black' },
  { glyph: '♦', tone: 'text-card-red' },
  { glyph: '♠', tone: 'text-card-black' },
] as const;

/** Four small fanned cards above the form: the deck, one of each suit. */
function SuitRow() {
  return (
    <div aria-hidden="true" className="flex justify-center pt-1">
      {FAN.map(({ glyph, tone }, index) => {
        const offset = index - (FAN.length - 1) / 2;
        return (
          <span
            key={glyph}
            style={{ transform: `translateY(${Math.abs(offset) * 3}px) rotate(${offset * 8}deg)` }}
            className={`-mx-1 grid h-14 w-10 place-items-center rounded-md border border-card-edge bg-card-face font-serif text-2xl shadow-soft ${tone}`}
          >
            {glyph}
          </span>
        );
      })}
    </div>
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
    <div className="grid text-center">
      <PageHeading title="Already Logged In" tight centered />
      <p className="text-muted">
        You're signed in as <span className="font-medium text-text">{user.email}</span>. Taking you home…
      </p>
      <Button asChild className="mt-5 justify-self-center">
        <Link to="/" replace>
          Go to Home
        </Link>
      </Button>
    </div>
  );
}
