// The import rules of .dependency-cruiser.mjs (decision 051) hold in this repository, refuse a wrong-way import
// or a cycle naming the file and the rule, and are the table docs/architecture.md shows.
import { execFile } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { importTable, withImportTable } from './import-table.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const depcruise = join(root, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs');

/** A throwaway repository holding the given files, cruised with this repository's rule file. */
async function cruise(files) {
  const dir = mkdtempSync(join(tmpdir(), 'import-rules-'));
  copyFileSync(join(root, 'tsconfig.base.json'), join(dir, 'tsconfig.base.json'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  const args = [
    depcruise,
    '--config',
    join(root, '.dependency-cruiser.mjs'),
    '--no-cache',
    '--output-type',
    'err',
    'packages',
  ];
  try {
    const { stdout } = await promisify(execFile)(process.execPath, args, { cwd: dir });
    return { failed: false, output: stdout };
  } catch (error) {
    return { failed: true, output: `${error.stdout}${error.stderr}` };
  }
}

describe('import rules', () => {
  it('refuse wrong-way imports and cycles (type-only imports included), naming the rule and the file', async () => {
    const { failed, output } = await cruise({
      'packages/web/src/features/auth/use-session.ts': 'export const session = 1;',
      'packages/web/src/features/auth/secret.ts': 'export const secret = 1;',
      // i18n/ may import nothing else, not even a feature's public entry.
      'packages/web/src/i18n/language.ts':
        "import { session } from '../features/auth/use-session';\nexport const l = session;",
      // A page reaches a feature only through its public entries.
      'packages/web/src/pages/home/home-page.tsx':
        "import { secret } from '../../features/auth/secret';\nexport const h = secret;",
      'packages/server/src/services/people.ts': 'export const people = 1;',
      'packages/server/src/db/schema.ts':
        "import { people } from '../services/people.js';\nexport const s = people;",
      'packages/engine/src/card.ts':
        "import { readFileSync } from 'node:fs';\nexport const c = readFileSync;",
      // A cycle of type-only imports.
      'packages/server/src/auth/viewer.ts':
        "import type { Watch } from './watch.js';\nexport type Viewer = { watch?: Watch };",
      'packages/server/src/auth/watch.ts':
        "import type { Viewer } from './viewer.js';\nexport type Watch = { viewer: Viewer };",
      // A fixture only tests may import.
      'packages/web/src/features/glossary/test-glossary.ts': 'export const g = 1;',
      'packages/web/src/features/glossary/list.tsx':
        "import { g } from './test-glossary';\nexport const l = g;",
    });
    expect(failed).toBe(true);
    expect(output).toContain(
      'web-i18n: packages/web/src/i18n/language.ts → packages/web/src/features/auth/use-session.ts',
    );
    expect(output).toContain(
      'web-feature-public-entry: packages/web/src/pages/home/home-page.tsx → packages/web/src/features/auth/secret.ts',
    );
    expect(output).toContain(
      'server-db: packages/server/src/db/schema.ts → packages/server/src/services/people.ts',
    );
    expect(output).toContain('engine-packages: packages/engine/src/card.ts → fs');
    expect(output).toMatch(/no-circular: packages\/server\/src\/auth\/(viewer|watch)\.ts/);
    expect(output).toContain(
      'only-tests-import-fixtures: packages/web/src/features/glossary/list.tsx → packages/web/src/features/glossary/test-glossary.ts',
    );
  }, 60_000);

  it('let the allowed directions through', async () => {
    const { failed, output } = await cruise({
      'packages/web/src/features/auth/use-session.ts': 'export const session = 1;',
      'packages/web/src/features/people/list.tsx':
        "import { session } from '../auth/use-session';\nexport const l = session;",
      'packages/web/src/features/people/list.test.tsx': "import { l } from './list';\nexport const t = l;",
    });
    expect(output).not.toContain('error');
    expect(failed).toBe(false);
  }, 60_000);

  it('are the table docs/architecture.md shows', () => {
    const doc = readFileSync(join(root, 'docs/architecture.md'), 'utf8');
    expect(withImportTable(doc, importTable())).toBe(doc);
  });

  it('render a changed rule into the table, so a drifted document is found', () => {
    const doc = readFileSync(join(root, 'docs/architecture.md'), 'utf8');
    const changed = importTable({
      engine: { folders: { '.': '*', texts: ['readings'] }, sharedTopLevel: '*', packages: { only: [] } },
    });
    expect(withImportTable(doc, changed)).not.toBe(doc);
    expect(changed).toContain('| engine  | `texts/`');
  });
});
