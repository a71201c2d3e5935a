import { PushFailure, pushProblemOf, whyNoPushHere } from './push-failure';

/**
 * How long the service worker may take to be ready before subscribing gives up: it never comes where none
 * was registered (a development build, a worker that failed to install), and `ready` would wait for ever.
 */
export const WORKER_WAIT_MS = 10_000;

/** Whether this browser can get push messages at all (a service worker, the Push API, notifications). */
export function pushSupported(): boolean {
  return 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

/** The key as the Push API wants it: bytes from the server's base64url. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** This browser's current push subscription, if any. */
export async function currentSubscription(): Promise<PushSubscription | null> {
  if (!pushSupported()) return null;
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/**
 * Subscribes this browser (asking for permission first); its subscription as the server stores it. Every
 * failure is a PushFailure naming its problem, never the browser's own text.
 */
export async function subscribeThisBrowser(vapidPublicKey: string): Promise<PushSubscriptionJSON> {
  if (!pushSupported()) throw new PushFailure(whyNoPushHere());
  try {
    await askPermission();
    const registration = await workerReady();
    const subscription = await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: keyBytes(vapidPublicKey),
    });
    return subscription.toJSON();
  } catch (error) {
    throw new PushFailure(pushProblemOf(error, 'unknown'), error);
  }
}

/** Notification permission, asked now: refused ('denied') and dismissed ('default') are told apart. */
async function askPermission(): Promise<void> {
  const permission = await Notification.requestPermission();
  if (permission === 'denied') throw new PushFailure('denied');
  if (permission !== 'granted') throw new PushFailure('dismissed');
}

/** The active service worker's registration, or 'noWorker' after WORKER_WAIT_MS. */
function workerReady(): Promise<ServiceWorkerRegistration> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new PushFailure('noWorker')), WORKER_WAIT_MS);
  });
  return Promise.race([navigator.serviceWorker.ready, timeout]).finally(() => clearTimeout(timer));
}

/** Unsubscribes this browser; the endpoint it had, for the server to forget. Fails as 'turnOffFailed'. */
export async function unsubscribeThisBrowser(): Promise<string | null> {
  try {
    const subscription = await currentSubscription();
    if (!subscription) return null;
    const { endpoint } = subscription;
    await subscription.unsubscribe();
    return endpoint;
  } catch (error) {
    throw new PushFailure('turnOffFailed', error);
  }
}
