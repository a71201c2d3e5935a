// The repository cites only its own documents: docs/product.md for the product's behaviour,
// docs/cardology-rules.md for the engine's rules, docs/architecture.md for the shape of the code. A
// comment pointing at a file nobody who clones the repository has is a dead end for its reader.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
// Assembled from parts so this file does not match itself.
const outside = new RegExp(
  [
    `spec ${'§'}`,
    `ALGO${'RITHMS'}\\.md`,
    `DES${'IGN'}\\.md`,
    `LO${'OK'}\\.md`,
    `STY${'LE'}\\.md`,
    `/work/${'shared'}`,
  ].join('|'),
  'i',
);

it('cites no document outside the repository', () => {
  const tracked = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' })
    .split('\0')
    .filter(
      (path) => /\.(ts|tsx|mjs|js|md|css|html|json)$/.test(path) && !path.endsWith('package-lock.json'),
    );
  const hits = [];
  for (const path of tracked) {
    let text;
    try {
      text = readFileSync(join(root, path), 'utf8');
    } catch {
      continue; // deleted in the work tree but still in the index
    }
    text.split('\n').forEach((line, index) => {
      if (outside.test(line)) hits.push(`${path}:${index + 1}: ${line.trim().slice(0, 120)}`);
    });
  }
  expect(hits).toEqual([]);
});
