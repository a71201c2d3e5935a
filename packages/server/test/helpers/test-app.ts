import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { Database, Db } from '../../src/db/client.js';
import { buildTestApp, signUp, type TestAppOptions, type TestUser } from './app.js';
import { createTestDatabase } from './database.js';

/** A test file's database, opened before its tests and closed after them. */
export type TestDatabaseFixture = { readonly database: Database; readonly db: Db };

/** A test file's app on its own database; the app is closed before the database. */
export type TestAppFixture = TestDatabaseFixture & { readonly app: FastifyInstance };

/** The same, with the instance's first account (the admin, premium too) signed up before any test. */
export type TestAppWithAdminFixture = TestAppFixture & { readonly admin: TestUser };

/** A getter's value, or a clear failure when a test file reads it at load time, before the set-up ran. */
function ready<T>(value: T | undefined, what: string): T {
  if (value === undefined)
    throw new Error(`The test ${what} is made in beforeAll: read it inside a hook or a test`);
  return value;
}

/**
 * A fresh, migrated database (createTestDatabase) for the calling test file: registers the beforeAll
 * that opens it and the afterAll that closes it.
 */
export function useTestDatabase(): TestDatabaseFixture {
  let database: Database | undefined;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database?.close();
  });
  return {
    get database() {
      return ready(database, 'database');
    },
    get db() {
      return ready(database, 'database').db;
    },
  };
}

/**
 * A fresh database and an app on it (buildTestApp with `options`) for the calling test file. With
 * `signUpAdmin`, the first account, "Admin", is signed up before the file's own hooks run, so every later
 * account is an ordinary one. The file's own beforeAll hooks, registered after this call, run after it.
 */
export function useTestApp(options: TestAppOptions & { signUpAdmin: true }): TestAppWithAdminFixture;
export function useTestApp(options?: TestAppOptions & { signUpAdmin?: false }): TestAppFixture;
export function useTestApp({
  signUpAdmin = false,
  ...options
}: TestAppOptions & { signUpAdmin?: boolean } = {}): TestAppWithAdminFixture {
  const database = useTestDatabase();
  let app: FastifyInstance | undefined;
  let admin: TestUser | undefined;
  beforeAll(async () => {
    app = await buildTestApp(database.db, options);
    if (signUpAdmin) admin = await signUp(app, { name: 'Admin' });
  });
  // Registered after the database's afterAll, so it runs before it: the app stops using the database first.
  afterAll(async () => {
    await app?.close();
  });
  return {
    get database() {
      return database.database;
    },
    get db() {
      return database.db;
    },
    get app() {
      return ready(app, 'app');
    },
    get admin() {
      return ready(admin, 'admin (useTestApp({ signUpAdmin: true }))');
    },
  };
}
