import type { QueryClient } from '@tanstack/react-query';
import { i18n } from '../../i18n/i18n';
import { auth } from '../../i18n/locales/en/auth';
import { ApiError } from '../../lib/api';
import { notify } from '../../lib/notify';
import { clearOfflineCache } from '../../lib/offline-cache';
import { sessionEndedForFocus } from '../../lib/return-focus';
import { type Me, meQueryKey } from './api/get-me';

/** The toast's English (tests find it by this). */
export const SESSION_ENDED = auth.sessionEnded;

/**
 * A 401 from any request while the app believes someone is signed in means the session ended
 * elsewhere (expired, signed out in another tab). Forget the user at once so the guards send the
 * page to /login and the signed-in drawers close, and say why once.
 */
export function forgetEndedSession(client: QueryClient, error: unknown): void {
  if (!(error instanceof ApiError) || error.status !== 401) return;
  if (!client.getQueryData<Me | null>(meQueryKey)) return;
  sessionEndedForFocus();
  clearOfflineCache();
  client.setQueryData<Me | null>(meQueryKey, null);
  notify('error', i18n.t('auth.sessionEnded'), { id: 'session-ended' });
}
