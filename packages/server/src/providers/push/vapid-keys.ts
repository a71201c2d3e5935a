import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import webpush from 'web-push';

/** The server's Web Push identity (VAPID): the public key browsers subscribe with, the private key that signs. */
export type VapidKeys = { publicKey: string; privateKey: string; subject: string };

/** The file in DATA_DIR that keeps generated keys, so subscriptions survive a restart. */
export const VAPID_KEYS_FILE = 'vapid-keys.json';

type VapidEnv = {
  DATA_DIR: string;
  PUBLIC_URL: string;
  VAPID_PUBLIC_KEY?: string | undefined;
  VAPID_PRIVATE_KEY?: string | undefined;
  VAPID_SUBJECT?: string | undefined;
};

/** A fresh key pair (web-push's generator). */
export function generateVapidKeys(): { publicKey: string; privateKey: string } {
  return webpush.generateVAPIDKeys();
}

/**
 * The keys from the environment when set, else from DATA_DIR/vapid-keys.json, generated there on the first
 * start. Several processes must share them (the environment, or one DATA_DIR): a subscription is bound to
 * one public key. The file is written with `wx`, so two processes starting at once keep the first one's keys.
 */
export function loadVapidKeys(env: VapidEnv): VapidKeys {
  const subject = env.VAPID_SUBJECT ?? defaultSubject(env.PUBLIC_URL);
  if (env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY) {
    return { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY, subject };
  }
  const file = join(env.DATA_DIR, VAPID_KEYS_FILE);
  const stored = readStoredKeys(file);
  if (stored) return { ...stored, subject };
  const generated = generateVapidKeys();
  mkdirSync(env.DATA_DIR, { recursive: true });
  try {
    writeFileSync(file, JSON.stringify(generated), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const winner = readStoredKeys(file);
    if (winner) return { ...winner, subject };
  }
  return { ...generated, subject };
}

function readStoredKeys(file: string): { publicKey: string; privateKey: string } | undefined {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  const parsed = JSON.parse(text) as { publicKey?: unknown; privateKey?: unknown };
  if (typeof parsed.publicKey !== 'string' || typeof parsed.privateKey !== 'string') {
    throw new Error(`${VAPID_KEYS_FILE} in DATA_DIR is not a pair of VAPID keys`);
  }
  return { publicKey: parsed.publicKey, privateKey: parsed.privateKey };
}

/** The site itself when it is served over https, else a mailto: on its host (push services want one of them). */
function defaultSubject(publicUrl: string): string {
  const url = new URL(publicUrl);
  return url.protocol === 'https:' ? url.origin : `mailto:no-reply@${url.hostname}`;
}
