// What the two mutation runs share (stryker.engine.config.mjs, stryker.ledger.config.mjs; decision 052).

export default {
  testRunner: 'vitest',
  // The repository's vitest.config.ts; each run names its test files, so related-file lookup is not needed.
  vitest: { configFile: 'vitest.config.ts', related: false },
  // Only the tests that cover a mutant run against it.
  coverageAnalysis: 'perTest',
  // One worker: the machine has two cores shared by everyone. Raise it with --concurrency on a machine of your own.
  concurrency: 1,
  // A re-run tests only the mutants whose code or tests changed since the last one (--force starts over).
  incremental: true,
  reporters: ['clear-text', 'progress', 'html', 'json'],
  clearTextReporter: { allowColor: false, logTests: false },
  thresholds: { high: 90, low: 75, break: null },
  // The sandbox is a copy of the repository (the web's too: an engine test reads its English catalog); build
  // output and test output are not needed.
  ignorePatterns: ['dist', 'dist-types', 'coverage', 'test-results', 'playwright-report', 'data'],
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
};
