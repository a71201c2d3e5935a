import http from 'node:http';
import https from 'node:https';
import pLimit, { type LimitFunction } from 'p-limit';
import webpush from 'web-push';
import { createPooledEncryptor, type EncryptedRequest, type PushEncryptor } from './push-encryption.js';
import type { VapidKeys } from './vapid-keys.js';

/** A browser's subscription as the Push API gives it (PushSubscription.toJSON()). */
export type PushTarget = { endpoint: string; keys: { p256dh: string; auth: string } };

/**
 * What the push service said: delivered; gone (404/410: the browser unsubscribed, remove the subscription);
 * retry (timeout, network error, a redirect, 429 or 5xx: try again later); refused (any other answer: do
 * not retry).
 */
export type PushOutcome = 'delivered' | 'gone' | 'retry' | 'refused';

/**
 * What a message is about: a push service keeps one undelivered message per topic and subscription, so a
 * reminder sent again (after a crash between the push and its record) replaces the first, never shows twice.
 * At most 32 characters of the URL-safe base64 alphabet (RFC 8030 §5.4), e.g. 'daily-2026-11-29'.
 */
type PushTopic = string;

/** Sends one encrypted push message. */
export type PushSender = (target: PushTarget, payload: string, topic?: PushTopic) => Promise<PushOutcome>;

/** How long one push service request may take before it counts as a timeout. */
const PUSH_TIMEOUT_MS = 10_000;
/**
 * Connections a sender keeps open to one push service and reuses (HTTP keep-alive), and requests it has in
 * flight to it: a request waits for one of these slots encrypted, before it is written, so its deadline counts
 * the push service's answer only, never the wait, and the agent never queues.
 */
export const PUSH_SOCKETS_PER_SERVICE = 64;
/** The most of a push service's answer read (and dropped) before its connection is closed instead. */
const PUSH_ANSWER_MAX_BYTES = 64 * 1024;
/** How long a push service keeps an undelivered message: the reminder is for today only. */
const TIME_TO_LIVE_S = 12 * 60 * 60;

/** How long a VAPID signature is good for (RFC 8292 allows up to 24 hours). */
export const VAPID_VALIDITY_S = 12 * 60 * 60;
/** A signature is made anew this long before its end, so none reaches a push service expired. */
const VAPID_RENEW_BEFORE_S = 60 * 60;

/**
 * The VAPID `Authorization` header for an endpoint's push service, signed once per service and reused while
 * it is valid: the ES256 signature was a third of each message's work, and every message to one service
 * carries the same claims. One entry per push service origin, and the allow-list (push-endpoints.ts) keeps
 * those few.
 */
export function vapidAuthorizations(
  vapid: VapidKeys,
  nowMs: () => number = Date.now,
): (endpoint: string) => string {
  const signed = new Map<string, { header: string; expiresS: number }>();
  return (endpoint) => {
    const audience = new URL(endpoint).origin;
    const nowS = Math.floor(nowMs() / 1000);
    const kept = signed.get(audience);
    if (kept && kept.expiresS - VAPID_RENEW_BEFORE_S > nowS) return kept.header;
    const expiresS = nowS + VAPID_VALIDITY_S;
    const { Authorization } = webpush.getVapidHeaders(
      audience,
      vapid.subject,
      vapid.publicKey,
      vapid.privateKey,
      'aes128gcm',
      expiresS,
    );
    signed.set(audience, { header: Authorization, expiresS });
    return Authorization;
  };
}

/** A sender that holds threads (the encryption pool): close() ends them. */
export type ClosablePushSender = PushSender & { close: () => Promise<void> };

/**
 * A sender that signs (VAPID, reused per push service) and encrypts (aes128gcm) with `web-push`, and posts over
 * kept-alive connections (node:http/https agents, at most PUSH_SOCKETS_PER_SERVICE requests in flight and
 * connections per service). The encryption runs in worker threads (push-encryption.ts) unless another
 * encryptor is given, so this thread only writes requests. A message is handed to the encryption as soon as it
 * is asked for and waits for an HTTP slot encrypted: a caller that asks for many at once (a claimed batch)
 * keeps the threads busy in full groups while the slots post, and the slots never wait for encryption. web-push's own sendNotification always speaks https; building the request with
 * generateRequestDetails and sending it here lets a plain-http local push service (tests, benchmarks) take it
 * too, and gives one deadline per request. Not fetch: its streams, signals and response objects cost more than
 * the encryption (decision 037, issue 34), and it writes headers and body apart. Every request says how long
 * to keep it (TTL), how urgent it is, and its topic when it has one.
 */
