import { errorBody } from '@cardology/contract/error-body';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readiness } from '../services/readiness.js';

const ok = z.object({ ok: z.literal(true) });

/**
 * Health for the start script, e2e tests, load balancers and orchestrators
 * (docs/decisions/039-metrics-and-shutdown.md):
 * - /api/health/live: the process answers (no database), for a liveness probe that restarts a stuck process;
 * - /api/health/ready: the database answers within a short bound, every migration is applied, and the
 *   server is not stopping; else 503 with the reason, for a load balancer to send traffic elsewhere;
 * - /api/health: the database answers (kept as it was for the scripts and tests that wait on it).
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  let stopping = false;
  // preClose runs as soon as app.close() is called (SIGTERM), before the listener and requests wind down.
  app.addHook('preClose', async () => {
    stopping = true;
  });

  app.get('/api/health', { config: { access: 'public' }, schema: { response: { 200: ok } } }, async () => {
    await app.db.execute(sql`SELECT 1`);
    return { ok: true as const };
  });

  app.get(
    '/api/health/live',
    { config: { access: 'public' }, schema: { response: { 200: ok } } },
    async () => ({
      ok: true as const,
    }),
  );

  app.get(
    '/api/health/ready',
    { config: { access: 'public' }, schema: { response: { 200: ok, 503: errorBody } } },
    async (_request, reply) => {
      const reason = stopping ? 'Not ready: the server is stopping.' : await readiness(app.db);
      if (reason === null) return { ok: true as const };
      return reply.code(503).send({ error: reason });
    },
  );
};
