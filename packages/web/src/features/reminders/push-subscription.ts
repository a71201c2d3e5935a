import { PUSH_UNAVAILABLE } from '@cardology/contract/reminders';
import { contractText, i18n } from '../../i18n/i18n';

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

/** Subscribes this browser (asking for permission first); its subscription as the server stores it. */
export async function subscribeThisBrowser(vapidPublicKey: string): Promise<PushSubscriptionJSON> {
  if (!pushSupported()) throw new Error(contractText(PUSH_UNAVAILABLE));
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') throw new Error(i18n.t('settings.dailyCard.pushBlocked'));
  const registration = await navigator.serviceWorker.ready;
  const subscription = await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: keyBytes(vapidPublicKey),
  });
  return subscription.toJSON();
}

/** Unsubscribes this browser; the endpoint it had, for the server to forget. */
export async function unsubscribeThisBrowser(): Promise<string | null> {
  const subscription = await currentSubscription();
  if (!subscription) return null;
  const { endpoint } = subscription;
  await subscription.unsubscribe();
  return endpoint;
}
