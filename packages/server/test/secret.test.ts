import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { resolveAuthSecret } from '../src/auth/secret.js';
import { parseEnv } from '../src/env.js';

const dirs: string[] = [];
function dataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'cardology-secret-'));
  dirs.push(dir);
  return dir;
}

afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('auth secret', () => {
  it('uses BETTER_AUTH_SECRET when set and writes nothing', () => {
    const dir = dataDir();
    const secret = 'x'.repeat(40);
    expect(resolveAuthSecret(parseEnv({ DATA_DIR: dir, BETTER_AUTH_SECRET: secret }))).toBe(secret);
    expect(() => statSync(join(dir, 'auth-secret'))).toThrow();
  });

  it('generates one into DATA_DIR/auth-secret, owner-only, and reuses it on the next start', () => {
    const dir = join(dataDir(), 'nested');
    const env = parseEnv({ DATA_DIR: dir });
    const first = resolveAuthSecret(env);
    expect(first.length).toBeGreaterThanOrEqual(32);
    const file = join(dir, 'auth-secret');
    expect(readFileSync(file, 'utf8').trim()).toBe(first);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(resolveAuthSecret(env)).toBe(first);
  });

  it('gives different instances different secrets', () => {
    expect(resolveAuthSecret(parseEnv({ DATA_DIR: dataDir() }))).not.toBe(
      resolveAuthSecret(parseEnv({ DATA_DIR: dataDir() })),
    );
  });

  it('refuses a damaged secret file instead of silently replacing it', () => {
    const dir = dataDir();
    writeFileSync(join(dir, 'auth-secret'), 'short\n');
    expect(() => resolveAuthSecret(parseEnv({ DATA_DIR: dir }))).toThrow(/no usable secret/);
  });
});
