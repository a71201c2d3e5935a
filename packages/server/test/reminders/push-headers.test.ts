// Issue 34, item 1: the VAPID signature is made once per push service and reused while valid (it was a third of
// each message's work), and every push says how long to keep it, how urgent it is and, for a reminder, its
// topic, so a message sent again after a crash replaces the first instead of showing twice.
import { createECDH, randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  createPushSender,
  type PushTarget,
  VAPID_VALIDITY_S,
  vapidAuthorizations,
} from '../../src/providers/push/push-sender.js';
import { loadVapidKeys } from '../../src/providers/push/vapid-keys.js';

const vapid = loadVapidKeys({
  DATA_DIR: mkdtempSync(join(tmpdir(), 'vapid-')),
  PUBLIC_URL: 'http://localhost:3000',
});
const seen: IncomingHttpHeaders[] = [];
const services: Server[] = [];
const origins: string[] = [];

beforeAll(async () => {
  for (let n = 0; n < 2; n += 1) {
    const service = createServer((request, response) => {
      seen.push(request.headers);
      request.resume();
      response.writeHead(201).end();
    });
    await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve));
    services.push(service);
    origins.push(`http://127.0.0.1:${(service.address() as AddressInfo).port}`);
  }
});
afterAll(async () => {
  await Promise.all(services.map((service) => new Promise((resolve) => service.close(resolve))));
});
beforeEach(() => {
  seen.length = 0;
});

function target(origin: string): PushTarget {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    endpoint: `${origin}/push/${randomBytes(8).toString('hex')}`,
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') },
  };
}

/** The `t=` token (the signed JWT) of a VAPID Authorization header. */
const tokenOf = (headers: IncomingHttpHeaders) => /t=([^,\s]+)/.exec(headers.authorization ?? '')?.[1];

describe('push requests', () => {
  it('reuse one VAPID signature per push service while it is valid, and sign anew near its end', async () => {
    // web-push refuses an expiry more than 24 hours past the real clock: the test's day starts 12 hours ago.
    let now = Date.now() - VAPID_VALIDITY_S * 1000;
    const send = createPushSender(
      vapid,
      5_000,
      vapidAuthorizations(vapid, () => now),
    );
    const [first, second] = origins as [string, string];
    for (let n = 0; n < 3; n += 1) expect(await send(target(first), '{}')).toBe('delivered');
    expect(await send(target(second), '{}')).toBe('delivered');
    now += (VAPID_VALIDITY_S - 30 * 60) * 1000; // half an hour before the first signature's end
    expect(await send(target(first), '{}')).toBe('delivered');
    const tokens = seen.map(tokenOf);
    expect(tokens.every(Boolean)).toBe(true);
    expect(new Set(tokens.slice(0, 3)).size).toBe(1);
    expect(tokens[3]).not.toBe(tokens[0]);
    expect(tokens[4]).not.toBe(tokens[0]);
    // Each token is for its own push service: the audience claim names its origin.
    const audience = (token: string | undefined) =>
      JSON.parse(Buffer.from(token?.split('.')[1] ?? '', 'base64url').toString()).aud as string;
    expect(audience(tokens[0])).toBe(first);
    expect(audience(tokens[3])).toBe(second);
  });

  it('carry how long to keep the message, its urgency and its topic', async () => {
    const send = createPushSender(vapid, 5_000);
    await send(target(origins[0] as string), '{}', 'daily-2026-11-29');
    await send(target(origins[0] as string), '{}');
    expect(seen[0]).toMatchObject({
      ttl: String(12 * 60 * 60),
      urgency: 'normal',
      topic: 'daily-2026-11-29',
    });
    expect(seen[1]?.topic).toBeUndefined();
  });
});
