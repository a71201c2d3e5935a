import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll } from 'vitest';

/**
 * A web build folder for the calling test file, holding `files` (paths relative to the folder): written at
 * once, so an app built in the file's set-up finds it, and removed after the file's tests.
 */
export function useWebDist(label: string, files: Record<string, string | Uint8Array>): string {
  const dist = mkdtempSync(join(tmpdir(), `cardology-dist-${label}-`));
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(dist, path)), { recursive: true });
    writeFileSync(join(dist, path), content);
  }
  afterAll(() => rmSync(dist, { recursive: true, force: true }));
  return dist;
}
