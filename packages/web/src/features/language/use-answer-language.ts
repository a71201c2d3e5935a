import { type Language, supportedLanguage } from '@cardology/contract/languages';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../i18n/i18n';
import { useSession } from '../auth/use-session';

/**
 * The language the server will answer in and the screen shows, for a query key: a cached answer in one
 * language is never shown in another, and switching refetches. Null while they disagree — signed in, the
 * server answers in the profile's stored language, which follows a new pick only once PATCH /api/me has
 * answered (ProfileLanguageSync and the picker) — so a query waits rather than caching the old language
 * under the new key.
 */
export function useAnswerLanguage(): Language | null {
  useTranslation(); // re-render on a language change
  const { user } = useSession();
  const shown = currentLanguage();
  const stored = supportedLanguage(user?.language);
  return stored === null || stored === shown ? shown : null;
}
