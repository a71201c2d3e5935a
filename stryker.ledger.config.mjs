// Mutation run on the credit ledger (decision 052): `npm run mutation:ledger`. Not part of `npm test` or CI.
import base from './stryker.shared.mjs';

export default {
  ...base,
  // The one module that changes a balance: grants, corrections, reservations (holds) and refunds.
  mutate: ['packages/server/src/services/credit-ledger.ts'],
  // The ledger's own tests only (on PGlite), so a mutant counts as killed only when they notice it.
  testFiles: ['packages/server/test/credit-ledger.test.ts'],
  incrementalFile: 'reports/mutation/ledger-incremental.json',
  htmlReporter: { fileName: 'reports/mutation/ledger.html' },
  jsonReporter: { fileName: 'reports/mutation/ledger.json' },
};
