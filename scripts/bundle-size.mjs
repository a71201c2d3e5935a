#!/usr/bin/env node
// `npm run size`: the first page's script weight (entry + modulepreloads, gzip) from the web build,
// exiting 1 above the budget so a regression fails CI. Run after `npm run build -w @cardology/web`.
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { measureEntry, reportEntry } from './lib/bundle-size.mjs';

const dist =
  process.env.WEB_DIST_DIR ?? join(dirname(fileURLToPath(import.meta.url)), '../packages/web/dist');
if (!existsSync(join(dist, 'index.html'))) {
  console.error(`No web build in ${dist}. Run \`npm run build -w @cardology/web\` first.`);
  process.exit(1);
}
const { ok, text } = reportEntry(measureEntry(dist));
console.log(text);
if (!ok) process.exit(1);
