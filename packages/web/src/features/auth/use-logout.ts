import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../lib/api';
import { notify } from '../../lib/notify';
import { useSignOut } from './api/sign-out';

/** Signs out, says so, and goes to /login replacing the current entry (docs/product.md §2). */
export function useLogout() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const signOut = useSignOut();
  const logout = () =>
    signOut.mutate(undefined, {
      onSuccess: () => {
        notify('success', t('auth.logout.success'));
        navigate('/login', { replace: true });
      },
      onError: (error) => notify('error', errorMessage(error, t('auth.logout.failed'))),
    });
  return { logout, isPending: signOut.isPending };
}
