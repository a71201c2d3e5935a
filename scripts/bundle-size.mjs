#!/usr/bin/env node
// `npm run size`: the first page's script weight (entry + modulepreloads, gzip) from the web build, and each
// route's own chunks against its budget, exiting 1 above a budget so a regression fails CI. Run after `npm run build -w @cardology/web`.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { measureEntry, measureRoutes, reportEntry, reportRoutes } from './lib/bundle-size.mjs';

const dist =
  process.env.WEB_DIST_DIR ?? join(dirname(fileURLToPath(import.meta.url)), '../packages/web/dist');
if (!existsSync(join(dist, 'index.html'))) {
  console.error(`No web build in ${dist}. Run \`npm run build -w @cardology/web\` first.`);
  process.exit(1);
}
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const entry = reportEntry(measureEntry(dist));
console.log(entry.text);
// Each route's own chunks, after the entry (the routes read from the router's source).
const routes = reportRoutes(
  measureRoutes(dist, readFileSync(join(root, 'packages/web/src/app/router.tsx'), 'utf8')),
);
console.log(
  `\nEach route's own chunks (the page's and its static imports, the entry excluded):\n${routes.text}`,
);
if (!entry.ok || !routes.ok) process.exit(1);
