import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig } from 'vitest/config';

/**
 * The web's test files that replace a module with vi.mock. The web project runs its files without isolation (one
 * module graph and one jsdom per worker: half its time went to importing React and the app and to building jsdom
 * again for each file, docs/decisions/053-test-time.md), where a module mocked by one file would stay mocked for
 * every later file in that worker; these files run apart, each isolated. Found by reading the files, so a new
 * vi.mock needs no list kept by hand.
 */
function webFilesThatMock(): string[] {
  const root = join(import.meta.dirname, 'packages/web');
  return readdirSync(join(root, 'src'), { recursive: true, encoding: 'utf8' })
    .filter((path) => /\.test\.tsx?$/.test(path))
    .map((path) => join('src', path))
    .filter((path) => /\bvi\.(do)?mock\(/.test(readFileSync(join(root, path), 'utf8')))
    .sort();
}
const mockingWebFiles = webFilesThatMock();

/** What both web projects share: jsdom and the set-up file (which also undoes each test's stubs and timers). */
const webTest = { root: 'packages/web', environment: 'jsdom', setupFiles: ['./src/test/setup.ts'] } as const;

// One run, four projects (engine, server, the repository's scripts, web). Playwright specs live in packages/web/e2e and are never collected here.
// Two workers at most: the machine has two cores and each PGlite instance is large.
export default defineConfig({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'], externalConditions: ['source'] } },
  test: {
    maxWorkers: 2,
    // `npm run test:helpers -- --project engine`: which lines of the test helpers the tests reach, so a helper's
    // branch no test takes (a fallback for a case that never comes) shows up and goes (decision 052). Off in
    // `npm test`; the product's own coverage is measured by the mutation runs instead.
    coverage: {
      provider: 'v8',
      include: [
        'packages/engine/test/support/**',
        'packages/server/test/helpers/**',
        'packages/web/src/test/**',
      ],
      exclude: ['**/*.test.*'],
      reporter: ['text'],
      reportsDirectory: 'coverage/helpers',
    },
    projects: [
      {
        extends: true,
        test: {
          name: 'engine',
          root: 'packages/engine',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          environment: 'node',
          // The walks over every day of 1900..2100 take a second alone and far longer on a shared machine (or
          // in a mutation run's sandbox beside another): a slow machine is not a failure.
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          root: 'packages/server',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'scripts',
          root: 'scripts',
          include: ['**/*.test.mjs'],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          ...webTest,
          name: 'web',
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: mockingWebFiles,
          isolate: false,
        },
      },
      {
        extends: true,
        test: { ...webTest, name: 'web-mocks', include: mockingWebFiles },
      },
    ],
  },
});
