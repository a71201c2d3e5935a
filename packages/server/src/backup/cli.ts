import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { createDatabase, type Database, databaseTargetFromEnv } from '../db/client.js';
import { dataDirHolder } from '../db/data-dir-lock.js';
import { type Env, EnvError, parseEnv, type RawEnv } from '../env.js';
import { audioStorageFromEnv } from '../providers/storage/audio-storage-from-env.js';
import { BackupError, type BackupManifest } from './backup-manifest.js';
import { readBackup } from './read-archive.js';
import { restoreBackup } from './restore-backup.js';
import { writeBackup } from './write-backup.js';

type Output = { log(line: string): void; error(line: string): void };

const USAGE = {
  backup: 'Usage: npm run backup -- FILE',
  restore: 'Usage: npm run restore -- FILE [--force]',
} as const;

/**
 * `npm run backup -- FILE` and `npm run restore -- FILE [--force]` (scripts/backup.mjs), with the
 * server's settings: PGlite in DATA_DIR, or PostgreSQL when DATABASE_URL is set; audio in DATA_DIR/audio, or
 * in the bucket when AUDIO_STORAGE is s3 (its objects are read into the archive and written back on restore).
 * Prints one line for the outcome and returns the exit code (1 on any refusal or failure).
 */
export async function runBackupCli(
  argv: readonly string[],
  rawEnv: RawEnv,
  output: Output = console,
  now: () => Date = () => new Date(),
): Promise<number> {
  const [command, ...args] = argv;
  if (command !== 'backup' && command !== 'restore') {
    output.error(`${USAGE.backup}\n${USAGE.restore}`);
    return 1;
  }
  const failed = command === 'backup' ? 'Backup failed' : 'Restore failed';
  try {
    const { file, force } = parseArgs(command, args);
    const env = parseEnv(rawEnv);
    if (command === 'backup') {
      const manifest = await backUp(env, file, now());
      output.log(`Backup written to ${file}: ${summary(manifest)}.`);
    } else {
      const manifest = await restore(env, file, force);
      output.log(`Restored ${file} (taken ${manifest.createdAt}): ${summary(manifest)}.`);
    }
    return 0;
  } catch (error) {
    output.error(`${failed}: ${messageOf(error)}`);
    return 1;
  }
}

function parseArgs(command: keyof typeof USAGE, args: readonly string[]): { file: string; force: boolean } {
  const force = command === 'restore' && args.includes('--force');
  const rest = args.filter((arg) => !(command === 'restore' && arg === '--force'));
  const [file, ...extra] = rest;
  if (file === undefined || file === '' || extra.length > 0 || file.startsWith('-')) {
    throw new BackupError(`No backup file named. ${USAGE[command]}`);
  }
  return { file, force };
}

async function backUp(env: Env, file: string, now: Date): Promise<BackupManifest> {
  if (existsSync(file)) throw new BackupError(`${file} already exists: name a new file.`);
  if (!env.DATABASE_URL && !existsSync(join(env.DATA_DIR, 'pglite', 'PG_VERSION'))) {
    throw new BackupError(
      `There is no database in ${env.DATA_DIR}: set DATA_DIR to the server's data folder.`,
    );
  }
  return withDatabase(env, (database) =>
    writeBackup({ database, audio: audioStorageFromEnv(env), now }, file),
  );
}

async function restore(env: Env, file: string, force: boolean): Promise<BackupManifest> {
  // Checked whole before the database is even opened: a bad file changes nothing.
  const backup = await readBackup(file);
  try {
    await withDatabase(env, (database) =>
      restoreBackup(backup, { database, audio: audioStorageFromEnv(env) }, { force }),
    );
    return backup.manifest;
  } finally {
    await backup.dispose();
  }
}

/** Opens the server's database; a PGlite folder in use by a running server is refused with what to do. */
async function withDatabase<T>(env: Env, work: (database: Database) => Promise<T>): Promise<T> {
  const target = databaseTargetFromEnv(env);
  if (target.kind === 'pglite' && target.dataDir !== null) {
    const holder = dataDirHolder(target.dataDir);
    if (holder !== null) {
      throw new BackupError(
        `The server (pid ${holder}) is using ${target.dataDir}. PGlite allows one process per folder: ` +
          'stop the server, run this again, then start it.',
      );
    }
  }
  const database = await createDatabase(target);
  try {
    return await work(database);
  } finally {
    await database.close();
  }
}

function summary(manifest: BackupManifest): string {
  const accounts = manifest.tables.find((table) => table.name === 'user')?.rows ?? 0;
  const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
  return `${accounts} account(s), ${rows} rows in ${manifest.tables.length} tables, ${manifest.audio.length} audio file(s)`;
}

/** One line: our own refusals as written, anything else by its message (a stack trace helps nobody here). */
function messageOf(error: unknown): string {
  if (error instanceof BackupError) return error.message;
  if (error instanceof EnvError) return error.message.replace(/\n\s*/g, ' ');
  const message = error instanceof Error ? error.message : String(error);
  return message.split('\n')[0] ?? message;
}
