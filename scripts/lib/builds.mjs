// What `npm start` builds before it serves: the engine, the contract and the server compiled by tsc to plain
// JavaScript in their dist folders, and the web app bundled by Vite. Only missing or stale ones.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { needsBuild } from './freshness.mjs';

/** The compiled server: plain Node runs it, with no TypeScript loader. */
export function serverCommand(root) {
  return [join(root, 'packages/server/dist/main.js')];
}

/** The three builds, each with its sources, its output and how to make it. */
export function buildSteps(root) {
  const at = (path) => join(root, path);
  const engineSources = [
    at('packages/engine/src'),
    at('packages/engine/cli'),
    at('packages/engine/tsconfig.build.json'),
    at('packages/engine/package.json'),
    at('tsconfig.base.json'),
  ];
  const contractSources = [
    at('packages/contract/src'),
    at('packages/contract/tsconfig.build.json'),
    at('packages/contract/package.json'),
  ];
  const serverSources = [
    at('packages/server/src'),
    at('packages/server/tsconfig.build.json'),
    at('packages/server/package.json'),
  ];
  return {
    engine: tscStep(at, 'engine', 'the engine', 'dist/src/glossary.js', engineSources),
    // The contract type-checks against the engine's built declarations.
    contract: tscStep(at, 'contract', 'the contract', 'dist/limits.js', [
      ...contractSources,
      ...engineSources,
    ]),
    // The server type-checks against the engine's and the contract's built declarations.
    server: tscStep(at, 'server', 'the server', 'dist/main.js', [
      ...serverSources,
      ...contractSources,
      ...engineSources,
    ]),
    web: webStep(at),
  };
}

/** A package built by tsc from its tsconfig.build.json into its dist/, emptied first. */
function tscStep(at, name, label, entry, inputs) {
  return {
    label,
    entry: at(`packages/${name}/${entry}`),
    outDir: at(`packages/${name}/dist`),
    inputs,
    command: [at('node_modules/typescript/bin/tsc'), '-p', at(`packages/${name}/tsconfig.build.json`)],
    cwd: at('.'),
    clean: true,
  };
}

/** The web bundle compiles engine sources itself (card texts, placements), so they count as inputs. */
function webStep(at) {
  return {
    label: 'the web app',
    entry: at('packages/web/dist/index.html'),
    outDir: at('packages/web/dist'),
    inputs: [
      // The config's plugins (the first paint, the PWA) write index.html and the service worker too.
      ...[
        'src',
        'index.html',
        'vite.config.ts',
        'vite-first-paint.ts',
        'vite-pwa.ts',
        'package.json',
        'public',
      ].map((p) => at(`packages/web/${p}`)),
      at('packages/engine/src'),
      at('packages/contract/src'),
    ],
    command: [at('node_modules/vite/bin/vite.js'), 'build'],
    cwd: at('packages/web'),
    // The served bundle is always the production one, whoever builds it: Vitest (the bundle budget's test builds
    // it for `npm start` to serve in the e2e run) sets NODE_ENV=test, which would bundle React's development build.
    env: { NODE_ENV: 'production' },
  };
}

/** Runs one step when it needs it; resolves to false when its build failed. */
async function build(step, log) {
  if (!needsBuild(step)) return true;
  log(`Building ${step.label}…`);
  // tsc leaves the output of deleted sources behind (Vite empties its own output folder).
  if (step.clean) rmSync(step.outDir, { recursive: true, force: true });
  const child = spawn(process.execPath, step.command, {
    cwd: step.cwd,
    stdio: 'inherit',
    env: { ...process.env, ...step.env },
  });
  const code = await new Promise((resolve) => child.on('exit', (status) => resolve(status ?? 1)));
  return code === 0;
}

/**
 * Brings the compiled server up to date: the engine, the contract, then the server (each needs the
 * types of the one before). Resolves to false when a build failed.
 */
export async function buildServer(root, log = console.log) {
  const steps = buildSteps(root);
  return (
    (await build(steps.engine, log)) && (await build(steps.contract, log)) && (await build(steps.server, log))
  );
}

/**
 * Brings every build up to date: the engine and the contract first, then the server alongside the web app
 * (the web's Vite config reads the catalogs for the first paint, which import the engine and the contract as
 * packages, so their dist must be whole before Vite starts). Resolves to false when any build failed.
 */
export async function buildAll(root, log = console.log) {
  const steps = buildSteps(root);
  if (!(await build(steps.engine, log)) || !(await build(steps.contract, log))) return false;
  const [server, web] = await Promise.all([build(steps.server, log), build(steps.web, log)]);
  return server && web;
}
