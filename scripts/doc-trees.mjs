// docs/architecture.md's folder trees, rendered from the folders (scripts/lib/doc-trees.mjs), and its web route
// table, rendered from app/route-table.ts (scripts/lib/doc-routes.mjs). `--check` (in npm run lint) fails naming
// what drifted or the entry not yet described; `--write` renders them.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import { hasRouteBlock, renderRoutes } from './lib/doc-routes.mjs';
import { renderTrees, treesIn, UNDESCRIBED } from './lib/doc-trees.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const path = join(root, 'docs', 'architecture.md');
const document = readFileSync(path, 'utf8');
const { ROUTE_TABLE } = await tsImport('../packages/web/src/app/route-table.ts', import.meta.url);
const rendered = renderRoutes(renderTrees(document, root), ROUTE_TABLE);

if (process.argv.includes('--write')) {
  writeFileSync(path, rendered);
  console.log(`docs/architecture.md: ${treesIn(rendered).length} folder trees rendered.`);
} else if (rendered !== document || rendered.includes(UNDESCRIBED)) {
  const drifted = treesIn(document)
    .filter((folder) => !document.includes(treeOf(rendered, folder)))
    .map((folder) => `the tree of ${folder}`);
  if (!hasRouteBlock(document) || renderRoutes(document, ROUTE_TABLE) !== document)
    drifted.push('the web route table (app/route-table.ts)');
  console.error(
    `docs/architecture.md: ${drifted.join(', ') || 'a tree'} differs from what it draws, or an entry is ${UNDESCRIBED} (rule: doc-tree-drift). Run \`node scripts/doc-trees.mjs --write\` and describe each new entry.`,
  );
  process.exit(1);
} else {
  console.log(
    `docs/architecture.md: ${treesIn(document).length} folder trees and the web route table match what they draw.`,
  );
}

function treeOf(text, folder) {
  const start = text.indexOf(`<!-- tree: ${folder} -->`);
  return text.slice(start, text.indexOf('<!-- /tree -->', start));
}
