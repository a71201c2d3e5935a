// docs/architecture.md's folder trees, rendered from the folders (scripts/lib/doc-trees.mjs). `--check` (in npm run
// lint) fails naming the tree that drifted or the entry not yet described; `--write` renders them.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderTrees, treesIn, UNDESCRIBED } from './lib/doc-trees.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const path = join(root, 'docs', 'architecture.md');
const document = readFileSync(path, 'utf8');
const rendered = renderTrees(document, root);

if (process.argv.includes('--write')) {
  writeFileSync(path, rendered);
  console.log(`docs/architecture.md: ${treesIn(rendered).length} folder trees rendered.`);
} else if (rendered !== document || rendered.includes(UNDESCRIBED)) {
  const drifted = treesIn(document).filter((folder) => !document.includes(treeOf(rendered, folder)));
  console.error(
    `docs/architecture.md: the folder tree of ${drifted.join(', ') || 'a folder'} differs from the folder, or an entry is ${UNDESCRIBED} (rule: doc-tree-drift). Run \`node scripts/doc-trees.mjs --write\` and describe each new entry.`,
  );
  process.exit(1);
} else {
  console.log(`docs/architecture.md: ${treesIn(document).length} folder trees match their folders.`);
}

function treeOf(text, folder) {
  const start = text.indexOf(`<!-- tree: ${folder} -->`);
  return text.slice(start, text.indexOf('<!-- /tree -->', start));
}
