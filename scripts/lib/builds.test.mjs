import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { buildSteps, serverCommand } from './builds.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');

describe('what npm start builds and runs', () => {
  it('runs the compiled server with no TypeScript loader', () => {
    const command = serverCommand(root);
    expect(command).toEqual([join(root, 'packages/server/dist/main.js')]);
    expect(command.join(' ')).not.toMatch(/tsx|--import|--conditions|\.ts\b/);
  });

  it('names sources, tsconfigs and tools that exist', () => {
    for (const [name, step] of Object.entries(buildSteps(root))) {
      for (const path of [...step.inputs, step.command[0]]) {
        expect(existsSync(path), `${name}: ${path}`).toBe(true);
      }
    }
  });

  it('has the compiled server load the engine from its build, not its TypeScript sources', () => {
    // Plain Node, as in the serving process: no `source` condition, so the engine's exports give dist.
    const resolved = execFileSync(
      process.execPath,
      ['--input-type=module', '-e', "console.log(import.meta.resolve('@cardology/engine/glossary'))"],
      { cwd: join(root, 'packages/server'), encoding: 'utf8' },
    ).trim();
    expect(fileURLToPath(resolved)).toBe(join(root, 'packages/engine/dist/src/glossary.js'));
  });
});
