// Issue 31: the push sender followed 301/302/303 redirects to any host. The allow-list is checked on the
// first hop only, so an allowed push origin that redirects made the server GET an internal address at the
// reminder tick, and the final status (404/410 removes the device) was a one-bit oracle. Any 3xx is now a
// failed delivery: retried like a 5xx, then dropped for the day; never followed, never a removal.
import { createECDH, randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { pushSubscriptions, reminderSends } from '../../src/db/schema.js';
import { createPushSender, type PushTarget } from '../../src/providers/push/push-sender.js';
import { loadVapidKeys } from '../../src/providers/push/vapid-keys.js';
import { MAX_ATTEMPTS } from '../../src/services/reminders/reminder-queue.js';
import { addDevice } from '../../src/services/reminders/reminder-settings.js';
import { runReminderTick } from '../../src/services/reminders/reminder-worker.js';
import { signUp } from '../helpers/app.js';
import { remindAt, setTimeZone } from '../helpers/reminders.js';
import { useTestApp } from '../helpers/test-app.js';

const suite = useTestApp({ signUpAdmin: true });
const vapid = loadVapidKeys({
  DATA_DIR: mkdtempSync(join(tmpdir(), 'vapid-')),
  PUBLIC_URL: 'http://localhost:3000',
});
const sender = createPushSender(vapid);

/** Every request that reached the sink: an internal address the server must never be led to. */
const sinkHits: string[] = [];
/** How many requests the push origin got (each answered with a redirect to the sink). */
let originHits = 0;
let sink: Server;
let origin: Server;
let originUrl = '';

const listen = (server: Server) =>
  new Promise<string>((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
    ),
  );
const close = (server: Server | undefined) =>
  new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));

beforeAll(async () => {
  // The sink answers 410 to anything: were a redirect followed, the device would look gone and be removed.
  sink = createServer((request, response) => {
    sinkHits.push(`${request.method} ${request.url}`);
    request.resume();
    response.writeHead(410).end();
  });
  const sinkUrl = await listen(sink);
  // The allowed push origin: answers every post with the status its path names, pointing at the sink.
  origin = createServer((request, response) => {
    originHits += 1;
    request.resume();
    const status = Number(request.url?.split('/')[2]);
    response.writeHead(status, { location: `${sinkUrl}/internal/admin` }).end();
  });
  originUrl = await listen(origin);
});
afterAll(async () => {
  await close(origin);
  await close(sink);
});

beforeEach(() => {
  sinkHits.length = 0;
  originHits = 0;
});

/** A subscription's keys that encrypt (a P-256 point and a 16-byte secret), as a browser makes them. */
function browserKeys(): PushTarget['keys'] {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') };
}

const REDIRECTS = [301, 302, 303, 307, 308] as const;

describe('a push service that answers with a redirect', () => {
  it.each(REDIRECTS)('%i: a failed delivery to retry, and the redirect is not followed', async (status) => {
    const outcome = await sender(
      { endpoint: `${originUrl}/push/${status}/token`, keys: browserKeys() },
      '{}',
    );
    expect(outcome).toBe('retry');
    expect(originHits).toBe(1);
    expect(sinkHits).toEqual([]);
  });

  it.each([301, 307])(
    '%i at each reminder tick: retried, then dropped for the day; the device is kept, the sink sees nothing',
    async (status) => {
      const reader = await signUp(suite.app);
      await setTimeZone(suite.db, reader.id, 'UTC');
      await remindAt(suite.db, reader.id, '06:00', { savedAt: new Date('2020-01-01T00:00:00Z') });
      await addDevice(suite.db, reader.id, {
        endpoint: `${originUrl}/push/${status}/token`,
        keys: browserKeys(),
      });
      const channels = { push: sender, publicUrl: 'http://localhost:3000', log: suite.app.log };
      const start = Date.parse('2026-08-01T06:00:00Z');
      // Retries come after 30 s, 2 min and 8 min; the later ticks find nothing left to send.
      for (const minutes of [0, 0.5, 1, 2.5, 3, 10, 11, 12, 30]) {
        await runReminderTick(suite.db, channels, () => new Date(start + minutes * 60_000));
      }
      expect(originHits).toBe(MAX_ATTEMPTS);
      expect(sinkHits).toEqual([]);
      const [send] = await suite.db.select().from(reminderSends).where(eq(reminderSends.userId, reader.id));
      expect(send?.status).toBe('dropped');
      const devices = await suite.db
        .select()
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, reader.id));
      expect(devices).toHaveLength(1);
    },
  );
});
