import { rmSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { createDatabase, type Database } from '../src/db/client.js';
import { migrationsFolder } from '../src/db/migrate.js';
import { creditLedger, user } from '../src/db/schema.js';
import { ledgerSum } from '../src/services/credit-ledger.js';
import { migrationsFolderBefore } from './helpers/migrations.js';

const LEDGER = '0004_credits';

let database: Database | undefined;
let folder: string | undefined;

afterAll(async () => {
  await database?.close();
  if (folder) rmSync(folder, { recursive: true, force: true });
});

// A PGlite migrated from nothing, not the suite's cached snapshot (which already has the ledger): slow on
// a busy machine, hence the long timeout.
describe(`migration ${LEDGER}`, { timeout: 180_000 }, () => {
  it('starts the ledger with one row per profile holding credits, so it sums to every balance', async () => {
    folder = migrationsFolderBefore(LEDGER);
    database = await createDatabase({ kind: 'pglite', dataDir: null });
    if (database.kind !== 'pglite') throw new Error('expected PGlite');
    const db = drizzle({ client: database.pool });
    await migrate(db, { migrationsFolder: folder });

    const balances = { rich: 250, empty: 0, modest: 10 };
    for (const [id, ttsCredits] of Object.entries(balances)) {
      await db.insert(user).values({ id, name: id, email: `${id}@example.com` });
      // Raw SQL: the schema's insert would name columns later migrations add (time_zone).
      await db.execute(
        sql`INSERT INTO profiles (id, username, tts_credits) VALUES (${id}, ${id}, ${ttsCredits})`,
      );
    }

    await migrate(db, { migrationsFolder });

    const rows = await db.select().from(creditLedger);
    expect(rows.map((row) => [row.userId, row.delta, row.reason]).sort()).toEqual([
      ['modest', 10, 'set'],
      ['rich', 250, 'set'],
    ]);
    for (const [id, balance] of Object.entries(balances)) {
      expect(await ledgerSum(database.db, id)).toBe(balance);
    }
  });
});
