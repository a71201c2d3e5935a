import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { pack as tarPack } from 'tar-stream';
import type { Database, Db } from '../db/client.js';
import { appliedMigrationCount, readJournal } from '../db/migration-journal.js';
import { rowsOf } from '../db/sql-rows.js';
import type { AudioStorage } from '../providers/storage/audio-storage.js';
import {
  audioPath,
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  BackupError,
  type BackupManifest,
  MANIFEST_PATH,
  tablePath,
} from './backup-manifest.js';
import { backupTableNames } from './backup-tables.js';

export type BackupSource = { database: Database; audio: AudioStorage; now: Date };

/**
 * Writes a backup of the database and the narration audio to `file` (a gzipped tar; the layout is in
 * docs/decisions/026-backups.md). Every table is read in one REPEATABLE READ transaction, so a backup
 * taken while the server writes is one consistent moment; audio files are copied while it is open.
 * The archive is written under a temporary name and renamed, so `file` is never half a backup.
 */
export async function writeBackup(source: BackupSource, file: string): Promise<BackupManifest> {
  const partial = `${file}.partial`;
  const archive = tarPack();
  // Owner-only, like DATA_DIR/auth-secret: the archive holds password hashes and session tokens.
  const written = pipeline(archive, createGzip(), createWriteStream(partial, { mode: 0o600 }));
  // An error on the file side (a full disk) ends the pipeline early; it is reported by `await written`.
  written.catch(() => {});
  const addPart = partAdder(archive);

  try {
    const manifest = await source.database.db.transaction((tx) => writeParts(tx, source, addPart), {
      isolationLevel: 'repeatable read',
      accessMode: 'read only',
    });
    await addPart(MANIFEST_PATH, Buffer.from(JSON.stringify(manifest, null, 2)));
    archive.finalize();
    await written;
    await rename(partial, file);
    return manifest;
  } catch (error) {
    archive.destroy();
    await written.catch(() => {});
    await rm(partial, { force: true });
    throw error;
  }
}

/** Adds one file to the archive; its checksum and length, for the manifest. */
type AddPart = (path: string, bytes: Uint8Array) => Promise<{ sha256: string; bytes: number }>;

function partAdder(archive: ReturnType<typeof tarPack>): AddPart {
  return (path, bytes) =>
    new Promise((resolve, reject) => {
      archive.entry({ name: path, size: bytes.byteLength, mode: 0o600 }, bytes, (error) =>
        error ? reject(error) : resolve({ sha256: sha256Of(bytes), bytes: bytes.byteLength }),
      );
    });
}

/** Inside the backup's transaction: every table, then every audio file; the manifest that lists them. */
async function writeParts(tx: Db, source: BackupSource, addPart: AddPart): Promise<BackupManifest> {
  const count = await appliedMigrationCount(tx);
  const migration = readJournal()[count - 1];
  if (!migration) {
    throw new BackupError('The database is empty (the server never started on it): nothing to back up.');
  }
  const tables = await tableParts(tx, addPart);
  const audio = await audioParts(source.audio, addPart);
  return {
    format: BACKUP_FORMAT,
    formatVersion: BACKUP_FORMAT_VERSION,
    createdAt: source.now.toISOString(),
    source: source.database.kind,
    migration: { tag: migration.tag, count },
    tables,
    audio,
  } satisfies BackupManifest;
}

/** Each table's rows as JSON lines, one part per table. */
async function tableParts(tx: Pick<Db, 'execute'>, addPart: AddPart): Promise<BackupManifest['tables']> {
  const tables: BackupManifest['tables'] = [];
  for (const name of backupTableNames()) {
    const rows = await rowsOf(tx, sql`SELECT row_to_json(t)::text AS line FROM ${sql.identifier(name)} t`);
    const lines = rows.map((row) => `${row.line}\n`).join('');
    tables.push({ name, rows: rows.length, ...(await addPart(tablePath(name), Buffer.from(lines))) });
  }
  return tables;
}

/** Every stored audio file, one part each. */
async function audioParts(storage: AudioStorage, addPart: AddPart): Promise<BackupManifest['audio']> {
  const audio: BackupManifest['audio'] = [];
  for await (const stored of storage.list()) {
    const bytes = await storage.get(stored.owner, stored.name);
    // Removed by the audio sweep since it was listed: nothing refers to it any more.
    if (bytes === null) continue;
    const part = await addPart(audioPath(stored.owner, stored.name), bytes);
    audio.push({ owner: stored.owner, name: stored.name, ...part });
  }
  return audio;
}

const sha256Of = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
