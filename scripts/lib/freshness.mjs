// Whether a build output is missing or older than its sources, by modification time: what
// `npm start` checks before serving, so a fresh clone or a `git pull` rebuilds and a plain restart does not.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Newest modification time under the given paths (0 when none exist), skipping build output, dependencies and dot-folders. */
export function newestMtime(paths) {
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

/**
 * True when `entry` (the file that will be run or served) is missing, or when a source under
 * `inputs` changed after the newest file in `outDir` was written (every build rewrites its outputs).
 */
export function needsBuild({ entry, outDir, inputs }) {
  if (!existsSync(entry)) return true;
  return newestMtime(inputs) > newestMtime([outDir]);
}
