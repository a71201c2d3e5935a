import type { SQL } from 'drizzle-orm';
import type { Db } from './client.js';

/**
 * The rows of a raw query. Both drivers (node-postgres, PGlite) answer with `{ rows }`; Db's type leaves
 * it unknown, so the caller names the shape it selected.
 */
export async function rowsOf<Row extends Record<string, unknown>>(
  db: Pick<Db, 'execute'>,
  query: SQL,
): Promise<Row[]> {
  const result = await db.execute(query);
  return (result as unknown as { rows: Row[] }).rows;
}
