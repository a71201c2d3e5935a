import { type ReactNode, useEffect, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { LoginFrame, SuitRow } from '../../components/login-frame';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { PageHeading } from '../../components/ui/page-heading';
import { Panel } from '../../components/ui/panel';
import {
  ALREADY_LOGGED_IN_REDIRECT_MS,
  loginSkeletonDelay,
  SignInForm,
  SignUpForm,
} from '../../features/auth';
import type { Me } from '../../features/auth/api/get-me';
import { readLoginState, SIGN_UP_MODE } from '../../features/auth/shell';
import { useSession } from '../../features/auth/use-session';
import { LanguagePicker } from '../../features/language';
import { contractText } from '../../i18n/i18n';
import { LoginSkeleton, SignInHeading } from './login-skeleton';

/** False for the page's first 1000 ms (docs/product.md §9), the skeleton's time; see loginSkeletonDelay. */
function useSkeletonDelay(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setReady(true), loginSkeletonDelay());
    return () => clearTimeout(timer);
  }, []);
  return ready;
}

/**
 * Sign in or sign up, kept in the address (`?mode=sign-up`) so a link (the visitor's phone bar) can open either;
 * switching replaces the entry and keeps its state (where to go afterwards, a notice).
 */
function useFormMode(): ['sign-in' | 'sign-up', (mode: 'sign-in' | 'sign-up') => void] {
  const [params, setParams] = useSearchParams();
  const { state } = useLocation();
  const mode = params.get('mode') === SIGN_UP_MODE ? 'sign-up' : 'sign-in';
  const setMode = (next: 'sign-in' | 'sign-up') =>
    setParams(next === 'sign-up' ? { mode: SIGN_UP_MODE } : {}, { replace: true, state });
  return [mode, setMode];
}

export function LoginPage() {
  const { t } = useTranslation();
  const session = useSession();
  const { from, notice } = readLoginState(useLocation().state);
  const ready = useSkeletonDelay();
  const [mode, setMode] = useFormMode();
  // A sign-in started here: the session it creates is not "already logged in".
  const [inFlow, setInFlow] = useState(false);

  let content: ReactNode;
  // The heading stays the same element from the skeleton to the form (first in the same fragment).
  if (!ready || session.status === 'loading')
    content = (
      <>
        <SignInHeading />
        <LoginSkeleton />
      </>
    );
  else if (session.status === 'signed-in' && !inFlow) content = <AlreadyLoggedIn user={session.user} />;
  else if (mode === 'sign-in')
    content = (
      <>
        <SignInHeading />
        <SignInForm destination={from ?? '/'} onFlowChange={setInFlow} />
        <ModeSwitch
          prompt={t('auth.signIn.newHere')}
          action={t('auth.signIn.toSignUp')}
          onClick={() => setMode('sign-up')}
        />
      </>
    );
  else
    content = (
      <>
        <PageHeading title={t('auth.signUp.title')} subtitle={t('auth.signUp.subtitle')} tight />
        <SignUpForm onFlowChange={setInFlow} />
        <ModeSwitch
          prompt={t('auth.signUp.haveAccount')}
          action={t('auth.signUp.toSignIn')}
          onClick={() => setMode('sign-in')}
        />
      </>
    );

  return (
    <LoginFrame>
      <SuitRow />
      {notice && <Alert>{notice}</Alert>}
      <Panel className="animate-rise">{content}</Panel>
      <PlacementsLink />
      <LanguagePicker className="mx-auto w-full max-w-60" />
    </LoginFrame>
  );
}

function PlacementsLink() {
  const { t } = useTranslation();
  return (
    <p className="text-center text-sm text-muted">
      {t('auth.newToCards')}{' '}
      <Link to="/placements-explained" className="font-medium text-accent-ink underline">
        {t('auth.placementsLink')}
      </Link>
    </p>
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

function AlreadyLoggedIn({ user }: { user: Me }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useEffect(() => {
    const timer = setTimeout(() => navigate('/', { replace: true }), ALREADY_LOGGED_IN_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [navigate]);
  return (
    <div className="grid text-center">
      <PageHeading title={contractText('ALREADY_LOGGED_IN')} tight centered />
      <p className="text-muted">
        <Trans
          i18nKey="auth.signedInAs"
          values={{ email: user.email }}
          components={{ 1: <span className="font-medium text-text" /> }}
        />
      </p>
      <Button asChild className="mt-5 justify-self-center">
        <Link to="/" replace>
          {t('auth.goHome')}
        </Link>
      </Button>
    </div>
  );
}
