// The one rule file for imports (decision 051): which package may import which, which folder inside a package
// may import which, the web features' public entries, test fixtures, and no cycle anywhere (type-only imports
// count). `npm run lint` runs dependency-cruiser with it; docs/architecture.md's "Who may import whom" table is
// rendered from TABLE below (scripts/import-table.mjs), and the lint fails when the two differ.

/**
 * Per package: each folder under src/ ('.' for the top-level files) and the folders it may import from besides
 * itself ('*': anything in the package). `sharedTopLevel`: the top-level files the folders may import ('*': all).
 * `packages`: the other packages (npm names, `node:` built-ins, the workspace's `@cardology/*`) the package may
 * import: `only` the listed ones, or anything but the `never` ones.
 */
export const TABLE = {
  engine: {
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
  contract: {
    // messages/ gathers the top-level files' messages into catalogs (decision 044); nothing imports it back.
    folders: { '.': [], messages: [] },
    sharedTopLevel: '*',
    // i18next writes the catalogs' messages with the language's plural forms (issue 32).
    packages: { only: ['@cardology/engine', 'zod', 'i18next'] },
  },
  server: {
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
  web: {
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
 * Each web feature's entries by name: the modules of a feature a page or the app may import (besides the single
 * modules of FEATURE_ENTRIES). Each name says where its code loads (decision 051). `index`: what the feature's
 * pages compose, in each page's own chunk. `shell`: what the app's shell runs, in the first page's script, so it
 * holds nothing a page alone needs (no words, no page parts). `lazy`: a chunk loaded on demand (a dynamic import
 * loads every export of the file it names, so it names just that). `texts`: the feature's words, for a page that
 * speaks them. The entries only re-export, and vite.config.ts tells the bundler so (no side effects of their
 * own), so a page that takes one part through `index` gets that part alone.
 */
export const ENTRY_FILES = ['index', 'shell', 'lazy', 'texts'];

/**
 * Single modules a feature publishes, the only ones another feature may import (its `index` would bring its
 * pages' parts along); pages and the app may import them too. Who is signed in (auth), whose cards are being
 * read and who is saved (people), the deck's display order (glossary), what a reading hands to the assistant
 * (readings). Everything else inside a feature is its own business.
 */
export const FEATURE_ENTRIES = [
  'auth/use-session',
  'auth/api/get-me',
  'people/reading-profile',
  'glossary/sort-cards',
  'readings/ai-hand-off',
  // The readings a route's first render asks for, started by the app as soon as the reader is known (issue 35).
  'readings/prefetch-readings',
  // The people list (in-your-cards): the pair page chooses among the user's people, and the answers about
  // them are cached under the list's query key, so adding or removing a person refreshes them too.
  'people/api/get-connections',
  // The share button: home's today's card and every reading page offer the same picture dialog.
  'share/share-button',
  // The assistant's reflection on a journal period, mounted lazily by the journal.
  'assistant/journal-reflection/lazy-reflect-on-period',
  // The language a query is asked in (the screen's, once the signed-in profile agrees): every feature that
  // caches an answer in words keys it by this. It reads the session, so it lives here and not in i18n/.
  'language/use-answer-language',
];

const literal = (text) => text.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');
const anyOf = (names) => `(${names.map(literal).join('|')})`;
/** Tests and type tests may reach anywhere: they assemble what they check. */
const TEST = '\\.(test|spec|type-test)\\.(ts|tsx|mts|mjs)$';
/** Fixtures (`test-*.ts`, web's `src/test/`, a package's `test/`) assemble what tests check. */
const FIXTURE = '(^|/)test-[^/]+$|^packages/[^/]+/(src/)?test/';

function folderRule(pkg, folder, may, { sharedTopLevel }) {
  const src = `^packages/${pkg}/src/`;
  const ownFolders = [folder, ...may].filter((name) => name !== '.');
  const allowedTop =
    folder === '.' || sharedTopLevel === '*' ? '[^/]+$' : anyOf(sharedTopLevel.map((file) => `${file}`));
  const where = folder === '.' ? 'the top-level files' : `${folder}/`;
  const list = may.length === 0 ? 'nothing else' : may.map((name) => `${name}/`).join(', ');
  return {
    name: `${pkg}-${folder === '.' ? 'top-level' : folder}`,
    comment: `In ${pkg}, ${where} may import ${list} (docs/architecture.md, "Who may import whom").`,
    severity: 'error',
    from: { path: folder === '.' ? `${src}[^/]+$` : `${src}${literal(folder)}/`, pathNot: [TEST, FIXTURE] },
    to: {
      path: src,
      pathNot: [
        ...(ownFolders.length > 0 ? [`${src}${anyOf(ownFolders)}/`] : []),
        ...(folder === '.' || sharedTopLevel === '*' || sharedTopLevel.length > 0
          ? [`${src}${allowedTop}`]
          : []),
      ],
    },
  };
}

function packageRule(pkg, { only, never }) {
  const other = (name) =>
    name.startsWith('@cardology/')
      ? `^packages/${name.slice('@cardology/'.length)}/`
      : `^node_modules/${literal(name)}/`;
  if (only) {
    return {
      name: `${pkg}-packages`,
      comment: `${pkg} may import ${only.length === 0 ? 'no package at all (not even node: built-ins)' : `only ${only.join(', ')}`}.`,
      severity: 'error',
      from: { path: `^packages/${pkg}/src/`, pathNot: [TEST, FIXTURE] },
      to: { pathNot: [`^packages/${pkg}/`, ...only.map(other)] },
    };
  }
  const core = never.includes('node:');
  const names = never.filter((name) => name !== 'node:');
  return {
    name: `${pkg}-packages`,
    comment: `${pkg} may import any package but ${never.join(', ')}.`,
    severity: 'error',
    from: { path: `^packages/${pkg}/src/`, pathNot: [TEST, FIXTURE] },
    to: core ? { dependencyTypes: ['core'] } : { path: names.map(other) },
  };
}

/** Every rule the table implies, each named after the package and folder it guards. */
function rulesOf(table) {
  return Object.entries(table).flatMap(([pkg, rules]) => [
    ...Object.entries(rules.folders)
      .filter(([, may]) => may !== '*')
      .map(([folder, may]) => folderRule(pkg, folder, may, rules)),
    packageRule(pkg, rules.packages),
    ...(rules.packages.never?.includes('node:') && rules.packages.never.length > 1
      ? [packageRule(pkg, { never: rules.packages.never.filter((name) => name !== 'node:') })].map(
          (rule) => ({
            ...rule,
            name: `${pkg}-packages-workspace`,
          }),
        )
      : []),
  ]);
}

const FEATURES = '^packages/web/src/features/';
/** What a page, the app or another feature may import of a feature: the single modules it publishes. */
const SHARED_ENTRIES = `${FEATURES}${anyOf(FEATURE_ENTRIES)}\\.tsx?$`;
/** What a page or the app may also import: each feature's named entries. */
const ENTRIES = [`${FEATURES}[^/]+/${anyOf(ENTRY_FILES)}\\.tsx?$`, SHARED_ENTRIES];

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    {
      name: 'no-circular',
      comment:
        'No import cycle anywhere, type-only imports included: move what both sides need to its own home.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    ...rulesOf(TABLE),
    {
      name: 'web-feature-public-entry',
      comment:
        'A page or the app reaches a feature only through its entries (index, shell, lazy, texts) or the single modules it publishes.',
      severity: 'error',
      from: { path: '^packages/web/src/', pathNot: [`${FEATURES}([^/]+)/`, TEST, FIXTURE] },
      to: { path: FEATURES, pathNot: ENTRIES },
    },
    {
      name: 'web-feature-private',
      comment:
        'A feature reaches another feature only through the single modules that feature publishes (FEATURE_ENTRIES).',
      severity: 'error',
      from: { path: `${FEATURES}([^/]+)/`, pathNot: [TEST, FIXTURE] },
      to: { path: FEATURES, pathNot: [`${FEATURES}$1/`, SHARED_ENTRIES] },
    },
    {
      name: 'only-tests-import-fixtures',
      comment: 'Test fixtures assemble what tests check: only tests and other fixtures import them.',
      severity: 'error',
      from: { path: '^packages/', pathNot: [TEST, FIXTURE] },
      to: {
        path: [
          '^packages/[^/]+/src/test/',
          '^packages/[^/]+/src/test-[^/]+$',
          '^packages/[^/]+/src/.*/test-[^/]+$',
        ],
      },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: {
      path: [
        '(^|/)node_modules/',
        '(^|/)dist(-types)?/',
        '(^|/)(test-results|playwright-report|coverage)/',
        '\\.d\\.ts$',
      ],
    },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['source', 'import', 'types', 'default', 'node'],
      extensions: ['.ts', '.tsx', '.mts', '.js', '.mjs', '.json'],
    },
    cache: { folder: 'node_modules/.cache/dependency-cruiser', strategy: 'content' },
    progress: { type: 'none' },
  },
};
