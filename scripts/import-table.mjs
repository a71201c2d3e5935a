#!/usr/bin/env node
// docs/architecture.md's "Who may import whom" table, rendered from .dependency-cruiser.mjs (decision 051).
// `--check` (in npm run lint) fails when the document differs from the rules; `--write` updates it.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { importTable, withImportTable } from './lib/import-table.mjs';

const path = join(fileURLToPath(import.meta.url), '../../docs/architecture.md');
const doc = readFileSync(path, 'utf8');
const rendered = withImportTable(doc, importTable());
if (process.argv.includes('--write')) {
  writeFileSync(path, rendered);
  console.log('docs/architecture.md: import table rendered from .dependency-cruiser.mjs.');
} else if (rendered !== doc) {
  console.error(
    'docs/architecture.md: the "Who may import whom" table differs from .dependency-cruiser.mjs (rule: import-table-drift). Run `node scripts/import-table.mjs --write`.',
  );
  process.exit(1);
} else {
  console.log('docs/architecture.md: the import table matches .dependency-cruiser.mjs.');
}
