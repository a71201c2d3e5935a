import { registerSW } from 'virtual:pwa-register';
import { showUpdatePrompt } from './update-prompt';

/** Registers the built service worker; a waiting new version is offered with the update prompt. */
export function registerServiceWorker(): void {
  const updateServiceWorker = registerSW({
    onNeedRefresh: () => showUpdatePrompt(() => void updateServiceWorker(true)),
  });
}
