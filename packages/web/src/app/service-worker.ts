/**
 * Registers the service worker once the page has loaded, from its own small chunk (workbox-window), so
 * neither the entry's size nor the first page's requests change (docs/decisions/005-page-speed.md). The
 * development server has no service worker.
 */
export function registerServiceWorkerAfterLoad(): void {
  if (import.meta.env.DEV || !('serviceWorker' in navigator)) return;
  const register = () => void import('./register-service-worker').then((m) => m.registerServiceWorker());
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
