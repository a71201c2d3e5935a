import { availableParallelism } from 'node:os';
import pLimit from 'p-limit';
import { Piscina } from 'piscina';
import type webpush from 'web-push';

/** One message to encrypt: the subscription, the payload, and web-push's request options (headers, TTL...). */
export type EncryptTask = {
  target: webpush.PushSubscription;
  payload: string;
  options: webpush.RequestOptions;
};

/** The request web-push builds: the encrypted body and its headers (Authorization, TTL, Urgency, Topic...). */
export type EncryptedRequest = { headers: Record<string, string | number>; body: Uint8Array };

/**
 * A group's answer from a thread: every body in one buffer (moved, not copied), and each message's headers and
 * place in it; null for a message whose subscription's keys cannot encrypt.
 */
export type EncryptedGroup = {
  bodies: ArrayBuffer;
  requests: ({ headers: Record<string, string | number>; start: number; end: number } | null)[];
};

/** Encrypts one message; null when the subscription's keys cannot encrypt (no retry can help). */
export type PushEncryptor = {
  encrypt: (task: EncryptTask) => Promise<EncryptedRequest | null>;
  close: () => Promise<void>;
};

/**
 * Messages per task sent to a thread. Posting a task to a worker (a message, and a wake-up through
 * Atomics.notify) costs the main thread about as much as a small HTTP request; messages asked for together go
 * as one task. The reminders ask for a claimed batch's messages at once (decision 037), so groups are full;
 * the first answer is back after one group's encryption (some 16 ms).
 */
const ENCRYPT_GROUP = 64;
/**
 * Messages waiting for the pool at most, from all callers of one sender, so the pool's queue is bounded for any
 * caller. The reminders ask for up to two claimed batches (1,000) at once: the rest wait their turn here, and
 * each group answered lets the next group in.
 */
const ENCRYPT_WAITING_MAX = 512;

/**
 * Threads for encryption: every core but the one the main thread (database and HTTP) needs, at least one,
 * at most four (a sender with more pushes in flight than four threads can encrypt is waiting on the network).
 */
function encryptionThreads(): number {
  return Math.min(4, Math.max(1, availableParallelism() - 1));
}

/**
 * The worker module: the compiled .js next to this file, or, when the server runs from its TypeScript sources
 * (tests, `npm run dev`, the benches), the .ts through tsx (as services/share/renderer.ts).
 */
function workerModule(): { filename: string; execArgv: string[] } {
  const fromSources = import.meta.url.endsWith('.ts');
  const file = new URL(
    fromSources ? './push-encrypt-worker.ts' : './push-encrypt-worker.js',
    import.meta.url,
  );
  return { filename: file.href, execArgv: fromSources ? ['--import', 'tsx', '--conditions=source'] : [] };
}

type Waiting = {
  task: EncryptTask;
  settle: (request: EncryptedRequest | null) => void;
  fail: (e: unknown) => void;
};

/**
 * Encryption in a piscina pool of worker threads (decision 037, "Encryption off the main thread"). Messages
 * asked for in the same turn of the event loop go to a thread together, ENCRYPT_GROUP at a time; at most
 * ENCRYPT_WAITING_MAX wait at once, more wait their turn here, so the pool's queue stays bounded. Threads
 * start on the first message and stop when idle (an idle thread does not keep the process alive).
 */
export function createPooledEncryptor(): PushEncryptor {
  const threads = encryptionThreads();
  let pool: Piscina<readonly EncryptTask[], EncryptedGroup> | undefined;
  const admit = pLimit(ENCRYPT_WAITING_MAX);
  let waiting: Waiting[] = [];
  const flush = () => {
    const groups: Waiting[][] = [];
    for (let start = 0; start < waiting.length; start += ENCRYPT_GROUP)
      groups.push(waiting.slice(start, start + ENCRYPT_GROUP));
    waiting = [];
    pool ??= new Piscina({ ...workerModule(), minThreads: 0, maxThreads: threads, idleTimeout: 10_000 });
    for (const group of groups) {
      pool.run(group.map((entry) => entry.task)).then(
        ({ bodies, requests }) => {
          for (const [n, entry] of group.entries()) {
            const request = requests[n];
            entry.settle(
              request
                ? {
                    headers: request.headers,
                    body: new Uint8Array(bodies, request.start, request.end - request.start),
                  }
                : null,
            );
          }
        },
        (error: unknown) => {
          for (const entry of group) entry.fail(error);
        },
      );
    }
  };
  return {
    encrypt: (task) =>
      admit(
        () =>
          new Promise<EncryptedRequest | null>((settle, fail) => {
            if (waiting.length === 0) setImmediate(flush);
            waiting.push({ task, settle, fail });
          }),
      ),
    async close() {
      await pool?.destroy();
      pool = undefined;
    },
  };
}
