import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrationsFolder } from '../../src/db/migrate.js';

/**
 * A copy of the migrations folder as it was before `tag`: its SQL files and a journal that stops short of
 * it, so a test can fill a database the old way and then apply the rest. The caller removes the folder.
 */
export function migrationsFolderBefore(tag: string): string {
  const folder = mkdtempSync(join(tmpdir(), 'cardology-migrations-'));
  cpSync(migrationsFolder, folder, { recursive: true });
  const journalFile = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: Array<{ tag: string }> };
  const at = journal.entries.findIndex((entry) => entry.tag === tag);
  if (at < 0) throw new Error(`${tag} is not in the journal`);
  journal.entries = journal.entries.slice(0, at);
  writeFileSync(journalFile, JSON.stringify(journal));
  return folder;
}
