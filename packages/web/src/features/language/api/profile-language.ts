import { type Language, supportedLanguage } from '@cardology/contract/languages';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export const profileLanguageKey = ['profile', 'language'] as const;

/** The language stored on the signed-in reader's profile (GET /api/profile), or null when none is. */
export const profileLanguageQuery = () =>
  queryOptions({
    queryKey: profileLanguageKey,
    queryFn: async (): Promise<Language | null> => {
      const profile = await api.get<{ language?: string | null } | null>('/api/profile');
      return supportedLanguage(profile?.language);
    },
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

/** Stores the reader's choice on their profile, so e-mails, reminders and other devices use it too. */
export const saveProfileLanguage = (language: Language) => api.put<unknown>('/api/profile', { language });
