// Renders the import rules of .dependency-cruiser.mjs (the one rule file, decision 051) as the markdown table
// docs/architecture.md shows under "Who may import whom", and finds that table in the document.
import { ENTRY_FILES, FEATURE_ENTRIES, TABLE } from '../../.dependency-cruiser.mjs';

const code = (names) => names.map((name) => `\`${name}\``).join(', ');
const folderCell = (folder) => (folder === '.' ? 'top-level files' : `\`${folder}/\``);

function mayCell(pkg, folder, may) {
  // The public-entry rule holds for every web file outside features/ but the fixtures (web's test/).
  if (may === '*')
    return pkg === 'web' && folder !== 'test'
      ? `anything in the package, \`features/\` through their entries (${code(ENTRY_FILES.map((name) => `${name}.ts`))}) and published modules`
      : 'anything in the package';
  const folders =
    may.length === 0
      ? 'nothing else'
      : may
          .map((name) =>
            name === 'features' ? '`features/` (their entries and published modules)' : `\`${name}/\``,
          )
          .join(', ');
  if (folder !== 'features') return folders;
  return `${folders}, and another feature only through the modules it publishes: ${code(FEATURE_ENTRIES)}`;
}

function packagesCell({ only, never }) {
  if (only)
    return only.length === 0 ? 'no package at all (not even `node:` built-ins)' : `only ${code(only)}`;
  return `any package but ${code(never)}`;
}

function sharedCell(shared) {
  if (shared === '*') return 'all of them';
  return shared.length > 0 ? code(shared) : 'none';
}

/** The table's rows, the header first. */
function rows(table) {
  const out = [['package', 'folder', 'may import']];
  for (const [pkg, rules] of Object.entries(table)) {
    for (const [folder, may] of Object.entries(rules.folders))
      out.push([pkg, folderCell(folder), mayCell(pkg, folder, may)]);
    out.push([pkg, 'top-level files others may import', sharedCell(rules.sharedTopLevel)]);
    out.push([pkg, 'other packages', packagesCell(rules.packages)]);
  }
  return out;
}

/** The rules as the markdown table docs/architecture.md shows, padded as Biome formats a markdown table. */
export function importTable(table = TABLE) {
  const all = rows(table);
  const widths = all[0].map((_, column) => Math.max(...all.map((cells) => cells[column].length)));
  const line = (cells) => `| ${cells.map((cell, column) => cell.padEnd(widths[column])).join(' | ')} |`;
  const lines = all.map(line);
  lines.splice(1, 0, line(widths.map((width) => '-'.repeat(width))));
  return lines.join('\n');
}

const HEADER = /^\| package +\| folder +\| may import +\|$/m;

/** The document with its import table replaced by `rendered` (the table is the run of `|` lines under its header). */
export function withImportTable(doc, rendered) {
  const start = doc.search(HEADER);
  if (start < 0) throw new Error('docs/architecture.md has no "| package | folder | may import |" table');
  const rest = doc.slice(start).split('\n');
  const length = rest.findIndex((line) => !line.startsWith('|'));
  const tableText = rest.slice(0, length < 0 ? rest.length : length).join('\n');
  return doc.slice(0, start) + rendered + doc.slice(start + tableText.length);
}
