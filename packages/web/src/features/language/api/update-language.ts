import type { Language } from '@cardology/contract/languages';
import { api } from '../../../lib/api';
import type { Me } from '../../auth/api/get-me';

/** Stores the reader's language on their profile (PATCH /api/me with it alone), for mail, reminders, devices. */
export const updateLanguage = (language: Language) => api.patch<Me>('/api/me', { language });
