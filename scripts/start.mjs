#!/usr/bin/env node
// `npm start`: build the web app when its build is missing or older than its sources, then run the
// server (which serves the build and the API on one port). Plain Node so it runs before anything else.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const web = join(root, 'packages/web');
const builtIndex = join(web, 'dist/index.html');

/** Newest modification time under the given paths, skipping build output and dependencies. */
function newestMtime(paths) {
  let newest = 0;
  const visit = (path) => {
    if (!existsSync(path)) return;
    const stat = statSync(path);
    if (stat.isDirectory()) {
      for (const name of readdirSync(path)) {
        if (name !== 'node_modules' && name !== 'dist' && !name.startsWith('.')) visit(join(path, name));
      }
    } else newest = Math.max(newest, stat.mtimeMs);
  };
  for (const path of paths) visit(path);
  return newest;
}

// The web bundle also compiles engine sources (card texts, placements), so they count as inputs.
const webInputs = ['src', 'index.html', 'vite.config.ts', 'package.json', 'public']
  .map((p) => join(web, p))
  .concat(join(root, 'packages/engine/src'));
const stale = !existsSync(builtIndex) || newestMtime(webInputs) > statSync(builtIndex).mtimeMs;

if (stale) {
  console.log('Building the web app…');
  const build = spawnSync(process.execPath, [join(root, 'node_modules/vite/bin/vite.js'), 'build'], {
    cwd: web,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(
  process.execPath,
  ['--conditions=source', '--import', 'tsx', join(root, 'packages/server/src/main.ts')],
  { cwd: process.cwd(), stdio: 'inherit', env: process.env },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
