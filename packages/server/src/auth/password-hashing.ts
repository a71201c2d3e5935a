import { hashPassword, verifyPassword } from 'better-auth/crypto';
import pLimit from 'p-limit';

/**
 * How many passwords this process hashes at once. A hash (scrypt, N = 16384, r = 16: 32 MiB) keeps a core busy
 * for 50–100 ms on libuv's pool, which runs four at a time: on a two-core server, a burst of sign-in guesses
 * took both cores and every other reader's request waited (`npm run bench:abuse -- --only sign-in`, issue 31).
 * One at a time leaves the other core to the event loop. The cost is a queue: a sign-in waits for the hashes
 * ahead of it, at most one per attempt the rate limits let through (20 a minute per network, the account's
 * cooldown after that), so about a second behind a full minute's allowance from 20 networks at once.
 */
export const PASSWORDS_HASHED_AT_ONCE = 1;

type PasswordFunctions = {
  hash: (password: string) => Promise<string>;
  verify: (data: { hash: string; password: string }) => Promise<boolean>;
};

/** better-auth's own scrypt hash and check (so stored hashes keep working), queued to one at a time. */
export function queuedPasswordHashing(
  inner: PasswordFunctions = { hash: hashPassword, verify: verifyPassword },
): PasswordFunctions {
  const limit = pLimit(PASSWORDS_HASHED_AT_ONCE);
  return {
    hash: (password) => limit(() => inner.hash(password)),
    verify: (data) => limit(() => inner.verify(data)),
  };
}
