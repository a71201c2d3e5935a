import type { FastifyInstance } from 'fastify';

/** Beyond the grace, how long closing the rest (voice, renderer, database) may take before exit 1. */
const CLOSE_BACKSTOP_MS = 10_000;

export type GracefulStop = {
  app: FastifyInstance;
  /** Seconds requests and streams under way may take to finish (SHUTDOWN_GRACE_S). */
  graceS: number;
  closeDatabase: () => Promise<void>;
};

/**
 * Stops on SIGTERM and SIGINT (docs/decisions/039-metrics-and-shutdown.md): readiness turns 503 and the
 * listener closes at once (app.close), requests and streams under way finish, and those still open
 * after `graceS` are cut; then the database closes and the process exits 0. A close that hangs past the
 * grace plus a backstop exits 1, so an orchestrator never waits on this process forever.
 */
export function stopOnSignals({ app, graceS, closeDatabase }: GracefulStop): void {
  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal, graceS }, 'stopping: no new connections; waiting for requests under way');
    const cut = setTimeout(() => {
      app.log.warn('shutdown grace over: cutting the requests still open');
      app.server.closeAllConnections();
    }, graceS * 1_000);
    const backstop = setTimeout(() => process.exit(1), graceS * 1_000 + CLOSE_BACKSTOP_MS);
    backstop.unref();
    try {
      await app.close();
    } catch (error) {
      app.log.error({ err: error }, 'closing the app failed');
    } finally {
      clearTimeout(cut);
      await closeDatabase();
    }
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
