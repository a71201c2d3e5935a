// The web features' entries (features/*/index.ts, shell.ts, lazy.ts; decision 051) are declared to the bundler as
// free of side effects (packages/web/vite.config.ts), so that a page taking one part through an entry gets that
// part alone. The declaration is only true while the entries do nothing but re-export: a statement of their own
// (a side-effect import, a call) would be dropped from the build without a word. This keeps it true.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ENTRY_FILES } from '../.dependency-cruiser.mjs';
import { entryStatementsThatAreNotReExports } from './lib/feature-entries.mjs';

const features = join(dirname(fileURLToPath(import.meta.url)), '../packages/web/src/features');
const declaredPureEntries = ENTRY_FILES.filter((name) => name !== 'texts');
const entryFiles = readdirSync(features).flatMap((feature) =>
  readdirSync(join(features, feature))
    .filter((file) => declaredPureEntries.some((name) => file === `${name}.ts`))
    .map((file) => `${feature}/${file}`),
);

describe("the web features' entries", () => {
  it('exist: the pages and the app reach the features through them', () => {
    expect(entryFiles.length).toBeGreaterThan(10);
  });

  it.each(entryFiles)('%s only re-exports (the bundler is told it has no side effects)', (file) => {
    expect(entryStatementsThatAreNotReExports(readFileSync(join(features, file), 'utf8'))).toEqual([]);
  });

  it('tells a re-export from any other statement', () => {
    const entry = [
      '// words',
      "export { A, type B } from './a';",
      "export type { C } from './c';",
      'export {',
      '  D,',
      "} from './d';",
      "import './texts';",
      'registerSomething();',
    ].join('\n');
    expect(entryStatementsThatAreNotReExports(entry)).toEqual(["import './texts';", 'registerSomething();']);
  });
});
