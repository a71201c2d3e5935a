// One worker thread of the push sender's encryption pool (push-encryption.ts): web-push encrypts each message
// for its subscription (a P-256 key agreement, HKDF and AES-GCM: RFC 8291), about half of the sender's CPU, so
// it runs here and the main thread only reads the database and writes requests (decision 037).
import { move, transferableSymbol, valueSymbol } from 'piscina';
import webpush from 'web-push';
import type { EncryptedGroup, EncryptTask } from './push-encryption.js';

type Encrypted = { headers: Record<string, string | number>; body: Uint8Array };

/** One message, by web-push; null when the subscription's keys cannot encrypt (refused, never retried). */
function encryptOne(task: EncryptTask): Encrypted | null {
  try {
    const details = webpush.generateRequestDetails(task.target, task.payload, task.options);
    if (!details.body) return null; // every reminder has a payload; a request without one is not ours
    return { headers: details.headers as Record<string, string | number>, body: details.body };
  } catch {
    return null;
  }
}

/**
 * Encrypts a group of messages. Their bodies go back in one buffer that is moved to the main thread, not
 * copied: each body is a slice of Node's shared 8 KiB buffer pool, and a copied slice brings the whole pool
 * buffer with it. The main thread reads it as an EncryptedGroup.
 */
export default function encryptPushes(tasks: readonly EncryptTask[]): ReturnType<typeof move> {
  const encrypted = tasks.map(encryptOne);
  const bodies = new Uint8Array(encrypted.reduce((size, one) => size + (one?.body.length ?? 0), 0));
  let at = 0;
  const requests = encrypted.map((one) => {
    if (one === null) return null;
    bodies.set(one.body, at);
    at += one.body.length;
    return { headers: one.headers, start: at - one.body.length, end: at };
  });
  const group: EncryptedGroup = { bodies: bodies.buffer, requests };
  return move({ [transferableSymbol]: [bodies.buffer], [valueSymbol]: group });
}
