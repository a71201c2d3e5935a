import { notify } from '../lib/notify';

export const UPDATE_READY = 'A new version is ready';

/**
 * Says a new version has been installed and waits for the user: it takes over only on "Reload", so
 * nothing typed on the open page is lost (`registerType: 'prompt'`, docs/decisions/021-pwa.md).
 */
export function showUpdatePrompt(reload: () => void): void {
  notify('message', UPDATE_READY, {
    id: 'app-update',
    duration: Number.POSITIVE_INFINITY,
    action: { label: 'Reload', onClick: reload },
  });
}
