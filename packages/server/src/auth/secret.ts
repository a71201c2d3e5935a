import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Env } from '../env.js';

/**
 * The secret better-auth signs session cookies with: BETTER_AUTH_SECRET, or one generated on the
 * first start and kept in `${DATA_DIR}/auth-secret` (owner-only), so `npm start` needs no setup and
 * sessions survive restarts. Several processes sharing a PostgreSQL must set BETTER_AUTH_SECRET.
 */
export function resolveAuthSecret(env: Env): string {
  if (env.BETTER_AUTH_SECRET) return env.BETTER_AUTH_SECRET;
  const file = join(env.DATA_DIR, 'auth-secret');
  const stored = readSecret(file);
  if (stored) return stored;

  mkdirSync(env.DATA_DIR, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  try {
    writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
    return secret;
  } catch (error) {
    // Another process wrote it first: use theirs.
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') {
      const theirs = readSecret(file);
      if (theirs) return theirs;
    }
    throw error;
  }
}

function readSecret(file: string): string | null {
  try {
    const text = readFileSync(file, 'utf8').trim();
    if (text.length < 32)
      throw new Error(`${file} holds no usable secret (32+ characters); delete it to regenerate`);
    return text;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}
