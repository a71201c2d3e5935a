import { migrationsFolderUpTo, readJournal } from '../../src/db/migration-journal.js';

/**
 * A copy of the migrations folder as it was before `tag`: its SQL files and a journal that stops short of
 * it, so a test can fill a database the old way and then apply the rest. The caller removes the folder.
 */
export function migrationsFolderBefore(tag: string): string {
  const at = readJournal().findIndex((entry) => entry.tag === tag);
  if (at < 0) throw new Error(`${tag} is not in the journal`);
  return migrationsFolderUpTo(at);
}
