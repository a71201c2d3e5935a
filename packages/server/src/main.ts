import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.js';
import { createPostgresRevocations } from './auth/viewer-revocations.js';
import { createDatabase, databaseTargetFromEnv } from './db/client.js';
import { migrateDatabase } from './db/migrate.js';
import { EnvError, loadEnv } from './env.js';
import { stopOnSignals } from './graceful-stop.js';
import { logStream, wantsPrettyLogs } from './log-output.js';
import { watchDatabasePool } from './metrics/pool-metrics.js';
import { checkAudioStorage } from './providers/storage/audio-storage-from-env.js';
import { readyMessage, readyParts, readyUrl } from './ready-message.js';

/** Start: environment → database → migrations → HTTP app → listen. Stops gracefully on SIGINT/SIGTERM (graceful-stop.ts). */
async function main(): Promise<void> {
  const env = loadEnv();
  // A missing or unreachable bucket stops the start here, naming the variable, before anything is opened.
  await checkAudioStorage(env);
  const database = await createDatabase(databaseTargetFromEnv(env));
  try {
    await migrateDatabase(database);
  } catch (error) {
    await database.close();
    throw error;
  }
  const pretty = wantsPrettyLogs({ nodeEnv: env.NODE_ENV, stdoutIsTTY: process.stdout.isTTY === true });
  const { DATABASE_URL } = env;
  const app = await buildApp({
    db: database.db,
    env,
    logStream: logStream(pretty),
    // Several processes may share a PostgreSQL: a sign-out or a rights change on one reaches them all.
    viewerRevocations: DATABASE_URL
      ? (log) => createPostgresRevocations({ url: DATABASE_URL, db: database.db, log })
      : undefined,
  });

  if (database.kind === 'postgres') watchDatabasePool(database.pool);
  stopOnSignals({ app, graceS: env.SHUTDOWN_GRACE_S, closeDatabase: () => database.close() });

  // Fastify logs one "Server listening at" line per interface, 127.0.0.1 first, which is not
  // necessarily the address to open; at the default level the ready line below replaces them.
  const level = app.log.level;
  if (level === 'info') app.log.level = 'warn';
  try {
    await app.listen({ host: env.HOST, port: env.PORT });
  } catch (error) {
    app.log.fatal({ err: error }, 'could not listen');
    await app.close();
    await database.close();
    process.exit(1);
  } finally {
    app.log.level = level;
  }
  app.log.info(readyMessage(readyUrl(env, listeningPort(app)), readyParts(env)));
}

/** The port the server got, which differs from PORT when PORT is 0 (any free port). */
function listeningPort(app: FastifyInstance): number {
  const address = app.server.address();
  return typeof address === 'object' && address !== null ? address.port : 0;
}

main().catch((error: unknown) => {
  console.error(error instanceof EnvError ? error.message : error);
  process.exit(1);
});
