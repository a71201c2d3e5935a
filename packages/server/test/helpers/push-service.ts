import { createRequire } from 'node:module';
import type { PushTarget } from '../../src/providers/push/push-sender.js';
import { freePort } from './server-process.js';

const require = createRequire(import.meta.url);

type WebPushTestingServer = { startServer(): void; _server?: { close(done: () => void): void } };
const WebPushTestingServer = require('web-push-testing/src/server.js') as new (
  model: unknown,
  port: number,
) => WebPushTestingServer;
const { PushApiModel } = require('web-push-testing/src/PushApiModel.js') as {
  PushApiModel: new () => unknown;
};

/** A browser's subscription at the local push service, with the hash that names it there. */
export type TestSubscription = PushTarget & { clientHash: string };

/**
 * A local push service that speaks the real protocol (the npm package web-push-testing): it checks the
 * VAPID signature against the key a subscription was made with and decrypts each message (aes128gcm).
 */
export type LocalPushService = {
  readonly origin: string;
  subscribe(applicationServerKey: string): Promise<TestSubscription>;
  /** The decrypted messages delivered to one subscription, oldest first. */
  messages(clientHash: string): Promise<string[]>;
  /** The browser unsubscribed: the service answers 410 from now on. */
  expire(clientHash: string): Promise<void>;
  close(): Promise<void>;
};

export async function startLocalPushService(): Promise<LocalPushService> {
  const port = await freePort();
  const server = new WebPushTestingServer(new PushApiModel(), port);
  const log = console.log;
  console.log = () => {}; // its "Server running on port" line, printed once it listens
  server.startServer();
  const origin = `http://localhost:${port}`;
  const post = async (path: string, body?: object) => {
    const response = await fetch(`${origin}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body ?? {}),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`push service ${path}: ${response.status} ${text}`);
    return text === '' || text === 'OK' ? {} : (JSON.parse(text) as { data: unknown });
  };
  try {
    await waitUntilUp(origin);
  } finally {
    console.log = log;
  }
  return {
    origin,
    async subscribe(applicationServerKey) {
      const { data } = (await post('/subscribe', { userVisibleOnly: 'true', applicationServerKey })) as {
        data: TestSubscription;
      };
      return data;
    },
    async messages(clientHash) {
      const { data } = (await post('/get-notifications', { clientHash })) as { data: { messages: string[] } };
      return data.messages;
    },
    async expire(clientHash) {
      await post(`/expire-subscription/${clientHash}`);
    },
    close: () =>
      new Promise((resolve) => (server._server ? server._server.close(() => resolve()) : resolve())),
  };
}

async function waitUntilUp(origin: string): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      const response = await fetch(`${origin}/status`, { method: 'POST' });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('the local push service did not start');
}
