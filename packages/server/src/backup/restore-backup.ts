import { createReadStream } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import { createInterface } from 'node:readline';
import { type SQL, sql } from 'drizzle-orm';
import type { Database, Db } from '../db/client.js';
import { migrateDatabase } from '../db/migrate.js';
import {
  appliedMigrationCount,
  migrationsFolderUpTo,
  readJournal,
  UnknownMigrationError,
} from '../db/migration-journal.js';
import { rowsOf } from '../db/sql-rows.js';
import type { AudioStorage } from '../providers/storage/audio-storage.js';
import { audioPath, BackupError, type BackupManifest, tablePath } from './backup-manifest.js';
import type { VerifiedBackup } from './read-archive.js';

export type RestoreTarget = { database: Database; audio: AudioStorage };

/** Rows go in by the batch: one statement per about this many bytes of JSON. */
const BATCH_BYTES = 1024 * 1024;

/**
 * Replaces the target's data with a verified backup: brings the database to the backup's migration
 * level, clears it and loads every table in one transaction (all or nothing), applies the migrations
 * that came after the backup, then replaces the audio files. Refuses a database with accounts in it
 * unless `force`, and a database already migrated past the backup (it cannot go back).
 */
export async function restoreBackup(
  backup: VerifiedBackup,
  target: RestoreTarget,
  options: { force: boolean },
): Promise<void> {
  const { manifest } = backup;
  const { database } = target;
  const level = manifest.migration.count;
  if (readJournal()[level - 1]?.tag !== manifest.migration.tag) {
    throw new BackupError(
      `This backup was made by a newer version of Cardology (migration ${manifest.migration.tag}): ` +
        'update Cardology, then restore.',
    );
  }
  const current = await currentLevel(database.db);
  if (current > level) {
    throw new BackupError(
      `The database is already at a later migration than the backup (${readJournal()[current - 1]?.tag}): ` +
        'restore into an empty database (a new DATA_DIR, or a new PostgreSQL database).',
    );
  }
  const accounts = current === 0 ? 0 : await accountCount(database.db);
  if (accounts > 0 && !options.force) {
    throw new BackupError(
      `The database already holds ${accounts} account(s) and a restore replaces everything in it: ` +
        'run the restore again with --force to go ahead.',
    );
  }

  const folder = migrationsFolderUpTo(level);
  try {
    await migrateDatabase(database, folder);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
  await database.db.transaction(async (tx) => {
    // The credit ledger refuses deletes except through its user's cascade (migration 0004), so the
    // accounts go first and take their rows with them; then every table, children first.
    await tx.execute(sql`DELETE FROM "user"`);
    for (const table of [...manifest.tables].reverse()) {
      await tx.execute(sql`DELETE FROM ${sql.identifier(table.name)}`);
    }
    for (const table of manifest.tables) await loadTable(tx, table, backup.fileOf(tablePath(table.name)));
    await resetSequences(tx);
  });
  await migrateDatabase(database);
  await replaceAudio(target.audio, manifest, backup);
}

async function currentLevel(db: Db): Promise<number> {
  try {
    return await appliedMigrationCount(db);
  } catch (error) {
    if (error instanceof UnknownMigrationError) throw new BackupError(error.message);
    throw error;
  }
}

async function accountCount(db: Db): Promise<number> {
  const [row] = await rowsOf<{ count: number }>(db, sql`SELECT count(*)::int AS count FROM "user"`);
  return row?.count ?? 0;
}

/**
 * A table's columns that a row may be written to: all but the generated ones (the journal's search
 * document), which the database computes again from the restored values.
 */
async function writableColumns(tx: Db, table: string): Promise<SQL> {
  const columns = await rowsOf<{ name: string }>(
    tx,
    sql`SELECT column_name AS name FROM information_schema.columns
        WHERE table_schema = 'public' AND table_name = ${table} AND is_generated = 'NEVER'
        ORDER BY ordinal_position`,
  );
  return sql.join(
    columns.map((column) => sql.identifier(column.name)),
    sql`, `,
  );
}

/**
 * Inserts a table's JSON lines as they are: PostgreSQL turns each object back into a row of the table's
 * own column types (json_populate_recordset), so no value passes through a JavaScript number or Date.
 */
async function loadTable(tx: Db, table: BackupManifest['tables'][number], file: string): Promise<void> {
  let batch: string[] = [];
  let batchBytes = 0;
  let rows = 0;
  const columns = await writableColumns(tx, table.name);
  const flush = async () => {
    if (batch.length === 0) return;
    const json = `[${batch.join(',')}]`;
    const name = sql.identifier(table.name);
    await tx.execute(
      sql`INSERT INTO ${name} (${columns}) SELECT ${columns} FROM json_populate_recordset(NULL::${name}, ${json}::json)`,
    );
    batch = [];
    batchBytes = 0;
  };
  for await (const line of createInterface({ input: createReadStream(file), crlfDelay: Infinity })) {
    if (line === '') continue;
    batch.push(line);
    batchBytes += line.length;
    rows += 1;
    if (batchBytes >= BATCH_BYTES) await flush();
  }
  await flush();
  if (rows !== table.rows) {
    throw new BackupError(
      `The backup file is damaged: ${table.name} has ${rows} rows, its manifest says ${table.rows}.`,
    );
  }
}

/**
 * Moves every serial column's sequence past the largest restored value, so the next insert does not
 * collide. Found from the catalog, so it covers any sequence a later migration adds.
 */
async function resetSequences(tx: Db): Promise<void> {
  const owned = await rowsOf<{ table_name: string; column_name: string; sequence: string }>(
    tx,
    sql`SELECT format('%I.%I', n.nspname, c.relname) AS table_name, quote_ident(a.attname) AS column_name, s AS sequence
        FROM pg_class c
        JOIN pg_namespace n ON n.oid = c.relnamespace
        JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped
        CROSS JOIN LATERAL pg_get_serial_sequence(format('%I.%I', n.nspname, c.relname), a.attname) AS s
        WHERE n.nspname = 'public' AND c.relkind = 'r' AND s IS NOT NULL`,
  );
  for (const { table_name, column_name, sequence } of owned) {
    // Both names come quoted from the catalog above (format %I, quote_ident).
    await tx.execute(
      sql`SELECT setval(${sequence}, COALESCE((SELECT max(${sql.raw(column_name)}) FROM ${sql.raw(table_name)}), 0) + 1, false)`,
    );
  }
}

/** Removes every stored audio file, then writes the backup's. */
async function replaceAudio(audio: AudioStorage, manifest: BackupManifest, backup: VerifiedBackup) {
  for await (const stored of audio.list()) await audio.delete(stored.owner, stored.name);
  for (const file of manifest.audio) {
    await audio.put(file.owner, file.name, await readFile(backup.fileOf(audioPath(file.owner, file.name))));
  }
}
