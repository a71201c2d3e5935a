// Issue 34, item 1: each push is encrypted in a pool of worker threads, messages asked for together sent to a
// thread as one group (decision 037, "Encryption off the main thread"). The answers must come back to the
// message that asked, whatever the grouping: each subscription decrypts its own payload, and a subscription
// whose keys cannot encrypt is refused alone.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPushSender } from '../../src/providers/push/push-sender.js';
import { loadVapidKeys } from '../../src/providers/push/vapid-keys.js';
import { type LocalPushService, startLocalPushService } from '../helpers/push-service.js';

const vapid = loadVapidKeys({
  DATA_DIR: mkdtempSync(join(tmpdir(), 'vapid-')),
  PUBLIC_URL: 'http://localhost:3000',
});
let push: LocalPushService;
const sender = createPushSender(vapid);

beforeAll(async () => {
  push = await startLocalPushService();
});
afterAll(async () => {
  await sender.close();
  await push?.close();
});

describe('push encryption in worker threads', () => {
  it('gives every message of a burst to its own subscription, and refuses only keys that cannot encrypt', async () => {
    const subscriptions = await Promise.all(
      Array.from({ length: 40 }, () => push.subscribe(vapid.publicKey)),
    );
    const broken = { endpoint: `${push.origin}/notify/broken`, keys: { p256dh: 'AAAA', auth: 'AAAA' } };
    const targets = [...subscriptions.slice(0, 20), broken, ...subscriptions.slice(20)];
    const outcomes = await Promise.all(
      targets.map((target, n) => sender(target, JSON.stringify({ n }), `daily-2026-11-${n % 28}`)),
    );
    expect(outcomes[20]).toBe('refused');
    expect(outcomes.filter((outcome) => outcome === 'delivered')).toHaveLength(40);
    for (const [n, target] of targets.entries()) {
      if (target === broken) continue;
      const { clientHash } = subscriptions[n < 20 ? n : n - 1] as { clientHash: string };
      expect(await push.messages(clientHash)).toEqual([JSON.stringify({ n })]);
    }
  });
});
