import { i18n } from '../i18n/i18n';
import { notify } from '../lib/notify';

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
