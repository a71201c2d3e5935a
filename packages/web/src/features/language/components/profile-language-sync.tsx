import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { rememberLanguage } from '../../../i18n/choose-language';
import { applyLanguage, currentLanguage } from '../../../i18n/i18n';
import { useSession } from '../../auth/use-session';
import { profileLanguageQuery } from '../api/profile-language';

/** Once signed in, the profile's stored language wins over the cookie and the browser's (issue 26). */
export function ProfileLanguageSync() {
  const signedIn = useSession().status === 'signed-in';
  const { data: stored } = useQuery({ ...profileLanguageQuery(), enabled: signedIn });
  useEffect(() => {
    if (!signedIn || !stored || stored === currentLanguage()) return;
    rememberLanguage(stored);
    void applyLanguage(stored);
  }, [signedIn, stored]);
  return null;
}
