import { ACCESS_DENIED } from '@cardology/contract/auth';
import { useEffect } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { LoadingScreen } from '../components/loading-screen';
import { loginState } from '../features/auth/login-state';
import { useSession } from '../features/auth/use-session';

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
 * The admin route: every non-admin, signed out or not, is told they have no access and sent to /login
 * remembering the page: one message for the admin route, whoever asks (docs/decisions/011-visitors-and-session-end.md).
 */
export function RequireAdmin() {
  const session = useSession();
  if (session.status === 'loading') return <LoadingScreen />;
  if (!session.user?.isAdmin) return <AccessDenied />;
  return <Outlet />;
}

function AccessDenied() {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    // The id keeps one toast even when React runs this effect twice in development.
    toast.error(ACCESS_DENIED, { id: 'access-denied', duration: 8000 });
    navigate('/login', { replace: true, state: loginState(location, ACCESS_DENIED) });
  }, [location, navigate]);
  return (
    <p role="alert" className="py-10 text-center font-medium text-danger">
      {ACCESS_DENIED}
    </p>
  );
}
