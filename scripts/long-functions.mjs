#!/usr/bin/env node
// Lists functions over 60 lines in the code that runs (packages/*/{src,cli,bench,scripts}, bench/, scripts/; tests
// left out) and fails when one is not in
// scripts/long-functions.allowlist, has grown past its ceiling there, or is listed but no longer long.
// The allowlist may only shrink: split a function, then delete its line. `--list` prints every long function.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkAgainstAllowlist, findLongFunctions, parseAllowlist } from './lib/long-functions.mjs';

const LIMIT = 60;
const root = join(fileURLToPath(import.meta.url), '../..');
const found = findLongFunctions(root, LIMIT);

if (process.argv.includes('--list')) {
  for (const fn of found) console.log(`${fn.file} ${fn.name} ${fn.lines}`);
  console.log(`${found.length} functions over ${LIMIT} lines.`);
  process.exit(0);
}

const allowlist = parseAllowlist(readFileSync(join(root, 'scripts/long-functions.allowlist'), 'utf8'));
const problems = checkAgainstAllowlist(found, allowlist);
if (problems.length > 0) {
  console.error(
    `Functions over ${LIMIT} lines (scripts/long-functions.allowlist may only shrink):\n  ${problems.join('\n  ')}`,
  );
  process.exit(1);
}
console.log(`${found.length} functions over ${LIMIT} lines, each within its ceiling in the allowlist.`);
