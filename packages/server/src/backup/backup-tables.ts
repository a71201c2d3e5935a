import { is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import * as schema from '../db/schema.js';

/**
 * Tables a backup leaves out: better-auth's rate-limit counters only describe the last minute of
 * traffic on the machine they were counted on.
 */
const SKIPPED = new Set(['rate_limit']);

/**
 * Every table of the schema a backup holds, each after the tables it references, so a restore can
 * insert them in this order with every foreign key checked. Read from the schema, so a new table is
 * backed up without anyone remembering to list it.
 */
export function backupTableNames(): string[] {
  const exports: unknown[] = Object.values(schema);
  const tables = exports.filter((value): value is PgTable => is(value, PgTable));
  const references = new Map<string, string[]>();
  for (const table of tables) {
    const config = getTableConfig(table);
    if (SKIPPED.has(config.name)) continue;
    const parents = config.foreignKeys.map((key) => getTableConfig(key.reference().foreignTable).name);
    references.set(config.name, parents);
  }
  const ordered: string[] = [];
  const visit = (name: string) => {
    if (ordered.includes(name)) return;
    for (const parent of references.get(name) ?? []) if (parent !== name) visit(parent);
    ordered.push(name);
  };
  for (const name of [...references.keys()].sort()) visit(name);
  return ordered;
}
