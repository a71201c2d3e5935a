import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client.js';

/** Both drivers (node-postgres, PGlite) answer a raw query with `{ rows }`; Db's type leaves it unknown. */
async function rowsOf<Row>(db: Db, query: ReturnType<typeof sql>): Promise<Row[]> {
  return ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
}

/** The app's tables (schema `public`; drizzle's migration record lives in its own schema). */
async function appTables(db: Db): Promise<string[]> {
  const rows = await rowsOf<{ name: string }>(
    db,
    sql`SELECT table_name AS name FROM information_schema.tables
        WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
  );
  return rows.map((row) => row.name);
}

/**
 * Each table's row count and an MD5 of all its rows (as text, sorted), in one query: equal digests
 * before and after mean no row was added, removed or changed. `exclude` names tables whose job is to
 * change on every request (a rate limit's counters).
 */
export async function tableDigest(db: Db, exclude: readonly string[]): Promise<Record<string, string>> {
  const tables = (await appTables(db)).filter((table) => !exclude.includes(table));
  const parts = tables.map(
    (table) =>
      sql`SELECT ${table}::text AS name, count(*)::text || ':' || md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS digest FROM ${sql.identifier(table)} t`,
  );
  const rows = await rowsOf<{ name: string; digest: string }>(db, sql.join(parts, sql` UNION ALL `));
  return Object.fromEntries(rows.map((row) => [row.name, row.digest]));
}

/**
 * Every row that belongs to one account, per table, as text and sorted: the account itself (`user`,
 * `profiles`, keyed by `id`) and every table with a `user_id` column. For "B's rows are unchanged".
 */
export async function rowsOfUser(db: Db, userId: string): Promise<Record<string, string[]>> {
  const owned = await rowsOf<{ name: string; column: string }>(
    db,
    sql`SELECT table_name AS name, column_name AS column FROM information_schema.columns
        WHERE table_schema = 'public' AND (column_name = 'user_id' OR (column_name = 'id' AND table_name IN ('user', 'profiles')))
        ORDER BY table_name`,
  );
  const result: Record<string, string[]> = {};
  for (const { name, column } of owned) {
    const rows = await rowsOf<{ row: string }>(
      db,
      sql`SELECT t::text AS row FROM ${sql.identifier(name)} t WHERE ${sql.identifier(column)} = ${userId} ORDER BY 1`,
    );
    result[name] = rows.map((row) => row.row);
  }
  return result;
}
