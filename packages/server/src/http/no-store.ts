import type { FastifyInstance } from 'fastify';
import { isApiPath } from './origin-check.js';
import { routedPath } from './routed-path.js';

/**
 * `Cache-Control: no-store` on every /api response, so no browser or shared cache keeps one user's
 * answers (profile, people, readings) for another or after sign-out. Set before the route runs, so
 * a route whose answer may be kept sets its own header instead.
 */
export function registerApiNoStore(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    if (isApiPath(routedPath(request))) reply.header('cache-control', 'no-store');
    done();
  });
}