export function createPushSender(
  vapid: VapidKeys,
  timeoutMs = PUSH_TIMEOUT_MS,
  authorization = vapidAuthorizations(vapid),
  encryptor: PushEncryptor = createPooledEncryptor(),
): ClosablePushSender {
  const agentOptions = { keepAlive: true, maxSockets: PUSH_SOCKETS_PER_SERVICE };
  const agents = { http: new http.Agent(agentOptions), https: new https.Agent(agentOptions) };
  // One limit per push service origin, as the agent's sockets; the allow-list keeps the origins few.
  const slots = new Map<string, LimitFunction>();
  const slotsOf = (origin: string) => {
    const kept = slots.get(origin);
    if (kept) return kept;
    const limit = pLimit(PUSH_SOCKETS_PER_SERVICE);
    slots.set(origin, limit);
    return limit;
  };
  const send: PushSender = async (target, payload, topic) => {
    // Asked for at once: messages asked for together are encrypted together, ahead of the HTTP slots.
    const encrypted = await encryptor.encrypt({
      target,
      payload,
      options: {
        headers: { Authorization: authorization(target.endpoint) },
        TTL: TIME_TO_LIVE_S,
        contentEncoding: 'aes128gcm',
        urgency: 'normal',
        ...(topic ? { topic } : {}),
      },
    });
    if (encrypted === null) return 'refused'; // keys that cannot encrypt: no retry can help
    const url = new URL(target.endpoint);
    try {
      return outcomeOf(await slotsOf(url.origin)(() => post(url, encrypted, agents, timeoutMs)));
    } catch {
      return 'retry';
    }
  };
  return Object.assign(send, {
    close: async () => {
      agents.http.destroy();
      agents.https.destroy();
      await encryptor.close();
    },
  });
}

/**
 * Posts one request and settles with the response's status, discarding its body. Redirects are never followed
 * (node:http does not): the allow-list vouches for the endpoint's origin only, so a redirect could lead the
 * server into its own network, and its final status (410 removes a device) would be an oracle. Rejects on a
 * network error or when no status arrived within `timeoutMs`; an answer still arriving then is cut off.
 */
function post(
  url: URL,
  details: EncryptedRequest,
  agents: { http: http.Agent; https: https.Agent },
  timeoutMs: number,
): Promise<number> {
  const secure = url.protocol === 'https:';
  return new Promise((resolve, reject) => {
    const request = (secure ? https : http).request(
      url,
      {
        method: 'POST',
        headers: details.headers as http.OutgoingHttpHeaders,
        agent: secure ? agents.https : agents.http,
      },
      (response) => {
        resolve(response.statusCode ?? 0);
        // The answer's body is read and dropped, so the connection goes back to the agent; within the same
        // deadline and up to PUSH_ANSWER_MAX_BYTES, so no push service can hold a connection with an endless one.
        let received = 0;
        response.on('data', (chunk: Buffer) => {
          received += chunk.length;
          if (received > PUSH_ANSWER_MAX_BYTES) request.destroy();
        });
        response.on('end', () => clearTimeout(deadline));
        response.on('error', () => {}); // cut off: the status was already taken
      },
    );
    const deadline = setTimeout(() => request.destroy(new Error('push service timed out')), timeoutMs);
    request.on('close', () => clearTimeout(deadline));
    request.on('error', (error) => {
      clearTimeout(deadline);
      reject(error);
    });
    request.end(details.body);
  });
}

/**
 * The meaning of a push service's status code (RFC 8030 §5, §7.3). A redirect (any 3xx, or 0: fetch's
 * opaque redirect) is no delivery and no proof the subscription is gone: retried, then dropped for the day.
 */
function outcomeOf(status: number): PushOutcome {
  if (status >= 200 && status < 300) return 'delivered';
  if (status === 0 || (status >= 300 && status < 400)) return 'retry';
  if (status === 404 || status === 410) return 'gone';
  if (status === 429 || status >= 500) return 'retry';
  return 'refused';
}
