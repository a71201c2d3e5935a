// Finds functions longer than a limit in the code that runs (every package's src/, the engine's cli/ and bench/,
// the web's scripts/, the repository's bench/ and scripts/; tests left out), through the TypeScript compiler's
// parser, and compares them with an allowlist that may only shrink (scripts/long-functions.allowlist).
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

const SOURCE = /\.(ts|tsx|mts|js|mjs)$/;
const TEST = /(\.test\.|\.spec\.|\.type-test\.|[\\/]test[\\/]|[\\/]node_modules[\\/]|[\\/]dist[\\/])/;
/** Folders of each package that hold code that runs, and the repository's own. */
const PACKAGE_FOLDERS = ['src', 'cli', 'bench', 'scripts'];
const ROOT_FOLDERS = ['bench', 'scripts'];

/** Every source file under `dir` (none when it does not exist), tests and declaration files left out. */
function filesUnder(dir) {
  try {
    return readdirSync(dir, { recursive: true })
      .map((path) => join(dir, String(path)))
      .filter((path) => SOURCE.test(path) && !TEST.test(path) && !path.endsWith('.d.ts'));
  } catch {
    return [];
  }
}

/** Every source file the check covers. */
function sourceFiles(root) {
  const packages = join(root, 'packages');
  const inPackages = readdirSync(packages).flatMap((name) =>
    PACKAGE_FOLDERS.flatMap((folder) => filesUnder(join(packages, name, folder))),
  );
  return [...inPackages, ...ROOT_FOLDERS.flatMap((folder) => filesUnder(join(root, folder)))];
}

/** The text a reader would call the function by: its declared name, the variable or property holding it, or the call it is passed to. */
function nameOf(node, file) {
  if (node.name) {
    const own = node.name.getText(file);
    const owner = ts.isClassLike(node.parent) && node.parent.name ? `${node.parent.name.text}.` : '';
    return owner + own;
  }
  const parent = node.parent;
  if ((ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent)) && parent.name)
    return parent.name.getText(file);
  if (ts.isCallExpression(parent)) return `${parent.expression.getText(file)}(…) callback`;
  return '(anonymous)';
}

const isFunction = (node) =>
  ts.isFunctionDeclaration(node) ||
  ts.isFunctionExpression(node) ||
  ts.isArrowFunction(node) ||
  ts.isMethodDeclaration(node) ||
  ts.isConstructorDeclaration(node) ||
  ts.isGetAccessorDeclaration(node) ||
  ts.isSetAccessorDeclaration(node);

/** Lines a function spans, its first and last line included. */
function lineCount(node, file) {
  const first = file.getLineAndCharacterOfPosition(node.getStart(file)).line;
  const last = file.getLineAndCharacterOfPosition(node.getEnd()).line;
  return last - first + 1;
}

/** Functions in one file longer than `limit` lines. */
function longInFile(path, root, limit) {
  const file = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true);
  const found = [];
  const visit = (node) => {
    if (isFunction(node) && node.body) {
      const lines = lineCount(node, file);
      if (lines > limit) found.push({ file: relative(root, path), name: nameOf(node, file), lines });
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/** Functions longer than `limit` lines in the covered folders under `root`, longest first. */
export function findLongFunctions(root, limit) {
  return sourceFiles(root)
    .flatMap((path) => longInFile(path, root, limit))
    .sort((a, b) => b.lines - a.lines || a.file.localeCompare(b.file) || a.name.localeCompare(b.name));
}

/** Reads `<file> <name…> <ceiling>` lines; `#` starts a comment. */
export function parseAllowlist(text) {
  return text.split('\n').flatMap((raw, index) => {
    const line = raw.replace(/#.*/, '').trim();
    if (line === '') return [];
    const parts = line.split(/\s+/);
    const ceiling = Number(parts.at(-1));
    if (parts.length < 3 || !Number.isInteger(ceiling))
      throw new Error(
        `long-functions allowlist, line ${index + 1}: expected "<file> <name> <lines>", got "${raw}"`,
      );
    return [{ file: parts[0], name: parts.slice(1, -1).join(' '), lines: ceiling }];
  });
}

const keyOf = ({ file, name }) => `${file} ${name}`;

/** Complaints: a long function not listed, a listed one grown past its ceiling, a listed one no longer long. */
export function checkAgainstAllowlist(found, allowlist) {
  const ceilings = new Map(allowlist.map((entry) => [keyOf(entry), entry.lines]));
  const seen = new Set(found.map(keyOf));
  const problems = found.flatMap((fn) => {
    const ceiling = ceilings.get(keyOf(fn));
    if (ceiling === undefined)
      return [
        `${keyOf(fn)}: ${fn.lines} lines and not in the allowlist: split it (rule: max-function-lines)`,
      ];
    if (fn.lines > ceiling)
      return [
        `${keyOf(fn)}: ${fn.lines} lines, over its ceiling of ${ceiling} in the allowlist (rule: max-function-lines)`,
      ];
    return [];
  });
  const stale = allowlist
    .filter((entry) => !seen.has(keyOf(entry)))
    .map((entry) => `${keyOf(entry)}: no longer over the limit: remove it from the allowlist`);
  return [...problems, ...stale];
}
