import { buildApp } from './app.js';
import { createDatabase, databaseTargetFromEnv } from './db/client.js';
import { migrateDatabase } from './db/migrate.js';
import { EnvError, loadEnv } from './env.js';

/** Start: environment → database → migrations → HTTP app → listen. Stops cleanly on SIGINT/SIGTERM. */
async function main(): Promise<void> {
  const env = loadEnv();
  const database = await createDatabase(databaseTargetFromEnv(env));
  try {
    await migrateDatabase(database);
  } catch (error) {
    await database.close();
    throw error;
  }
  const app = await buildApp({ db: database.db, env });

  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    try {
      await app.close();
    } finally {
      await database.close();
    }
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);

  try {
    await app.listen({ host: env.HOST, port: env.PORT });
  } catch (error) {
    app.log.fatal({ err: error }, 'could not listen');
    await app.close();
    await database.close();
    process.exit(1);
  }
  app.log.info({ database: database.kind, publicUrl: env.PUBLIC_URL }, 'Cardology server ready');
}

main().catch((error: unknown) => {
  console.error(error instanceof EnvError ? error.message : error);
  process.exit(1);
});
