// The unit run's guard on the first page's weight: builds the web app into a temporary folder and
// fails when the entry script and its modulepreloads exceed the gzip budget (`npm run size` prints
// the same table from packages/web/dist).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import {
  ENTRY_BUDGET_KB,
  measureEntry,
  measureRoutes,
  reportEntry,
  reportRoutes,
} from './lib/bundle-size.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const outDir = mkdtempSync(join(tmpdir(), 'cardology-web-budget-'));

afterAll(() => rmSync(outDir, { recursive: true, force: true }));

describe('the web build', () => {
  it(`keeps the entry script and its modulepreloads within ${ENTRY_BUDGET_KB} kB gzip, and each route's chunks within its budget`, () => {
    const build = spawnSync(
      process.execPath,
      [
        join(root, 'node_modules/vite/bin/vite.js'),
        'build',
        '--outDir',
        outDir,
        '--emptyOutDir',
        '--logLevel',
        'error',
      ],
      // Vitest sets NODE_ENV=test, which would make Vite bundle React's development build.
      { cwd: join(root, 'packages/web'), encoding: 'utf8', env: { ...process.env, NODE_ENV: 'production' } },
    );
    expect(build.status, build.stderr).toBe(0);
    const report = reportEntry(measureEntry(outDir));
    expect(report.ok, report.text).toBe(true);
    // And each route's own chunks within theirs (issue 35).
    const routes = reportRoutes(
      measureRoutes(outDir, readFileSync(join(root, 'packages/web/src/app/router.tsx'), 'utf8')),
    );
    expect(routes.ok, routes.text).toBe(true);
  }, 180_000);
});
