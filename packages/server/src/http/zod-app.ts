import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The app as a route plugin sees it (zod schemas typing each route), for plugins split into functions. */
export type ZodApp = Parameters<FastifyPluginAsyncZod>[0];
