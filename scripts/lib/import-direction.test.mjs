import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { directionTable, findViolations, RULES } from './import-direction.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');

/** A throwaway src/ folder holding the given files. */
function fixture(files) {
  const src = mkdtempSync(join(tmpdir(), 'import-direction-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(src, path)), { recursive: true });
    writeFileSync(join(src, path), text);
  }
  return src;
}

describe('import direction', () => {
  it('holds in this repository', () => {
    for (const [src, rules] of Object.entries(RULES))
      expect(findViolations(join(root, src), rules)).toEqual([]);
  });

  it('refuses wrong-way imports in the web app and names them', () => {
    const src = fixture({
      'app/drawers.tsx': 'export const x = 1;',
      'features/readings/header.tsx': "import { x } from '../../app/drawers';",
      'features/readings/peek.ts': "import { y } from '../people/private-helper';",
      'features/people/private-helper.ts': 'export const y = 2;',
      'components/card.tsx': "import { z } from '../pages/home/home-page';",
      'pages/home/home-page.tsx':
        "import { y } from '../../features/people/private-helper';\nexport const z = 3;",
      // Looks like an import, but is text: the scanner must not count it.
      'lib/text.ts': 'export const note = "import { x } from \'../app/drawers\'";',
    });
    expect(findViolations(src, RULES['packages/web/src']).sort()).toEqual([
      'components/card.tsx → ../pages/home/home-page (components may not import pages)',
      'features/readings/header.tsx → ../../app/drawers (features/readings may not import app)',
      'features/readings/peek.ts → ../people/private-helper (features/readings may not import features/people)',
    ]);
  });

  it("lets a feature reach another only through that feature's public entries", () => {
    const src = fixture({
      'features/auth/use-session.ts': 'export const s = 1;',
      'features/people/list.tsx': "import { s } from '../auth/use-session';",
    });
    expect(findViolations(src, RULES['packages/web/src'])).toEqual([]);
  });

  it('keeps the server flowing routes → services → db', () => {
    const src = fixture({
      'db/client.ts': 'export const db = 1;',
      'services/people.ts': "import { db } from '../db/client.js';\nexport const p = db;",
      'routes/people.ts': "import { p } from '../services/people.js';\nimport { db } from '../db/client.js';",
      'db/schema.ts': "import { p } from '../services/people.js';",
    });
    expect(findViolations(src, RULES['packages/server/src']).sort()).toEqual([
      'db/schema.ts → ../services/people.js (db may not import services)',
      'routes/people.ts → ../db/client.js (routes may not import db)',
    ]);
  });

  it('refuses imports of packages a package may not reach, by name as well as by path', () => {
    const web = fixture({
      'lib/peek.ts':
        "import { db } from '@cardology/server/src/db/client';\nimport { x } from '@cardology/engine/card';",
      'lib/disk.ts': "import { readFileSync } from 'node:fs';",
    });
    expect(findViolations(web, RULES['packages/web/src']).sort()).toEqual([
      'lib/disk.ts → node:fs (this package may not import it)',
      'lib/peek.ts → @cardology/server/src/db/client (this package may not import it)',
    ]);
    const engine = fixture({
      'card.ts': "import { readFileSync } from 'node:fs';\nimport { z } from 'zod';",
      'texts/cards.ts': "import { yearly } from '../readings/yearly.js';",
      'readings/yearly.ts': "import { card } from '../card.js';\nimport { texts } from '../texts/cards.js';",
    });
    expect(findViolations(engine, RULES['packages/engine/src']).sort()).toEqual([
      'card.ts → node:fs (this package may not import it)',
      'card.ts → zod (this package may not import it)',
      'texts/cards.ts → ../readings/yearly.js (texts may not import readings)',
    ]);
    const contract = fixture({
      'people.ts': "import { eq } from 'drizzle-orm';\nimport { z } from 'zod/v4';",
    });
    expect(findViolations(contract, RULES['packages/contract/src'])).toEqual([
      'people.ts → drizzle-orm (this package may not import it)',
    ]);
  });

  it('lets only tests and fixtures import a test fixture (so a file named like one can never reach the app)', () => {
    const src = fixture({
      'features/glossary/test-glossary.ts': "import { s } from '../people/private.js';\nexport const g = 1;",
      'features/glossary/list.tsx': "import { g } from './test-glossary';",
      'features/glossary/list.test.tsx': "import { g } from './test-glossary';",
    });
    expect(findViolations(src, RULES['packages/web/src'])).toEqual([
      'features/glossary/list.tsx → ./test-glossary (only tests may import a test fixture)',
    ]);
  });

  it('is the table docs/architecture.md shows', () => {
    const doc = readFileSync(join(root, 'docs/architecture.md'), 'utf8');
    expect(doc).toContain(directionTable());
  });
});
