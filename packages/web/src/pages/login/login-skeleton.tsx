import { useTranslation } from 'react-i18next';
import { LoginFrame, SuitRow } from '../../components/login-frame';
import { PageHeading } from '../../components/ui/page-heading';
import { Panel } from '../../components/ui/panel';
import { Skeleton } from '../../components/ui/skeleton';

/**
 * The sign-in heading. It shows from the first paint (index.html has the same markup), through the
 * skeleton, to the form: only the form waits its 1000 ms, so the page says where you are at once and
 * its largest text is painted once, not again a second later (docs/decisions/005-page-speed.md).
 */
export function SignInHeading() {
  const { t } = useTranslation();
  return <PageHeading title={t('auth.signIn.title')} subtitle={t('auth.signIn.subtitle')} tight />;
}

/**
 * What /login shows while its code arrives: the page's own frame and skeleton, not the app's
 * full-width page skeleton, so the page keeps one width from the first paint to the form.
 */
export function LoginPageSkeleton() {
  return (
    <LoginFrame>
      <SuitRow />
      <Panel>
        <SignInHeading />
        <LoginSkeleton />
      </Panel>
    </LoginFrame>
  );
}

/** The sign-in form's shape (two labelled fields, the reset link and the button) for its first 1000 ms. */
export function LoginSkeleton() {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      aria-busy="true"
      aria-label={t('auth.loadingForm')}
      data-testid="login-skeleton"
      className="grid grid-cols-1 gap-5"
    >
      {[0, 1].map((row) => (
        <div key={row} className="grid gap-2">
          <Skeleton className="h-4 w-20" />
          <Skeleton className="h-11 w-full" />
        </div>
      ))}
      {/* 'Forgot password?' */}
      <Skeleton className="-mt-2 h-5 w-32 justify-self-end" />
      <Skeleton className="mt-1 h-12 w-full" />
    </div>
  );
}
