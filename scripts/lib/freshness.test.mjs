import { mkdirSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { needsBuild, newestMtime } from './freshness.mjs';

/** A file with a given modification time (seconds since the epoch). */
function file(path, seconds) {
  mkdirSync(join(path, '..'), { recursive: true });
  writeFileSync(path, 'x');
  utimesSync(path, seconds, seconds);
  return path;
}

function project() {
  const dir = mkdtempSync(join(tmpdir(), 'freshness-'));
  const step = { entry: join(dir, 'dist/main.js'), outDir: join(dir, 'dist'), inputs: [join(dir, 'src')] };
  return { dir, step };
}

describe('build freshness', () => {
  it('builds when the entry is missing', () => {
    const { dir, step } = project();
    file(join(dir, 'src/main.ts'), 1000);
    expect(needsBuild(step)).toBe(true);
  });

  it('builds when a source is newer than the output', () => {
    const { dir, step } = project();
    file(join(dir, 'dist/main.js'), 2000);
    file(join(dir, 'src/main.ts'), 1000);
    file(join(dir, 'src/deep/util.ts'), 3000);
    expect(needsBuild(step)).toBe(true);
  });

  it('does not build when the output is newer than every source', () => {
    const { dir, step } = project();
    file(join(dir, 'src/main.ts'), 1000);
    file(join(dir, 'dist/main.js'), 1500);
    file(join(dir, 'dist/other.js'), 2000);
    expect(needsBuild(step)).toBe(false);
  });

  it('skips dependencies, nested build output and dot-folders among the sources', () => {
    const { dir } = project();
    file(join(dir, 'src/main.ts'), 1000);
    file(join(dir, 'src/node_modules/x.js'), 5000);
    file(join(dir, 'src/dist/y.js'), 5000);
    file(join(dir, 'src/.cache/z'), 5000);
    expect(newestMtime([join(dir, 'src'), join(dir, 'absent')])).toBe(1000 * 1000);
  });
});
