// The folder trees docs/architecture.md draws (issue 36, item 5): each block between `<!-- tree: <folder> -->` and
// `<!-- /tree -->` lists what is in that folder, one line per entry with the words the document gives it. The list
// is rendered from the folder itself, so an entry added, renamed or removed shows up as a drift; the words stay the
// document's, and a new entry is written "(not yet described)" until someone describes it.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

const BLOCK = /<!-- tree: (\S+) -->\n```\n([\s\S]*?)```\n<!-- \/tree -->/g;
export const UNDESCRIBED = '(not yet described)';
const NAME_WIDTH = 16;

/** What a folder holds, as the document names it: folders with a slash, then the top-level modules (no tests). */
function entriesOf(root, folder) {
  const all = readdirSync(join(root, folder), { withFileTypes: true });
  const folders = all.filter((entry) => entry.isDirectory()).map((entry) => `${entry.name}/`);
  const modules = all
    .filter((entry) => entry.isFile() && /\.(ts|tsx)$/.test(entry.name) && !/\.(test|d)\./.test(entry.name))
    .map((entry) => entry.name);
  return [...folders.sort(), ...modules.sort()];
}

/** The words each entry has in a block: a line starting with an entry's name, and the lines indented under it. */
function descriptionsOf(block) {
  const words = new Map();
  let current;
  for (const line of block.split('\n')) {
    const named = /^ {2}(\S+)(?:\s+(.*))?$/.exec(line);
    if (named?.[1]) {
      current = named[1];
      words.set(current, named[2] ? [named[2]] : []);
    } else if (current && line.trim() !== '') words.get(current)?.push(line.trim());
  }
  return words;
}

function renderBlock(entries, words) {
  const lines = [];
  for (const entry of entries) {
    const [first = UNDESCRIBED, ...more] = words.get(entry) ?? [];
    const indent = ' '.repeat(NAME_WIDTH);
    // A name too long for its column stands on its own line, its words under it.
    if (entry.length >= NAME_WIDTH) lines.push(`  ${entry}`, `  ${indent}${first}`);
    else lines.push(`  ${entry.padEnd(NAME_WIDTH)}${first}`);
    for (const line of more) lines.push(`  ${indent}${line}`);
  }
  return `${lines.join('\n')}\n`;
}

/** The document with every tree block rendered from its folder under `root`. */
export function renderTrees(document, root) {
  return document.replace(BLOCK, (_, folder, block) => {
    const body = renderBlock(entriesOf(root, folder), descriptionsOf(block));
    return `<!-- tree: ${folder} -->\n\`\`\`\n${body}\`\`\`\n<!-- /tree -->`;
  });
}

/** The folders the document draws. */
export const treesIn = (document) => [...document.matchAll(BLOCK)].map((match) => match[1]);
