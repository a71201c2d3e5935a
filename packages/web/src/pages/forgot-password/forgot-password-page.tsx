import { Link } from 'react-router';
import { LoginFrame, SuitRow } from '../../components/login-frame';
import { PageHeading } from '../../components/ui/page-heading';
import { Panel } from '../../components/ui/panel';
import { ForgotPasswordForm } from '../../features/auth/components/forgot-password-form';

export function ForgotPasswordPage() {
  return (
    <LoginFrame>
      <SuitRow />
      <Panel className="animate-rise">
        <PageHeading title="Forgot Your Password?" subtitle="We can send a link to choose a new one." tight />
        <ForgotPasswordForm />
      </Panel>
      <p className="text-center text-sm text-muted">
        Remembered it?{' '}
        <Link to="/login" className="font-medium text-accent-ink underline">
          Back to sign in
        </Link>
      </p>
    </LoginFrame>
  );
}
