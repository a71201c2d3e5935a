import { useNavigate } from 'react-router';
import { errorMessage } from '../../lib/api';
import { notify } from '../../lib/notify';
import { useSignOut } from './api/sign-out';

/** Signs out, says so, and goes to /login replacing the current entry (docs/product.md §2). */
export function useLogout() {
  const navigate = useNavigate();
  const signOut = useSignOut();
  const logout = () =>
    signOut.mutate(undefined, {
      onSuccess: () => {
        notify('success', 'Logged out successfully');
        navigate('/login', { replace: true });
      },
      onError: (error) => notify('error', errorMessage(error, 'Error during sign out')),
    });
  return { logout, isPending: signOut.isPending };
}
