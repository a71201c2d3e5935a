import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { LoginFrame, SuitRow } from '../../components/login-frame';
import { PageHeading } from '../../components/ui/page-heading';
import { Panel } from '../../components/ui/panel';
import { ResetPasswordForm } from '../../features/auth';

/** Where a reset link lands: `?token=` is the one-time token, mailed or handed over by an admin. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  return (
    <LoginFrame>
      <SuitRow />
      <Panel className="animate-rise">
        <PageHeading title={t('auth.reset.title')} subtitle={t('auth.reset.subtitle')} tight />
        <ResetPasswordForm token={params.get('token') ?? ''} />
      </Panel>
      <p className="text-center text-sm text-muted">
        {t('auth.reset.notWorking')}{' '}
        <Link to="/forgot-password" className="font-medium text-accent-ink underline">
          {t('auth.reset.askAgain')}
        </Link>
      </p>
    </LoginFrame>
  );
}
