// Which folder may import which, in the web app and the server, and a checker built on the TypeScript
// compiler's own import scanner (ts.preProcessFile), so strings and comments that merely look like
// imports are never mistaken for them. `npm run lint` runs it through scripts/check-imports.mjs; the
// table is explained in docs/architecture.md ("Who may import whom").
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';

/**
 * Per package: the folder a file sits in (its first path segment under src/, or '.' for top-level
 * files) and the folders it may import from. A folder may always import from itself; top-level files
 * ('.') compose the whole and may import anything.
 */
export const RULES = {
  'packages/web/src': {
    '.': '*',
    app: '*',
    test: '*',
    pages: ['features', 'components', 'lib'],
    features: ['components', 'lib'],
    components: ['lib'],
    lib: [],
    styles: [],
  },
  'packages/server/src': {
    '.': '*',
    routes: ['services', 'auth', 'http', 'lib', 'providers'],
    // http for httpError only: a service may refuse with the product's words and a 4xx.
    services: ['db', 'lib', 'providers', 'http'],
    auth: ['services', 'db', 'http', 'lib'],
    providers: ['lib'],
    // The backup command (npm run backup/restore) sits beside main.ts: the database and the audio storage.
    backup: ['db', 'providers', 'lib'],
    lib: ['http'],
    http: [],
    db: [],
  },
};

/** Top-level server files anyone may read: the validated environment and its types. */
const SHARED_TOP_LEVEL = new Set(['env.ts']);

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

/** Tests and test fixtures may reach anywhere: they assemble what they check. */
const isTestFile = (path) => /\.test\.(ts|tsx)$/.test(path) || /(^|\/)test-[^/]+\.tsx?$/.test(path);

/** 'features/people/x.ts' → { folder: 'features', unit: 'features/people' }; 'main.tsx' → '.'. */
function placeOf(pathInSrc) {
  const parts = pathInSrc.split(sep);
  if (parts.length === 1) return { folder: '.', unit: '.' };
  const folder = parts[0];
  // Features are units of their own: one reaches another only through its SHARED_FEATURE_ENTRIES.
  const unit = folder === 'features' && parts.length > 2 ? `features/${parts[1]}` : folder;
  return { folder, unit };
}

function allowed(rules, from, to, targetInSrc) {
  if (from.unit === to.unit) return true;
  if (to.folder === '.') return SHARED_TOP_LEVEL.has(targetInSrc);
  if (to.folder === 'features' && SHARED_FEATURE_ENTRIES.has(targetInSrc.replace(/\.tsx?$/, ''))) return true;
  const may = rules[from.folder];
  if (may === '*') return true;
  if (from.folder === to.folder) return from.folder !== 'features' && from.folder !== 'pages';
  return Array.isArray(may) && may.includes(to.folder);
}

/** Every wrong-way relative import under `srcDir`, as 'file → import (folder may not import folder)'. */
export function findViolations(srcDir, rules) {
  const violations = [];
  for (const file of sourceFiles(srcDir)) {
    const inSrc = relative(srcDir, file);
    if (isTestFile(inSrc)) continue;
    const from = placeOf(inSrc);
    if (!(from.folder in rules) && from.folder !== '.') {
      violations.push(`${inSrc}: folder '${from.folder}' has no import rule (add it to RULES)`);
      continue;
    }
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    for (const { fileName } of importedFiles) {
      if (!fileName.startsWith('.')) continue;
      const targetInSrc = relative(srcDir, resolve(dirname(file), fileName));
      if (targetInSrc.startsWith('..')) continue;
      const target = targetInSrc.replace(/\.js$/, '.ts');
      const to = placeOf(target);
      if (!allowed(rules, from, to, target)) {
        violations.push(`${inSrc} → ${fileName} (${from.unit} may not import ${to.unit})`);
      }
    }
  }
  return violations;
}
