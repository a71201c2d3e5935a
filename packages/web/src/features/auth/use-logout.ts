import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { errorMessage } from '../../lib/api';
import { useSignOut } from './api/sign-out';

/** Signs out, says so, and goes to /login replacing the current entry (docs/product.md §2). */
export function useLogout() {
  const navigate = useNavigate();
  const signOut = useSignOut();
  const logout = () =>
    signOut.mutate(undefined, {
      onSuccess: () => {
        toast.success('Logged out successfully');
        navigate('/login', { replace: true });
      },
      onError: (error) => toast.error(errorMessage(error, 'Error during sign out')),
    });
  return { logout, isPending: signOut.isPending };
}
