import type { FastifyInstance } from 'fastify';
import { sharedHistogram } from './registry.js';

/** Latency buckets in seconds: from a cached read (ms) to a long assistant or narration stream (minutes). */
const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 180];

const requestDuration = sharedHistogram({
  name: 'http_request_duration_seconds',
  help: 'HTTP requests by method, route pattern and status class, from arrival to the last byte sent.',
  labelNames: ['method', 'route', 'status_class'] as const,
  buckets: BUCKETS,
});

/**
 * Counts and times every answer. The route label is the pattern the router matched
 * (`/api/connections/:id`), never the URL, so no id, token or query string reaches a label and the
 * label set stays bounded; anything unmatched is `unmatched`.
 */
export function registerHttpMetrics(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    requestDuration.observe(
      {
        method: request.method,
        route: request.is404 ? 'unmatched' : (request.routeOptions.url ?? 'unmatched'),
        status_class: `${Math.floor(reply.statusCode / 100)}xx`,
      },
      reply.elapsedTime / 1000,
    );
  });
}
