import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkAgainstAllowlist, findLongFunctions, parseAllowlist } from './long-functions.mjs';

/** A throwaway packages/ folder holding the given files. */
function fixture(files) {
  const root = mkdtempSync(join(tmpdir(), 'long-functions-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

const body = (lines) => Array.from({ length: lines }, (_, i) => `  const v${i} = ${i};`).join('\n');

describe('long functions', () => {
  it('measures declarations, arrow functions, function expressions and methods by their lines', () => {
    const root = fixture({
      'packages/a/src/one.ts': `export function declared() {\n${body(61)}\n}\n`,
      'packages/a/src/two.tsx': `export const Panel = () => {\n${body(70)}\n};\nconst short = () => 1;\n`,
      'packages/b/src/three.ts': `class Box {\n  method() {\n${body(59)}\n  }\n}\nconst f = function () {\n${body(58)}\n};\n`,
    });
    expect(findLongFunctions(root, 60)).toEqual([
      { file: 'packages/a/src/two.tsx', name: 'Panel', lines: 72 },
      { file: 'packages/a/src/one.ts', name: 'declared', lines: 63 },
      { file: 'packages/b/src/three.ts', name: 'Box.method', lines: 61 },
    ]);
  });

  it('names callbacks after the call they are passed to, and skips tests', () => {
    const root = fixture({
      'packages/a/src/routes.ts': `app.get('/x', async () => {\n${body(61)}\n});\n`,
      'packages/a/src/routes.test.ts': `export function huge() {\n${body(200)}\n}\n`,
      'packages/a/test/helper.ts': `export function huge() {\n${body(200)}\n}\n`,
    });
    expect(findLongFunctions(root, 60)).toEqual([
      { file: 'packages/a/src/routes.ts', name: 'app.get(…) callback', lines: 63 },
    ]);
  });

  it("covers the engine's cli/, the packages' bench/ and scripts/, and the repository's bench/ and scripts/", () => {
    const root = fixture({
      'packages/a/src/one.ts': 'export const short = () => 1;\n',
      'packages/engine/cli/cli.ts': `export function main() {\n${body(61)}\n}\n`,
      'packages/engine/bench/engine-bench.ts': `export function run() {\n${body(61)}\n}\n`,
      'packages/web/scripts/icons.mjs': `export function render() {\n${body(61)}\n}\n`,
      'bench/load.ts': `export function load() {\n${body(61)}\n}\n`,
      'scripts/lib/tool.mjs': `export function tool() {\n${body(61)}\n}\n`,
      'scripts/lib/tool.test.mjs': `export function huge() {\n${body(200)}\n}\n`,
    });
    expect(findLongFunctions(root, 60).map(({ file, name }) => `${file} ${name}`)).toEqual([
      'bench/load.ts load',
      'packages/engine/bench/engine-bench.ts run',
      'packages/engine/cli/cli.ts main',
      'packages/web/scripts/icons.mjs render',
      'scripts/lib/tool.mjs tool',
    ]);
  });

  it('passes listed functions that kept within their ceiling and fails new, grown and stale ones', () => {
    const found = [
      { file: 'p/a.ts', name: 'kept', lines: 70 },
      { file: 'p/a.ts', name: 'grown', lines: 90 },
      { file: 'p/b.ts', name: 'fresh', lines: 61 },
    ];
    const allowlist = parseAllowlist('# comment\np/a.ts kept 80\np/a.ts grown 85\n\np/c.ts gone 120\n');
    expect(checkAgainstAllowlist(found, allowlist)).toEqual([
      'p/a.ts grown: 90 lines, over its ceiling of 85 in the allowlist (rule: max-function-lines)',
      'p/b.ts fresh: 61 lines and not in the allowlist: split it (rule: max-function-lines)',
      'p/c.ts gone: no longer over the limit: remove it from the allowlist',
    ]);
  });

  it('refuses an allowlist line it cannot read', () => {
    expect(() => parseAllowlist('p/a.ts kept\n')).toThrow(/line 1/);
  });
});
