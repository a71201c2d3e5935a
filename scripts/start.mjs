#!/usr/bin/env node
// `npm start`: build what is missing or older than its sources (engine, server, web app; see
// lib/builds.mjs), then run the compiled server, which serves the web build and the API on one port.
// Plain Node so it runs before anything is built.
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildAll, serverCommand } from './lib/builds.mjs';
import { loadEnvFileIfPresent } from './lib/env-file.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

const envFile = loadEnvFileIfPresent(process.cwd());
if (envFile) console.log(`Settings read from ${envFile}`);

if (!(await buildAll(root))) process.exit(1);

const server = spawn(process.execPath, serverCommand(root), {
  cwd: process.cwd(),
  stdio: 'inherit',
  env: process.env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
