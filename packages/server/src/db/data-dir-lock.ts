import { readFileSync, rmSync, writeFileSync } from 'node:fs';

/**
 * Claims a PGlite data folder for this process with a pid file beside it (`<dir>.lock`; inside the
 * folder it would upset initdb). PGlite itself has no cross-process lock, and two processes writing
 * one folder corrupt it. A lock left by a process that no longer runs (kill -9) is taken over.
 * Returns the release function.
 */
export function claimDataDir(dataDir: string): () => void {
  const lockFile = `${dataDir}.lock`;
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
      return () => rmSync(lockFile, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = dataDirHolder(dataDir);
    if (holder !== null) {
      throw new Error(
        `The database folder ${dataDir} is in use by another server process (pid ${holder}). ` +
          'PGlite allows one process per folder: stop that process, use another DATA_DIR, or set DATABASE_URL.',
      );
    }
    rmSync(lockFile, { force: true });
  }
  throw new Error(`Could not claim the database folder ${dataDir} (lock file ${lockFile}).`);
}

/** The pid of another running process that holds the folder, or null when it is free (or ours). */
export function dataDirHolder(dataDir: string): number | null {
  let holder: number;
  try {
    holder = Number(readFileSync(`${dataDir}.lock`, 'utf8').trim());
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  return Number.isInteger(holder) && holder > 0 && holder !== process.pid && isRunning(holder)
    ? holder
    : null;
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
