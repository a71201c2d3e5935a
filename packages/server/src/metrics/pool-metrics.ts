import { Gauge } from 'prom-client';
import { metricsRegistry } from './registry.js';

/** What a pg.Pool tells about itself; the gauges read it when Prometheus scrapes. */
export type PoolCounts = {
  readonly totalCount: number;
  readonly idleCount: number;
  readonly waitingCount: number;
};

let watched: PoolCounts | undefined;

function poolGauge(name: string, help: string, read: (pool: PoolCounts) => number): void {
  if (metricsRegistry.getSingleMetric(name)) return;
  new Gauge({
    name,
    help,
    registers: [metricsRegistry],
    collect() {
      if (watched) this.set(read(watched));
    },
  });
}

/**
 * Reports the PostgreSQL pool at each scrape: requests waiting for a connection (the figure that
 * rises first under load, decision 025), connections open, and idle ones. PGlite has no pool (one
 * embedded connection, queries queue inside it), so with PGlite nothing is watched and the gauges
 * are absent.
 */
export function watchDatabasePool(pool: PoolCounts): void {
  watched = pool;
  poolGauge(
    'cardology_db_pool_waiting',
    'Queries waiting for a PostgreSQL connection.',
    (p) => p.waitingCount,
  );
  poolGauge('cardology_db_pool_total', 'PostgreSQL connections open.', (p) => p.totalCount);
  poolGauge('cardology_db_pool_idle', 'PostgreSQL connections open and idle.', (p) => p.idleCount);
}
