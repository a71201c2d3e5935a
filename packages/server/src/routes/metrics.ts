import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { httpError } from '../http/errors.js';
import { metricsRegistry } from '../metrics/registry.js';

/** Same length digests, so the comparison takes the same time whatever the caller sent. */
const digest = (text: string) => createHash('sha256').update(text).digest();

/** True when the Authorization header is `Bearer <token>`, compared in constant time. */
function bearerMatches(header: string | undefined, token: string): boolean {
  const sent = header?.startsWith('Bearer ') ? header.slice('Bearer '.length) : '';
  return timingSafeEqual(digest(sent), digest(token));
}

/**
 * GET /metrics: Prometheus text for the operator's scraper. Access 'public' in the route-access sense
 * (no session is involved; a scraper has none) but gated by its own Bearer token: unset METRICS_TOKEN
 * means no such route (the app's 404, as for any unknown path), a missing or wrong token 401, and
 * neither says anything about the figures. Registered only with a token, so the authorization matrix
 * (whose app has none) does not list it; test/metrics/metrics-route.test.ts covers its gate.
 */
export function metricsRoutes(token: string | undefined): FastifyPluginAsync {
  return async (app) => {
    if (token === undefined) return;
    app.get('/metrics', { config: { access: 'public' } }, async (request, reply) => {
      if (!bearerMatches(request.headers.authorization, token)) {
        reply.header('www-authenticate', 'Bearer');
        throw httpError(401, 'METRICS_TOKEN_REQUIRED');
      }
      const text = await metricsRegistry.metrics();
      return reply.header('cache-control', 'no-store').type(metricsRegistry.contentType).send(text);
    });
  };
}
