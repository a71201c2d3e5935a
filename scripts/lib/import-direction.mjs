// Which folder may import which inside each package, which packages each package may import, and a checker
// built on the TypeScript compiler's own import scanner (ts.preProcessFile), so strings and comments that merely
// look like imports are never mistaken for them. `npm run lint` runs it through scripts/check-imports.mjs; the
// table in docs/architecture.md ("Who may import whom") is rendered from these rules (directionTable) and a test
// keeps the two equal.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';

/**
 * Per package: the folder a file sits in (its first path segment under src/, or '.' for top-level files) and the
 * folders it may import from ('*': anything). A folder may always import from itself.
 * `sharedTopLevel`: top-level files any folder may import ('*': all of them; the engine's top level holds the
 * deck's basics, the server's composes the whole).
 * `packages`: the other packages (npm names, `node:` built-ins, the workspace's `@cardology/*`) the package's files
 * may import: `only` lists the allowed ones, `never` the refused ones; a name matches itself and its subpaths.
 */
export const RULES = {
  'packages/engine/src': {
    folders: {
      '.': '*',
      texts: [],
      readings: ['texts'],
      connections: ['readings', 'texts'],
    },
    sharedTopLevel: '*',
    // Pure: no clock, no I/O, no dependencies.
    packages: { only: [] },
  },
  'packages/contract/src': {
    // messages/ gathers the top-level files' messages into catalogs (decision 044); nothing imports it back.
    folders: { '.': '*', messages: [] },
    sharedTopLevel: '*',
    // i18next writes the catalogs' messages with the language's plural forms (issue 32).
    packages: { only: ['@cardology/engine', 'zod', 'i18next'] },
  },
  'packages/server/src': {
    folders: {
      '.': '*',
      routes: ['services', 'auth', 'http', 'lib', 'providers', 'metrics'],
      // http for httpError only: a service may refuse with the product's words and a 4xx; metrics to count its work.
      services: ['db', 'lib', 'providers', 'http', 'metrics'],
      auth: ['services', 'db', 'http', 'lib'],
      providers: ['lib'],
      // The process's Prometheus registry and what feeds it (wrappers around the providers' interfaces).
      metrics: ['providers'],
      // The backup command (npm run backup/restore) sits beside main.ts: the database and the audio storage.
      backup: ['db', 'providers', 'lib'],
      lib: ['http'],
      http: [],
      db: [],
    },
    // The validated environment and its types.
    sharedTopLevel: ['env.ts'],
    packages: { never: ['@cardology/web'] },
  },
  'packages/web/src': {
    folders: {
      '.': '*',
      app: '*',
      test: '*',
      pages: ['features', 'components', 'lib', 'i18n'],
      features: ['components', 'lib', 'i18n'],
      components: ['lib', 'i18n'],
      lib: ['i18n'],
      // The i18next instance and the catalogs (issue 26): everything may speak through it; it imports none of them.
      i18n: [],
      styles: [],
    },
    sharedTopLevel: [],
    // The browser talks to the server over HTTP only.
    packages: { never: ['@cardology/server', 'node:'] },
  },
};

/**
 * The web features' public entries: the only modules of one feature another feature (or a page) may
 * import. Who is signed in (auth), whose cards are being read and who is saved (people), the deck's
 * display order (glossary), what a reading hands to the assistant (readings). Everything else inside a feature is its
 * own business.
 */
export const SHARED_FEATURE_ENTRIES = new Set([
  'features/auth/use-session',
  'features/auth/api/get-me',
  'features/people/reading-profile',
  'features/glossary/sort-cards',
  'features/readings/ai-hand-off',
  // The people list (in-your-cards): the pair page chooses among the user's people, and the answers about
  // them are cached under the list's query key, so adding or removing a person refreshes them too.
  'features/people/api/get-connections',
  // The share button: home's today's card and every reading page offer the same picture dialog.
  'features/share/share-button',
  // The assistant's reflection on a journal period, mounted lazily by the journal.
  'features/assistant/journal-reflection/lazy-reflect-on-period',
]);

function sourceFiles(dir) {
  const out = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...sourceFiles(path));
    else if (/\.(ts|tsx)$/.test(name) && !/\.d\.ts$/.test(name)) out.push(path);
  }
  return out;
}

const isTest = (path) => /\.(test|type-test)\.(ts|tsx)$/.test(path);
/** Test fixtures (`test-*.ts`, `test/`) assemble what tests check; only tests and other fixtures may import them. */
const isFixture = (path) => /(^|\/)test-[^/]+$/.test(path) || path.split(sep)[0] === 'test';

