import { Link, useSearchParams } from 'react-router';
import { LoginFrame, SuitRow } from '../../components/login-frame';
import { PageHeading } from '../../components/ui/page-heading';
import { Panel } from '../../components/ui/panel';
import { ResetPasswordForm } from '../../features/auth/components/reset-password-form';

/** Where a reset link lands: `?token=` is the one-time token, mailed or handed over by an admin. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  return (
    <LoginFrame>
      <SuitRow />
      <Panel className="animate-rise">
        <PageHeading title="Choose a New Password" subtitle="This link works once." tight />
        <ResetPasswordForm token={params.get('token') ?? ''} />
      </Panel>
      <p className="text-center text-sm text-muted">
        Link not working?{' '}
        <Link to="/forgot-password" className="font-medium text-accent-ink underline">
          Ask for a new one
        </Link>
      </p>
    </LoginFrame>
  );
}
