import type { Language } from '@cardology/contract/languages';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { rememberLanguage } from '../../i18n/choose-language';
import { applyLanguage } from '../../i18n/i18n';
import { meQueryKey } from '../auth/api/get-me';
import { useSession } from '../auth/use-session';
import { updateLanguage } from './api/update-language';

/**
 * The reader picks a language: the cookie (so every request carries it), the screen at once (no reload) and,
 * signed in, the profile (so e-mails, reminders and their other devices follow).
 */
export function useChooseLanguage(): (language: Language) => Promise<void> {
  const signedIn = useSession().status === 'signed-in';
  const queryClient = useQueryClient();
  return useCallback(
    async (language: Language) => {
      rememberLanguage(language);
      await applyLanguage(language);
      if (!signedIn) return;
      try {
        queryClient.setQueryData(meQueryKey, await updateLanguage(language));
      } catch (error) {
        // The cookie still carries the choice on this device; the profile catches up on the next pick.
        console.warn('Could not save the language to the profile', error);
      }
    },
    [signedIn, queryClient],
  );
}
