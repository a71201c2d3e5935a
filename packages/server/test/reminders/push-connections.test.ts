// Issue 34, item 1: pushes go over kept-alive connections, at most PUSH_SOCKETS_PER_SERVICE to one push
// service, and a push service that does not answer in time is a retry, not a wait without end.
import { createECDH, randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  createPushSender,
  PUSH_SOCKETS_PER_SERVICE,
  type PushTarget,
} from '../../src/providers/push/push-sender.js';
import { loadVapidKeys } from '../../src/providers/push/vapid-keys.js';

const vapid = loadVapidKeys({
  DATA_DIR: mkdtempSync(join(tmpdir(), 'vapid-')),
  PUBLIC_URL: 'http://localhost:3000',
});
const servers: Server[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

/**
 * A push service answering 201 after `delayMs` (never, when null), counting the connections opened to it. With
 * `holdUntil`, it answers nothing until that many requests wait at once, then every request at once.
 */
async function pushService(
  delayMs: number | null,
  holdUntil?: number,
): Promise<{ origin: string; connections: () => number }> {
  let connections = 0;
  const held: ServerResponse[] = [];
  let released = false;
  const server = createServer((request, response) => {
    request.resume();
    if (holdUntil !== undefined) {
      if (released) response.writeHead(201).end();
      else held.push(response);
      if (held.length >= holdUntil && !released) {
        released = true;
        for (const waiting of held.splice(0)) waiting.writeHead(201).end();
      }
    }
    if (delayMs !== null) setTimeout(() => response.writeHead(201).end(), delayMs);
  });
  server.on('connection', () => {
    connections += 1;
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  servers.push(server);
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { origin, connections: () => connections };
}

function target(origin: string): PushTarget {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    endpoint: `${origin}/push/${randomBytes(8).toString('hex')}`,
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') },
  };
}

describe('push connections', () => {
  it('reuse one kept-alive connection for pushes one after another', async () => {
    const service = await pushService(0);
    const send = createPushSender(vapid, 5_000);
    for (let n = 0; n < 20; n += 1) expect(await send(target(service.origin), '{}')).toBe('delivered');
    expect(service.connections()).toBe(1);
  });

  it(`open at most ${PUSH_SOCKETS_PER_SERVICE} connections to one push service, however many pushes wait`, async () => {
    // The service answers no push until PUSH_SOCKETS_PER_SERVICE wait at once (then all): the encryption
    // threads hand requests over in groups, and answering early would let a connection be reused too soon.
    const service = await pushService(null, PUSH_SOCKETS_PER_SERVICE);
    const send = createPushSender(vapid, 10_000);
    const many = PUSH_SOCKETS_PER_SERVICE + 36;
    const outcomes = await Promise.all(
      Array.from({ length: many }, () => send(target(service.origin), '{}')),
    );
    expect(outcomes.every((outcome) => outcome === 'delivered')).toBe(true);
    expect(service.connections()).toBe(PUSH_SOCKETS_PER_SERVICE);
  });

  it('cut off an answer whose body does not end within the deadline, keeping its status', async () => {
    let closed = false;
    const server = createServer((request, response) => {
      request.resume();
      response.writeHead(201);
      const drip = setInterval(() => response.write('.'), 20);
      response.on('close', () => {
        clearInterval(drip);
        closed = true;
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    servers.push(server);
    const send = createPushSender(vapid, 300);
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    expect(await send(target(origin), '{}')).toBe('delivered');
    await expect.poll(() => closed, { timeout: 3_000 }).toBe(true);
  });

  it('count a push service that does not answer in time as a retry', async () => {
    const service = await pushService(null);
    const send = createPushSender(vapid, 300);
    const started = Date.now();
    expect(await send(target(service.origin), '{}')).toBe('retry');
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});
