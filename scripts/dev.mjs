#!/usr/bin/env node
// `npm run dev`: the API with reload (tsx watch) on PORT (3000) and the Vite dev server on 5173,
// which proxies /api to the API. Ctrl-C stops both.
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadEnvFileIfPresent } from './lib/env-file.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
loadEnvFileIfPresent(process.cwd());
const env = { ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'development' };
const children = [
  spawn(
    process.execPath,
    [
      join(root, 'node_modules/tsx/dist/cli.mjs'),
      'watch',
      '--conditions=source',
      'packages/server/src/main.ts',
    ],
    { cwd: root, stdio: 'inherit', env },
  ),
  spawn(process.execPath, [join(root, 'node_modules/vite/bin/vite.js')], {
    cwd: join(root, 'packages/web'),
    stdio: 'inherit',
    env,
  }),
];
const stopAll = (signal) => {
  for (const child of children) child.kill(signal);
};
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stopAll(signal));
for (const child of children)
  child.on('exit', (code) => {
    stopAll('SIGTERM');
    process.exitCode = code ?? 0;
  });
