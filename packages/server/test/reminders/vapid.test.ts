import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EnvError, parseEnv } from '../../src/env.js';
import { loadVapidKeys, VAPID_KEYS_FILE } from '../../src/providers/push/vapid-keys.js';

const PUBLIC = 'BDN4lVkCvUXCrpCk2U0QEGQKfKu7d71aP8DOw4TUZxW8xq2TADgE4eAmJcFKlJ8kzdF_q3p1K1dWYrzb0h79b7Q';
const PRIVATE = 'ZqxI6xXHI6MAGBlTNWidqImXkD8zxTKgrjFJ7e4q56I';

describe('the Web Push identity (VAPID)', () => {
  it('is generated into DATA_DIR on the first start, private to the owner, and the same after a restart', () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'vapid-')), 'data');
    const first = loadVapidKeys({ DATA_DIR: dir, PUBLIC_URL: 'http://localhost:3000' });
    const again = loadVapidKeys({ DATA_DIR: dir, PUBLIC_URL: 'http://localhost:3000' });
    expect(again).toEqual(first);
    expect(first.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect(first.subject).toBe('mailto:no-reply@localhost');
    expect(statSync(join(dir, VAPID_KEYS_FILE)).mode & 0o077).toBe(0);
    expect(JSON.parse(readFileSync(join(dir, VAPID_KEYS_FILE), 'utf8'))).toMatchObject({
      publicKey: first.publicKey,
    });
  });

  it('comes from the environment when both keys are set, with PUBLIC_URL as subject when it is https', () => {
    const env = parseEnv({
      VAPID_PUBLIC_KEY: PUBLIC,
      VAPID_PRIVATE_KEY: PRIVATE,
      PUBLIC_URL: 'https://cards.example.com',
    });
    expect(loadVapidKeys(env)).toEqual({
      publicKey: PUBLIC,
      privateKey: PRIVATE,
      subject: 'https://cards.example.com',
    });
  });

  it('refuses one key without the other, a malformed key and a bad subject, naming the variable and not the value', () => {
    const refused = (raw: Record<string, string>) => {
      try {
        parseEnv(raw);
      } catch (error) {
        expect(error).toBeInstanceOf(EnvError);
        return (error as Error).message;
      }
      throw new Error('accepted');
    };
    expect(refused({ VAPID_PUBLIC_KEY: PUBLIC })).toContain('VAPID_PRIVATE_KEY');
    const malformed = refused({ VAPID_PUBLIC_KEY: PUBLIC, VAPID_PRIVATE_KEY: 'short-secret' });
    expect(malformed).toContain('VAPID_PRIVATE_KEY');
    expect(malformed).not.toContain('short-secret');
    expect(refused({ VAPID_SUBJECT: 'http://cards.example.com' })).toContain('VAPID_SUBJECT');
    expect(refused({ PUSH_SERVICE_ORIGINS: 'not a url' })).toContain('PUSH_SERVICE_ORIGINS');
  });
});
