import { ECDH } from 'node:crypto';

/**
 * The push services browsers subscribe with (Chrome and Edge: FCM; Firefox: Mozilla's autopush; Safari:
 * Apple; Windows: WNS). The server posts to a subscription's endpoint, so an endpoint anywhere else is
 * refused: otherwise a reader could make the server send requests into its own network.
 */
const KNOWN_PUSH_HOSTS = [
  'fcm.googleapis.com',
  'android.googleapis.com',
  'updates.push.services.mozilla.com',
  'web.push.apple.com',
  '.push.apple.com',
  '.notify.windows.com',
];

/**
 * Whether the server may send to this endpoint: https on a known push service, or on one of the extra
 * origins the operator allowed (env PUSH_SERVICE_ORIGINS, e.g. a self-hosted push service or a test one).
 */
export function isAllowedPushEndpoint(endpoint: string, extraOrigins: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username !== '' || url.password !== '') return false;
  if (extraOrigins.includes(url.origin)) return true;
  if (url.protocol !== 'https:' || url.port !== '') return false;
  const host = url.hostname.toLowerCase();
  return KNOWN_PUSH_HOSTS.some((known) => (known.startsWith('.') ? host.endsWith(known) : host === known));
}

/** An endpoint fit for a log line: its origin only. The path is the subscription's secret token. */
export function endpointForLog(endpoint: string): string {
  try {
    return new URL(endpoint).origin;
  } catch {
    return 'invalid endpoint';
  }
}

/** Whether a subscription's p256dh key is a point on P-256, so a message to it can be encrypted. */
export function isP256PublicKey(base64url: string): boolean {
  try {
    ECDH.convertKey(Buffer.from(base64url, 'base64url'), 'prime256v1');
    return true;
  } catch {
    return false;
  }
}
