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

/** Where the write counter of `watchedTableDigest` lives: its own schema, so no digest or app query sees it. */
const WATCH_SCHEMA = 'table_watch';

/**
 * `tableDigest`, computed again only when a write may have changed it. Every table the digest covers gets a
 * trigger that bumps one sequence for each row inserted, updated or deleted and for each TRUNCATE: those
 * statements (COPY fires the insert trigger too) are the only ways a row changes, so while the sequence
 * and the number of tables stand still, the tables are as the last digest saw them and it is returned as it
 * was. What a comparison of digests can detect is therefore the same as with a fresh digest each time; only
 * the cost differs (the full digest is about 24 ms on PGlite, the check under 1 ms: decision 053). The
 * counter errs towards recomputing: a write rolled back or one that sets a row to what it was still bumps
 * it (a sequence ignores rollbacks), and a table created after the triggers changes the count of tables.
 * Read before the digest is computed, so a write landing meanwhile shows up at the next call.
 */
export async function watchedTableDigest(
  db: Db,
  exclude: readonly string[],
): Promise<{ digest: () => Promise<Record<string, string>>; computed: () => number }> {
  await installWriteCounter(db, exclude);
  let last: { mark: string; digest: Record<string, string> } | null = null;
  let computed = 0;
  const digest = async () => {
    const mark = await writeMark(db);
    if (last?.mark !== mark) {
      last = { mark, digest: await tableDigest(db, exclude) };
      computed += 1;
    }
    return last.digest;
  };
  return { digest, computed: () => computed };
}

async function installWriteCounter(db: Db, exclude: readonly string[]): Promise<void> {
  const schema = sql.identifier(WATCH_SCHEMA);
  await db.execute(sql`CREATE SCHEMA IF NOT EXISTS ${schema}`);
  await db.execute(sql`CREATE SEQUENCE IF NOT EXISTS ${schema}.writes`);
  await db.execute(
    sql.raw(`CREATE OR REPLACE FUNCTION ${WATCH_SCHEMA}.count_write() RETURNS trigger LANGUAGE plpgsql
      AS $$ BEGIN PERFORM nextval('${WATCH_SCHEMA}.writes'); RETURN NULL; END $$`),
  );
  for (const table of (await appTables(db)).filter((name) => !exclude.includes(name))) {
    const target = sql.identifier(table);
    await db.execute(sql`CREATE OR REPLACE TRIGGER table_watch_rows AFTER INSERT OR UPDATE OR DELETE ON ${target}
      FOR EACH ROW EXECUTE FUNCTION ${schema}.count_write()`);
    await db.execute(sql`CREATE OR REPLACE TRIGGER table_watch_truncate AFTER TRUNCATE ON ${target}
      FOR EACH STATEMENT EXECUTE FUNCTION ${schema}.count_write()`);
  }
}

/** The write counter and the number of app tables, as one string to compare. */
async function writeMark(db: Db): Promise<string> {
  const [row] = await rowsOf<{ mark: string }>(
    db,
    // is_called too: a new sequence says 1 before its first nextval and after it.
    sql`SELECT (SELECT last_value::text || is_called::text FROM ${sql.identifier(WATCH_SCHEMA)}.writes) || ':' ||
        (SELECT count(*) FROM pg_class WHERE relnamespace = 'public'::regnamespace AND relkind IN ('r', 'p'))::text AS mark`,
  );
  if (!row) throw new Error('The write counter answered nothing');
  return row.mark;
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
