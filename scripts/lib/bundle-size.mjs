// What the first page downloads before it can run: the entry script that dist/index.html loads (a module
// tag, or the first-paint script's data-entry) and
// the chunks it modulepreloads, gzipped. Pages' own chunks come after and are not counted.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { constants, gzipSync } from 'node:zlib';

/** The budget for entry + modulepreloads, in kB (1000 bytes) of gzip. */
export const ENTRY_BUDGET_KB = 150;

const TAG = /<(script|link)\b([^>]*)>/gi;
const attribute = (attributes, name) =>
  new RegExp(`\\b${name}\\s*=\\s*["']?([^"'\\s>]+)`, 'i').exec(attributes)?.[1];

/** Paths (as written in the HTML) of the module entry scripts and the modulepreloaded chunks. */
export function entryScripts(html) {
  const paths = [];
  for (const [, tag, attributes] of html.matchAll(TAG)) {
    const isScript = tag.toLowerCase() === 'script';
    // The build's entry is started by the inline first-paint script, which names it in data-entry.
    const startedEntry = isScript ? attribute(attributes, 'data-entry') : undefined;
    const isEntry = isScript && attribute(attributes, 'type') === 'module';
    const isPreload = tag.toLowerCase() === 'link' && attribute(attributes, 'rel') === 'modulepreload';
    const path = startedEntry ?? attribute(attributes, isEntry ? 'src' : 'href');
    if ((startedEntry || isEntry || isPreload) && path) paths.push(path);
  }
  return paths;
}

/** Each entry script's gzip size in bytes (best compression, as the build's .gz copies), read from `distDir`. */
export function measureEntry(distDir) {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const files = entryScripts(html).map((path) => {
    const bytes = readFileSync(join(distDir, path.replace(/^\//, '')));
    return {
      path,
      bytes: bytes.length,
      gzip: gzipSync(bytes, { level: constants.Z_BEST_COMPRESSION }).length,
    };
  });
  if (files.length === 0) throw new Error(`${join(distDir, 'index.html')} loads no module script.`);
  return { files, totalGzip: files.reduce((sum, file) => sum + file.gzip, 0) };
}

/** A table of the files and the total against the budget; `ok` is false above it. */
export function reportEntry({ files, totalGzip }, budgetKb = ENTRY_BUDGET_KB) {
  const kb = (bytes) => `${(bytes / 1000).toFixed(2)} kB`;
  const width = Math.max(...files.map((file) => file.path.length));
  const lines = files.map((file) => `${file.path.padEnd(width)}  ${kb(file.gzip).padStart(10)} gzip`);
  const ok = totalGzip <= budgetKb * 1000;
  lines.push(
    `${'entry + modulepreloads'.padEnd(width)}  ${kb(totalGzip).padStart(10)} gzip  (budget ${budgetKb} kB: ${ok ? 'ok' : 'OVER'})`,
  );
  return { ok, text: lines.join('\n') };
}
