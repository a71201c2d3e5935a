// The unit run's guard on the first page's weight: brings the web build `npm start` serves (packages/web/dist) up to
// date, as `npm start` would, and fails when the entry script and its modulepreloads exceed the gzip budget (`npm run
// size` prints the same table). Building the served folder rather than a temporary one means `npm test` bundles the
// web app once: the e2e run's `npm start` then finds it current (docs/decisions/053-test-time.md).
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { buildAll } from './lib/builds.mjs';
import {
  ENTRY_BUDGET_KB,
  measureEntry,
  measureRoutes,
  reportEntry,
  reportRoutes,
} from './lib/bundle-size.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const outDir = join(root, 'packages/web/dist');

describe('the web build', () => {
  it(`keeps the entry script and its modulepreloads within ${ENTRY_BUDGET_KB} kB gzip, and each route's chunks within its budget`, async () => {
    // The engine, the contract and the server too: the web's Vite config reads the first two's builds, and the
    // e2e run serves the third.
    expect(await buildAll(root)).toBe(true);
    const report = reportEntry(measureEntry(outDir));
    expect(report.ok, report.text).toBe(true);
    // And each route's own chunks within theirs (issue 35).
    const routes = reportRoutes(
      measureRoutes(outDir, readFileSync(join(root, 'packages/web/src/app/router.tsx'), 'utf8')),
    );
    expect(routes.ok, routes.text).toBe(true);
  }, 300_000);
});
