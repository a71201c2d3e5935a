import webpush from 'web-push';
import type { VapidKeys } from './vapid-keys.js';

/** A browser's subscription as the Push API gives it (PushSubscription.toJSON()). */
export type PushTarget = { endpoint: string; keys: { p256dh: string; auth: string } };

/**
 * What the push service said: delivered; gone (404/410: the browser unsubscribed, remove the subscription);
 * retry (timeout, network error, a redirect, 429 or 5xx: try again later); refused (any other answer: do
 * not retry).
 */
export type PushOutcome = 'delivered' | 'gone' | 'retry' | 'refused';

/** Sends one encrypted push message. */
export type PushSender = (target: PushTarget, payload: string) => Promise<PushOutcome>;

/** How long one push service request may take before it counts as a timeout. */
export const PUSH_TIMEOUT_MS = 10_000;
/** How long a push service keeps an undelivered message: the reminder is for today only. */
const TIME_TO_LIVE_S = 12 * 60 * 60;

/**
 * A sender that signs (VAPID) and encrypts (aes128gcm) with `web-push` and posts with fetch. web-push's own
 * sendNotification always speaks https; building the request with generateRequestDetails and sending it
 * here lets a plain-http local push service (tests, benchmarks) take it too, and gives one timeout.
 */
export function createPushSender(vapid: VapidKeys, timeoutMs = PUSH_TIMEOUT_MS): PushSender {
  const vapidDetails = { subject: vapid.subject, publicKey: vapid.publicKey, privateKey: vapid.privateKey };
  return async (target, payload) => {
    let details: ReturnType<typeof webpush.generateRequestDetails>;
    try {
      details = webpush.generateRequestDetails(target, payload, {
        vapidDetails,
        TTL: TIME_TO_LIVE_S,
        contentEncoding: 'aes128gcm',
        urgency: 'normal',
      });
    } catch {
      return 'refused'; // keys that cannot encrypt: no retry can help
    }
    let status: number;
    try {
      const response = await fetch(details.endpoint, {
        method: details.method,
        headers: details.headers as Record<string, string>,
        body: details.body ?? null,
        // Never followed: the allow-list vouches for the endpoint's origin only, so a redirect could lead
        // the server into its own network and its final status (410 removes a device) would be an oracle.
        redirect: 'manual',
        signal: AbortSignal.timeout(timeoutMs),
      });
      status = response.status;
      await response.body?.cancel();
    } catch {
      return 'retry';
    }
    return outcomeOf(status);
  };
}

/**
 * The meaning of a push service's status code (RFC 8030 §5, §7.3). A redirect (any 3xx, or 0: fetch's
 * opaque redirect) is no delivery and no proof the subscription is gone: retried, then dropped for the day.
 */
export function outcomeOf(status: number): PushOutcome {
  if (status >= 200 && status < 300) return 'delivered';
  if (status === 0 || (status >= 300 && status < 400)) return 'retry';
  if (status === 404 || status === 410) return 'gone';
  if (status === 429 || status >= 500) return 'retry';
  return 'refused';
}
