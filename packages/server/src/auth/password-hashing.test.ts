import { hashPassword, verifyPassword } from 'better-auth/crypto';
import { describe, expect, it } from 'vitest';
import { PASSWORDS_HASHED_AT_ONCE, queuedPasswordHashing } from './password-hashing.js';

describe('password hashing, queued', () => {
  it('never runs more hashes and checks at once than allowed, however many sign-ins arrive', async () => {
    let running = 0;
    let most = 0;
    const slow = async <T>(value: T): Promise<T> => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 5));
      running -= 1;
      return value;
    };
    const queued = queuedPasswordHashing({
      hash: (password) => slow(`hashed ${password}`),
      verify: () => slow(false),
    });
    await Promise.all([
      ...Array.from({ length: 8 }, (_, n) => queued.verify({ hash: 'h', password: `guess ${n}` })),
      ...Array.from({ length: 4 }, (_, n) => queued.hash(`new ${n}`)),
    ]);
    expect(most).toBe(PASSWORDS_HASHED_AT_ONCE);
  });

  it('reads and writes better-auth’s own hashes, so stored passwords keep working', async () => {
    const queued = queuedPasswordHashing();
    const stored = await hashPassword('correct horse battery');
    expect(await queued.verify({ hash: stored, password: 'correct horse battery' })).toBe(true);
    expect(await queued.verify({ hash: stored, password: 'wrong' })).toBe(false);
    const made = await queued.hash('another one');
    expect(await verifyPassword({ hash: made, password: 'another one' })).toBe(true);
  });
});
