import { i18n } from '../i18n/i18n';
import { shell } from '../i18n/locales/en/shell';
import { notify } from '../lib/notify';

/** The prompt's English (tests find it by this). */
export const UPDATE_READY = shell.update.ready;

/**
 * Says a new version has been installed and waits for the user: it takes over only on "Reload", so
 * nothing typed on the open page is lost (`registerType: 'prompt'`, docs/decisions/021-pwa.md).
 */
export function showUpdatePrompt(reload: () => void): void {
  notify('message', i18n.t('shell.update.ready'), {
    id: 'app-update',
    duration: Number.POSITIVE_INFINITY,
    action: { label: i18n.t('shell.update.reload'), onClick: reload },
  });
}
