import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoginFrame, SuitRow } from '../../components/login-frame';
import { PageHeading } from '../../components/ui/page-heading';
import { Panel } from '../../components/ui/panel';
import { ForgotPasswordForm } from '../../features/auth';

export function ForgotPasswordPage() {
  const { t } = useTranslation();
  return (
    <LoginFrame>
      <SuitRow />
      <Panel className="animate-rise">
        <PageHeading title={t('auth.forgot.title')} subtitle={t('auth.forgot.subtitle')} tight />
        <ForgotPasswordForm />
      </Panel>
      <p className="text-center text-sm text-muted">
        {t('auth.forgot.remembered')}{' '}
        <Link to="/login" className="font-medium text-accent-ink underline">
          {t('auth.forgot.backToSignIn')}
        </Link>
      </p>
    </LoginFrame>
  );
}
