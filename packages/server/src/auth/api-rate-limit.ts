import { apiRateLimitMessage } from '@cardology/contract/rate-limits';
import rateLimit, { type FastifyRateLimitStore, type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/client.js';
import { httpError } from '../http/errors.js';
import { createBatchedCounter } from '../services/batched-counters.js';
import { AUTH_BASE_PATH } from './auth.js';

export type ApiRateLimitOptions = { db: Db; clock: () => Date; max: number; windowS: number };

const API_PREFIX = '/api/';
/** Outside the limit: a load balancer's health probes, and better-auth's routes, which have their own limits. */
const HEALTH_ROUTES: ReadonlySet<string> = new Set(['/api/health', '/api/health/live', '/api/health/ready']);
const AUTH_ROUTE = `${AUTH_BASE_PATH}/*`;
/** better-auth's session read, which the web app makes like any API call and so counts like one. */
const SESSION_READ_PATH = `${AUTH_BASE_PATH}/get-session`;

/** Decided by the route that matched (however the URL was spelled), or by the URL when none did (a 404). */
function isExempt(request: FastifyRequest): boolean {
  const route = request.routeOptions.url;
  if (!(route ?? request.url).startsWith(API_PREFIX)) return true; // the web app's pages and files
  if (route !== undefined && HEALTH_ROUTES.has(route)) return true;
  return route === AUTH_ROUTE && new URL(request.url, 'http://localhost').pathname !== SESSION_READ_PATH;
}

/**
 * @fastify/rate-limit's counters shared through the rate_counters table instead of kept in one process's
 * memory, so every server process on one database counts an address together (batched-counters.ts).
 */
function databaseStore(db: Db, clock: () => Date): FastifyRateLimitStoreCtor {
  const counter = createBatchedCounter(db);
  return class DatabaseRateLimitStore implements FastifyRateLimitStore {
    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ) {
      const now = clock().getTime();
      counter.hit(`api:${key}`, timeWindow, now).then(
        ({ count, resetAt }) => callback(null, { current: count, ttl: resetAt - now }),
        (error: Error) => callback(error),
      );
    }

    child(): FastifyRateLimitStore {
      return this;
    }
  };
}

/**
 * The per-address limit on the app's own routes (docs/decisions/023-abuse-limits.md): `max` requests per
 * `windowS` seconds from one client address (an IPv6 address counts by its /64, as the plugin does),
 * answered beyond with 429, the wait in words, Retry-After and the RateLimit-* headers. An app-wide
 * onRequest hook, so it runs before the origin and access checks: a flood of refused or anonymous requests
 * is counted too (the plugin's per-route hooks would run after them). Call it before those hooks are added.
 */
export async function registerApiRateLimit(
  app: FastifyInstance,
  options: ApiRateLimitOptions,
): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    hook: 'onRequest',
    store: databaseStore(options.db, options.clock),
    enableDraftSpec: true,
    errorResponseBuilder: (_request, context) => httpError(429, apiRateLimitMessage(context.ttl / 1000)),
  });
  app.addHook(
    'onRequest',
    app.rateLimit({ max: options.max, timeWindow: options.windowS * 1000, allowList: isExempt }),
  );
}
