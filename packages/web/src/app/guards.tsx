import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { LoadingScreen } from '../components/loading-screen';
import { Alert } from '../components/ui/alert';
import { Button } from '../components/ui/button';
import { useAdminStatus } from '../features/admin/shell';
import { loginState } from '../features/auth/shell';
import { useSession } from '../features/auth/use-session';
import { contractText } from '../i18n/i18n';
import { useContractText } from '../i18n/use-contract-text';
import { notify } from '../lib/notify';

/** Signed-in routes: 'Loading...' while the session loads, else /login remembering the way back. */
export function RequireAuth() {
  const session = useSession();
  const location = useLocation();
  if (session.status === 'loading') return <LoadingScreen />;
  if (session.status === 'signed-out') return <Navigate to="/login" replace state={loginState(location)} />;
  return <Outlet />;
}

/** Premium routes, nested inside RequireAuth: non-premium users go to /premium-required. */
export function RequirePremium() {
  const session = useSession();
  if (session.status !== 'signed-in') return <RequireAuth />;
  if (!session.user.isPremium) return <Navigate to="/premium-required" replace />;
  return <Outlet />;
}

/**
 * The admin route: the server's admin check decides (unknown → admin | not admin). Every non-admin,
 * signed out or not, is told they have no access and sent to /login remembering the page: one message
 * for the admin route, whoever asks (docs/decisions/011-visitors-and-session-end.md). A check that
 * fails denies access too, with its own message and a way to try again.
 */
export function RequireAdmin() {
  const session = useSession();
  const check = useAdminStatus(session.user?.id ?? null);
  if (session.status === 'loading') return <LoadingScreen />;
  if (session.status === 'signed-out') return <AccessDenied />;
  if (!check.data) return <LoadingScreen />;
  if (check.data.status === 'admin') return <Outlet />;
  if (check.data.status === 'not-admin') return <AccessDenied />;
  if (check.isFetching) return <LoadingScreen />;
  return <AdminCheckFailed message={check.data.message} onRetry={() => void check.refetch()} />;
}

function AdminCheckFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation();
  useEffect(() => {
    notify('error', message, { id: 'admin-check' });
  }, [message]);
  return (
    <div className="mx-auto grid max-w-md justify-items-center gap-4 py-10 text-center">
      <Alert className="w-full">{message}</Alert>
      <Button variant="outline" onClick={onRetry}>
        {t('shell.tryAgain')}
      </Button>
    </div>
  );
}

function AccessDenied() {
  const text = useContractText();
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    // The id keeps one toast even when React runs this effect twice in development.
    notify('error', contractText('ACCESS_DENIED'), { id: 'access-denied', duration: 8000 });
    navigate('/login', { replace: true, state: loginState(location, contractText('ACCESS_DENIED')) });
  }, [location, navigate]);
  return (
    <p role="alert" className="py-10 text-center font-medium text-danger">
      {text('ACCESS_DENIED')}
    </p>
  );
}
