import { chmodSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BROWSER_ENV, resolveTestBrowser } from './test-browser.mjs';

const folder = mkdtempSync(join(tmpdir(), 'browser-override-'));

describe('the test browser', () => {
  it('is the npm-shipped Chromium when no override is set', async () => {
    const browser = await resolveTestBrowser({});
    expect(browser.source).toBe('@sparticuz/chromium');
    expect(browser.executablePath).toMatch(/chromium$/);
  });

  it('is the override when it names an executable file', async () => {
    const path = join(folder, 'my-chromium');
    writeFileSync(path, '#!/bin/sh\n');
    chmodSync(path, 0o755);
    await expect(resolveTestBrowser({ [BROWSER_ENV]: path })).resolves.toEqual({
      executablePath: path,
      source: BROWSER_ENV,
    });
  });

  it('names the variable when the override does not exist', async () => {
    const path = join(folder, 'nowhere');
    await expect(resolveTestBrowser({ [BROWSER_ENV]: path })).rejects.toThrow(
      `CHROMIUM_PATH names ${path}, which does not exist`,
    );
  });

  it('names the variable when the override is not executable', async () => {
    const path = join(folder, 'plain-file');
    writeFileSync(path, 'not a program');
    chmodSync(path, 0o644);
    await expect(resolveTestBrowser({ [BROWSER_ENV]: path })).rejects.toThrow(
      `CHROMIUM_PATH names ${path}, which is not an executable file`,
    );
    await expect(resolveTestBrowser({ [BROWSER_ENV]: folder })).rejects.toThrow('not an executable file');
  });
});