/** 'features/people/x.ts' → { folder: 'features', unit: 'features/people' }; 'main.tsx' → '.'. */
function placeOf(pathInSrc) {
  const parts = pathInSrc.split(sep);
  if (parts.length === 1) return { folder: '.', unit: '.' };
  const folder = parts[0];
  // Features are units of their own: one reaches another only through its SHARED_FEATURE_ENTRIES.
  const unit = folder === 'features' && parts.length > 2 ? `features/${parts[1]}` : folder;
  return { folder, unit };
}

function folderAllowed(rules, from, to, targetInSrc) {
  if (from.unit === to.unit) return true;
  if (to.folder === '.') return rules.sharedTopLevel === '*' || rules.sharedTopLevel.includes(targetInSrc);
  if (to.folder === 'features' && SHARED_FEATURE_ENTRIES.has(targetInSrc.replace(/\.tsx?$/, ''))) return true;
  const may = rules.folders[from.folder];
  if (may === '*') return true;
  if (from.folder === to.folder) return from.folder !== 'features' && from.folder !== 'pages';
  return Array.isArray(may) && may.includes(to.folder);
}

const names = (spec, name) => spec === name || spec.startsWith(name.endsWith(':') ? name : `${name}/`);

function packageAllowed({ only, never }, spec) {
  if (only) return only.some((name) => names(spec, name));
  return !never.some((name) => names(spec, name));
}

function violationsOf(srcDir, rules, file) {
  const inSrc = relative(srcDir, file);
  const from = placeOf(inSrc);
  if (!(from.folder in rules.folders))
    return [`${inSrc}: folder '${from.folder}' has no import rule (add it to RULES)`];
  const out = [];
  const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
  for (const { fileName } of importedFiles) {
    if (!fileName.startsWith('.')) {
      if (!packageAllowed(rules.packages, fileName))
        out.push(`${inSrc} → ${fileName} (this package may not import it)`);
      continue;
    }
    const targetInSrc = relative(srcDir, resolve(dirname(file), fileName));
    if (targetInSrc.startsWith('..')) continue;
    const target = targetInSrc.replace(/\.js$/, '.ts');
    if (isFixture(target) && !isFixture(inSrc)) {
      out.push(`${inSrc} → ${fileName} (only tests may import a test fixture)`);
      continue;
    }
    const to = placeOf(target);
    if (!folderAllowed(rules, from, to, target))
      out.push(`${inSrc} → ${fileName} (${from.unit} may not import ${to.unit})`);
  }
  return out;
}

/** Every wrong-way import under `srcDir`, as 'file → import (why)'. Tests may reach anywhere: they assemble what they check. */
export function findViolations(srcDir, rules) {
  return sourceFiles(srcDir)
    .filter((file) => !isTest(relative(srcDir, file)) && !isFixture(relative(srcDir, file)))
    .flatMap((file) => violationsOf(srcDir, rules, file));
}

const code = (names) => names.map((name) => `\`${name}\``).join(', ');
const folderCell = (folder) => (folder === '.' ? 'top-level files' : `\`${folder}/\``);

function mayCell(folder, may) {
  if (may === '*') return 'anything in the package';
  const folders = may.length === 0 ? 'nothing else' : code(may.map((name) => `${name}/`));
  if (folder !== 'features') return folders;
  const entries = [...SHARED_FEATURE_ENTRIES].map((entry) => entry.replace('features/', ''));
  return `${folders}, and another feature only through its public entries: ${code(entries)}`;
}

function packagesCell({ only, never }) {
  if (only)
    return only.length === 0 ? 'no package at all (not even `node:` built-ins)' : `only ${code(only)}`;
  return `any package but ${code(never)}`;
}

/** The rules as the markdown table docs/architecture.md shows ("Who may import whom"). */
export function directionTable() {
  const rows = [['package', 'folder', 'may import']];
  for (const [src, rules] of Object.entries(RULES)) {
    const pkg = src.split('/')[1];
    for (const [folder, may] of Object.entries(rules.folders))
      rows.push([pkg, folderCell(folder), mayCell(folder, may)]);
    const shared =
      rules.sharedTopLevel === '*'
        ? 'all of them'
        : rules.sharedTopLevel.length
          ? code(rules.sharedTopLevel)
          : 'none';
    rows.push([pkg, 'top-level files others may import', shared]);
    rows.push([pkg, 'other packages', packagesCell(rules.packages)]);
  }
  // Padded as Biome formats a markdown table, so the rendered table and the formatted document agree.
  const widths = rows[0].map((_, column) => Math.max(...rows.map((cells) => cells[column].length)));
  const line = (cells) => `| ${cells.map((cell, column) => cell.padEnd(widths[column])).join(' | ')} |`;
  const lines = rows.map(line);
  lines.splice(1, 0, line(widths.map((width) => '-'.repeat(width))));
  return lines.join('\n');
}
