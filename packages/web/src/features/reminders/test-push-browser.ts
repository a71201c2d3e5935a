// A browser with push for tests (happy-dom has none): a service worker, the Push API and Notification, each
// failing the way a real browser does when asked to.
import { vi } from 'vitest';

export interface PushBrowser {
  /** What Notification.requestPermission answers. */
  permission?: NotificationPermission;
  /** What pushManager.subscribe throws instead of subscribing. */
  subscribeError?: unknown;
  /** The service worker never becomes ready (none was registered). */
  workerNeverReady?: boolean;
  /** This browser is subscribed already. */
  subscribed?: boolean;
  /** What subscription.unsubscribe throws. */
  unsubscribeError?: unknown;
  /** No Push API at all (an older Safari, a WebView). */
  withoutPushManager?: boolean;
  /** Notifications for this site blocked before anything is asked (Notification.permission). */
  blockedAlready?: boolean;
  /** Safari on iPhone and iPad: `navigator.standalone`, false in a tab, true opened from the Home Screen. */
  standalone?: boolean;
}

export const ENDPOINT = 'https://push.example.com/send/abc';

/** Installs the browser described; undone by `removePushBrowser` (vi.unstubAllGlobals leaves navigator as is). */
export function stubPushBrowser(browser: PushBrowser = {}) {
  let subscribed = browser.subscribed ?? false;
  const subscription = {
    endpoint: ENDPOINT,
    toJSON: () => ({ endpoint: ENDPOINT, keys: { p256dh: 'p'.repeat(87), auth: 'a'.repeat(22) } }),
    unsubscribe: vi.fn(async () => {
      if (browser.unsubscribeError) throw browser.unsubscribeError;
      subscribed = false;
      return true;
    }),
  };
  const registration = {
    pushManager: {
      getSubscription: async () => (subscribed ? subscription : null),
      subscribe: vi.fn(async () => {
        if (browser.subscribeError) throw browser.subscribeError;
        subscribed = true;
        return subscription;
      }),
    },
  };
  const requestPermission = vi.fn(async () => browser.permission ?? 'granted');
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: {
      ready: browser.workerNeverReady ? new Promise(() => {}) : Promise.resolve(registration),
      getRegistration: async () => (browser.workerNeverReady ? undefined : registration),
    },
  });
  if (!browser.withoutPushManager) vi.stubGlobal('PushManager', class {});
  vi.stubGlobal('Notification', {
    requestPermission,
    permission: browser.blockedAlready ? 'denied' : 'default',
  });
  if (browser.standalone !== undefined)
    Object.defineProperty(navigator, 'standalone', { configurable: true, value: browser.standalone });
  return { registration, subscription, requestPermission };
}

export function removePushBrowser(): void {
  Reflect.deleteProperty(navigator, 'serviceWorker');
  Reflect.deleteProperty(navigator, 'standalone');
  vi.unstubAllGlobals();
}
