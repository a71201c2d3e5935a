// What a web feature's entry file (features/*/index.ts, shell.ts, lazy.ts) may hold: comments and re-exports
// (`export { … } from './…';`), nothing that runs (decision 051; feature-entries.test.mjs).

const COMMENTS = /\/\/[^\n]*|\/\*[\s\S]*?\*\//g;
const RE_EXPORT = /^export\s+(type\s+)?\{[^}]*\}\s+from\s+'\.\/[^']+';$/;

/** The statements of `source` that are not a re-export from a module of the same feature, as written. */
export function entryStatementsThatAreNotReExports(source) {
  return source
    .replace(COMMENTS, '')
    .split(/(?<=;)/)
    .map((statement) => statement.trim())
    .filter((statement) => statement !== '' && !RE_EXPORT.test(statement));
}
