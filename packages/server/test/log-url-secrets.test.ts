// Issue 31 item 4: unsubscribe tokens reached the request log, because the redaction kept its own list
// (feed and reset tokens) apart from the routes. Now each route declares the credentials its URL carries
// (config.urlSecrets) and the redaction is built from those declarations; this test walks the app's
// registered routes and better-auth's endpoints, so a new route with a credential in its URL cannot be
// left out, and checks every declared one stays out of the log of a request that carried it.
import { beforeAll, describe, expect, it } from 'vitest';
import { AUTH_BASE_PATH } from '../src/auth/auth.js';
import { type RouteUrlSecrets, urlSecretRoutes } from '../src/lib/url-secrets.js';
import { ORIGIN } from './helpers/app.js';
import { fillPath, pathParams } from './helpers/route-catalog.js';
import { useTestApp } from './helpers/test-app.js';

const lines: string[] = [];
const suite = useTestApp({ env: { LOG_LEVEL: 'info' }, logStream: { write: (line) => lines.push(line) } });

/** A name that says the value is a credential: a token, a signature, a key, a one-time code. */
const CREDENTIAL_NAME = /token|secret|sig|key|code|state|password|hash/i;

type Endpoint = { path?: string; options?: { query?: ZodLike } };
type ZodLike = { shape?: Record<string, unknown>; unwrap?: () => ZodLike };

/** The field names of a query schema (a zod object, or an optional one). */
function queryFields(schema: ZodLike | undefined): string[] {
  const object = schema?.shape ? schema : schema?.unwrap?.();
  return Object.keys(object?.shape ?? {});
}

let routes: readonly RouteUrlSecrets[];
beforeAll(async () => {
  await suite.app.ready();
  routes = urlSecretRoutes(suite.app);
});

const AUTH_MOUNT = `${AUTH_BASE_PATH}/*`;
const mount = () => routes.find((route) => route.url === AUTH_MOUNT);

describe('the credentials in URLs, declared by the routes that take them', () => {
  it('walks the routes: the feed, the unsubscribe link, the audio link and the auth mount are there', () => {
    const urls = routes.map((route) => route.url);
    for (const url of [
      '/api/calendar/feed/:file',
      '/api/reminders/unsubscribe/:token',
      '/api/audio/:file',
      AUTH_MOUNT,
    ])
      expect(urls).toContain(url);
    expect(routes.length).toBeGreaterThan(50);
  });

  it('each public route’s path parameter (its only key) and each credential-named one is declared', () => {
    const missing: string[] = [];
    for (const route of routes) {
      if (route.url === AUTH_MOUNT) continue;
      for (const param of pathParams(route.url)) {
        const credential = route.access === 'public' || CREDENTIAL_NAME.test(param);
        if (credential && !route.secrets.params.includes(param)) missing.push(`${route.url} :${param}`);
      }
      for (const field of route.queryFields) {
        if (CREDENTIAL_NAME.test(field) && !route.secrets.query.includes(field))
          missing.push(`${route.url} ?${field}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('each better-auth endpoint’s credential in its path or query is declared on the auth mount', () => {
    const declared = mount()?.secrets;
    const missing: string[] = [];
    const endpoints = Object.values(suite.app.auth.api as unknown as Record<string, Endpoint>);
    for (const endpoint of endpoints) {
      if (!endpoint.path) continue;
      const path = `${AUTH_BASE_PATH}${endpoint.path}`;
      const secretParams = pathParams(path).filter((param) => CREDENTIAL_NAME.test(param));
      if (secretParams.length > 0 && !declared?.paths.includes(path)) missing.push(path);
      for (const field of queryFields(endpoint.options?.query)) {
        if (CREDENTIAL_NAME.test(field) && !declared?.query.includes(field))
          missing.push(`${path} ?${field}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('keeps each declared credential out of the log of a request that carried it', async () => {
    lines.length = 0;
    const sent: string[] = [];
    const marker = (name: string) => {
      const value = `Cr3d${name}${'x'.repeat(36)}${sent.length}`;
      sent.push(value);
      return value;
    };
    const urls: string[] = [];
    for (const route of routes) {
      const { params, query, paths } = route.secrets;
      // Each declared parameter gets a recognisable value; any other parameter an ordinary one.
      const fill = (pattern: string) =>
        fillPath(
          pattern,
          Object.fromEntries(
            pathParams(pattern).map((name) => [
              name,
              params.includes(name) || pattern !== route.url ? marker(name) : 'x',
            ]),
          ),
        );
      if (params.length > 0) urls.push(fill(route.url));
      for (const pattern of paths) urls.push(fill(pattern));
      const base = route.url === AUTH_MOUNT ? `${AUTH_BASE_PATH}/verify-email` : fill(route.url);
      for (const field of query) urls.push(`${base}?${field}=${marker(field)}`);
    }
    expect(urls.some((url) => url.startsWith('/api/reminders/unsubscribe/'))).toBe(true);
    // The same route by an encoded path: redacted by the route's own pattern, not by matching the text.
    urls.push(
      `/%61pi/reminders/unsubscribe/${marker('token')}`,
      `/api/reminders/%75nsubscribe/${marker('token')}`,
    );
    for (const url of urls) {
      for (const method of ['GET', 'POST'] as const) {
        const answer = await suite.app.inject({ method, url, headers: { origin: ORIGIN } });
        expect(answer.statusCode, `${method} ${url}`).toBeLessThan(500);
      }
    }
    const log = lines.join('');
    expect(log).toContain('/api/reminders/unsubscribe/[redacted]');
    for (const value of sent) expect(log, `the log holds ${value}`).not.toContain(value);
  });
});
