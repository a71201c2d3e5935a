// Mutation run on the engine (decision 052): `npm run mutation:engine`. Not part of `npm test` or CI.
import base from './stryker.shared.mjs';

export default {
  ...base,
  // The rules: cards, dates, spreads, readings, connections. The locale catalogs (texts/) are prose whose
  // every string would be a mutant that only a test restating the prose could kill; their shape is checked by
  // texts.test.ts and locales.test.ts instead.
  mutate: [
    'packages/engine/src/**/*.ts',
    '!packages/engine/src/**/*.test.ts',
    '!packages/engine/src/texts/**',
  ],
  // A static mutant (a table built when a module loads) reloads the engine and runs every test; there are
  // hundreds, so they are left out and counted as ignored in the report.
  ignoreStatic: true,
  testFiles: ['packages/engine/test/**/*.test.ts', 'packages/engine/src/**/*.test.ts'],
  incrementalFile: 'reports/mutation/engine-incremental.json',
  htmlReporter: { fileName: 'reports/mutation/engine.html' },
  jsonReporter: { fileName: 'reports/mutation/engine.json' },
};
