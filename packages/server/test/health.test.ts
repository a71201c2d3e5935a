import { rmSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createDatabase } from '../src/db/client.js';
import { migrateDatabase } from '../src/db/migrate.js';
import { migrationsFolderUpTo, readJournal } from '../src/db/migration-journal.js';
import { buildTestApp } from './helpers/app.js';
import { testDatabaseKind } from './helpers/database.js';
import { useTestApp } from './helpers/test-app.js';

/** Liveness and readiness as separate answers (docs/decisions/039-metrics-and-shutdown.md). */

const suite = useTestApp();

describe(`health on ${testDatabaseKind}`, () => {
  it('answers liveness without asking the database', async () => {
    const response = await suite.app.inject({ method: 'GET', url: '/api/health/live' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
  });

  it('answers ready on a reachable, fully migrated database', async () => {
    const response = await suite.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
  });

  // A second database migrated from nothing: seconds alone, past the 30 s default on a loaded 2-core machine.
  it('answers 503 with a plain reason while a migration is missing', { timeout: 120_000 }, async () => {
    const count = readJournal().length;
    const folder = migrationsFolderUpTo(count - 1);
    const database = await createDatabase({ kind: 'pglite', dataDir: null });
    try {
      await migrateDatabase(database, folder);
      const app = await buildTestApp(database.db);
      try {
        const response = await app.inject({ method: 'GET', url: '/api/health/ready' });
        expect(response.statusCode).toBe(503);
        expect(response.json()).toEqual({
          error: `Not ready: ${count - 1} of ${count} migrations applied.`,
        });
        const live = await app.inject({ method: 'GET', url: '/api/health/live' });
        expect(live.statusCode).toBe(200);
      } finally {
        await app.close();
      }
    } finally {
      await database.close();
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('answers 503 with a plain reason when the database does not answer', async () => {
    const database = await createDatabase({ kind: 'pglite', dataDir: null });
    await migrateDatabase(database);
    const app = await buildTestApp(database.db);
    try {
      await database.close();
      const response = await app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ error: 'Not ready: the database does not answer.' });
    } finally {
      await app.close();
    }
  });
});
