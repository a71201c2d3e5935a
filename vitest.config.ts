import { defineConfig } from 'vitest/config';

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
          name: 'web',
          root: 'packages/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['./src/test/setup.ts'],
          // Each file in its own module graph and jsdom. Sharing them (isolate: false) halved the web project's
          // CPU, but CI then failed time-zone-sync.test.tsx in the full run while it passed in the web project
          // alone: some state crossed files, and it was not found (docs/decisions/053-test-time.md, item 4).
        },
      },
    ],
  },
});
