// One worker thread of the push sender's encryption pool (push-encryption.ts): web-push encrypts each message
// for its subscription (a P-256 key agreement, HKDF and AES-GCM: RFC 8291), about half of the sender's CPU, so
// it runs here and the main thread only reads the database and writes requests (decision 037).
import webpush from 'web-push';
import type { EncryptedRequest, EncryptTask } from './push-encryption.js';

/** Encrypts a group of messages; a subscription whose keys cannot encrypt gets null (refused, never retried). */
export default function encryptPushes(tasks: readonly EncryptTask[]): (EncryptedRequest | null)[] {
  return tasks.map((task) => {
    try {
      const details = webpush.generateRequestDetails(task.target, task.payload, task.options);
      return {
        endpoint: details.endpoint,
        method: details.method,
        headers: details.headers as Record<string, string | number>,
        body: details.body ?? null,
      };
    } catch {
      return null;
    }
  });
}
