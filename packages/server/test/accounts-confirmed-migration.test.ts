import { rmSync } from 'node:fs';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { createDatabase, type Database } from '../src/db/client.js';
import { migrationsFolder } from '../src/db/migrate.js';
import { user } from '../src/db/schema.js';
import { migrationsFolderBefore } from './helpers/migrations.js';

const MIGRATION = '0008_existing-accounts-confirmed';

let database: Database | undefined;
let folder: string | undefined;

afterAll(async () => {
  await database?.close();
  if (folder) rmSync(folder, { recursive: true, force: true });
});

// A PGlite migrated from nothing (slow on a busy machine, hence the long timeout).
describe(`migration ${MIGRATION}`, { timeout: 180_000 }, () => {
  it('keeps every account made before confirming addresses open: all are confirmed', async () => {
    folder = migrationsFolderBefore(MIGRATION);
    database = await createDatabase({ kind: 'pglite', dataDir: null });
    if (database.kind !== 'pglite') throw new Error('expected PGlite');
    const db = drizzle({ client: database.pool });
    await migrate(db, { migrationsFolder: folder });
    await db.insert(user).values([
      { id: 'old', name: 'Old', email: 'old@example.com' },
      { id: 'confirmed', name: 'Confirmed', email: 'confirmed@example.com', emailVerified: true },
    ]);

    await migrate(db, { migrationsFolder });

    const after = await db.select({ id: user.id, emailVerified: user.emailVerified }).from(user);
    expect(after).toEqual(
      expect.arrayContaining([
        { id: 'old', emailVerified: true },
        { id: 'confirmed', emailVerified: true },
      ]),
    );
  });
});
