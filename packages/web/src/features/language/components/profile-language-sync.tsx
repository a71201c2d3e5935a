import { supportedLanguage } from '@cardology/contract/languages';
import { useEffect } from 'react';
import { rememberLanguage } from '../../../i18n/choose-language';
import { applyLanguage, currentLanguage } from '../../../i18n/i18n';
import { useSession } from '../../auth/use-session';

/** Once signed in, the profile's stored language (GET /api/me) wins over the cookie and the browser's. */
export function ProfileLanguageSync() {
  const { user } = useSession();
  const stored = supportedLanguage(user?.language);
  useEffect(() => {
    if (!stored || stored === currentLanguage()) return;
    rememberLanguage(stored);
    void applyLanguage(stored);
  }, [stored]);
  return null;
}
