import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadEnvFileIfPresent } from './env-file.mjs';

const names = ['CARDOLOGY_TEST_PORT', 'CARDOLOGY_TEST_EMPTY', 'CARDOLOGY_TEST_SHELL'];

describe('loadEnvFileIfPresent', () => {
  let dir = '';
  afterEach(() => {
    for (const name of names) delete process.env[name];
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('reads .env values, drops trailing comments, and lets the shell win', () => {
    dir = mkdtempSync(join(tmpdir(), 'env-file-'));
    writeFileSync(
      join(dir, '.env'),
      'CARDOLOGY_TEST_PORT=3999        # a port\nCARDOLOGY_TEST_EMPTY=\nCARDOLOGY_TEST_SHELL=from-file\n',
    );
    process.env.CARDOLOGY_TEST_SHELL = 'from-shell';
    expect(loadEnvFileIfPresent(dir)).toBe(join(dir, '.env'));
    expect(process.env.CARDOLOGY_TEST_PORT).toBe('3999');
    // Empty means unset to the server's env parser.
    expect(process.env.CARDOLOGY_TEST_EMPTY).toBe('');
    expect(process.env.CARDOLOGY_TEST_SHELL).toBe('from-shell');
  });

  it('does nothing without a .env file', () => {
    dir = mkdtempSync(join(tmpdir(), 'env-file-'));
    expect(loadEnvFileIfPresent(dir)).toBeNull();
    expect(process.env.CARDOLOGY_TEST_PORT).toBeUndefined();
  });
});
