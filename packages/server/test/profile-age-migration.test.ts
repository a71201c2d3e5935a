import { rmSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { createDatabase, type Database } from '../src/db/client.js';
import { migrationsFolder } from '../src/db/migrate.js';
import { profiles, user } from '../src/db/schema.js';
import { migrationsFolderBefore } from './helpers/migrations.js';

const REPAIR = '0002_profile_age_from_birthdate';

let database: Database | undefined;
let folder: string | undefined;

afterAll(async () => {
  await database?.close();
  if (folder) rmSync(folder, { recursive: true, force: true });
});

// A PGlite migrated from nothing, not the suite's cached snapshot (which already holds the repair): slow
// on a busy machine, hence the long timeout.
describe(`migration ${REPAIR}`, { timeout: 180_000 }, () => {
  it('drops ages pinned beside a birthdate, keeps the rest, and then refuses new ones', async () => {
    folder = migrationsFolderBefore(REPAIR);
    database = await createDatabase({ kind: 'pglite', dataDir: null });
    if (database.kind !== 'pglite') throw new Error('expected PGlite');
    const db = drizzle({ client: database.pool });
    await migrate(db, { migrationsFolder: folder });

    const rows = [
      { id: 'pinned', birthdate: '1980-05-17', age: 36 },
      { id: 'computed', birthdate: '1990-05-17', age: null },
      { id: 'age-only', birthdate: null, age: 30 },
    ];
    for (const row of rows) {
      await db.insert(user).values({ id: row.id, name: row.id, email: `${row.id}@example.com` });
      // Raw SQL: the schema's insert would name columns later migrations add (time_zone).
      await db.execute(
        sql`INSERT INTO profiles (id, username, birthdate, age) VALUES (${row.id}, ${row.id}, ${row.birthdate}, ${row.age})`,
      );
    }

    await migrate(db, { migrationsFolder });

    const after = await db
      .select({ id: profiles.id, birthdate: profiles.birthdate, age: profiles.age })
      .from(profiles);
    expect(after).toEqual(
      expect.arrayContaining([
        { id: 'pinned', birthdate: '1980-05-17', age: null },
        { id: 'computed', birthdate: '1990-05-17', age: null },
        { id: 'age-only', birthdate: null, age: 30 },
      ]),
    );
    await expect(db.update(profiles).set({ age: 44 }).where(eq(profiles.id, 'pinned'))).rejects.toThrow();
  });
});
