import type { FastifyInstance, RouteOptions } from 'fastify';

/**
 * The credentials a URL can carry, declared by the route that takes them, so the log's redaction
 * (lib/log-privacy.ts) has one list and a new route cannot be missed (test/log-url-secrets.test.ts walks
 * every route and fails on an undeclared one).
 */
export type UrlSecrets = {
  /** Path parameters that are credentials: `token` of `/api/reminders/unsubscribe/:token`. */
  params?: readonly string[];
  /** Query fields that are credentials or private words: an audio link's `sig`, a search's `q`. */
  query?: readonly string[];
  /**
   * For a route that serves other endpoints behind a wildcard (better-auth's `/api/auth/*`): their full
   * patterns that carry a credential, every parameter in them secret (`/api/auth/reset-password/:token`).
   */
  paths?: readonly string[];
};

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The credentials this route's URL carries, redacted from every log line. */
    urlSecrets?: UrlSecrets;
  }
}

/** One registered route as the redaction saw it: its pattern, access, query fields and declared secrets. */
export type RouteUrlSecrets = {
  method: string;
  url: string;
  access: string | undefined;
  queryFields: readonly string[];
  secrets: { params: readonly string[]; query: readonly string[]; paths: readonly string[] };
};

const REDACTED = '[redacted]';
/** What a path segment can be made of, as it appears in a URL or a message quoting one. */
const SEGMENT = `[^/?#\\s"'\\\\]+`;
/** What a query value can be made of, likewise. */
const QUERY_VALUE = `[^&#\\s"'\\\\]+`;

/** A compiled secret path: matches the pattern anywhere in a text; the listed groups are the secrets. */
type SecretPath = { pattern: RegExp; groupCount: number; secretGroups: ReadonlySet<number> };

/**
 * The process's one list, gathered from every route registered (each app adds the same declarations, so
 * test files that build several apps share it). A Map by pattern: a second app adds nothing new.
 */
const secretPaths = new Map<string, SecretPath>();
const secretQueryFields = new Set<string>();
let secretQuery: RegExp | undefined;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * `/api/calendar/feed/:file` with `file` secret → a pattern whose groups are each literal run and each
 * parameter; a parameter must be a whole segment, or the declaration is refused when the app starts.
 */
function compile(url: string, secret: (param: string) => boolean): SecretPath {
  const groups: string[] = [];
  const secretGroups = new Set<number>();
  let literal = '';
  for (const segment of url.split('/')) {
    const param = /^:([A-Za-z0-9_]+)$/.exec(segment)?.[1];
    if (segment.includes(':') && !param)
      throw new Error(`urlSecrets: a parameter must be a whole path segment (${url})`);
    if (param === undefined) {
      literal += `${segment}/`;
      continue;
    }
    groups.push(`(${escapeRegExp(literal)})`, `(${SEGMENT})`);
    if (secret(param)) secretGroups.add(groups.length);
    literal = '/';
  }
  if (secretGroups.size === 0) throw new Error(`urlSecrets: ${url} declares no secret parameter`);
  return { pattern: new RegExp(groups.join(''), 'g'), groupCount: groups.length, secretGroups };
}

function learnPath(url: string, secret: (param: string) => boolean): void {
  const key = `${url} ${url.split('/').filter((segment) => segment.startsWith(':') && secret(segment.slice(1)))}`;
  if (!secretPaths.has(key)) secretPaths.set(key, compile(url, secret));
}

/** Adds one route's declaration to the list; refuses one that names a parameter its pattern lacks. */
function learn(url: string, secrets: UrlSecrets): void {
  const params = secrets.params ?? [];
  for (const param of params) {
    if (!url.split('/').includes(`:${param}`))
      throw new Error(`urlSecrets: ${url} has no path parameter :${param}`);
  }
  if (params.length > 0) learnPath(url, (param) => params.includes(param));
  for (const path of secrets.paths ?? []) learnPath(path, () => true);
  const fields = secrets.query ?? [];
  if (fields.some((field) => !secretQueryFields.has(field))) {
    for (const field of fields) secretQueryFields.add(field);
    secretQuery = new RegExp(
      `([?&](?:${[...secretQueryFields].map(escapeRegExp).join('|')})=)${QUERY_VALUE}`,
      'g',
    );
  }
}

/** A text with every declared credential a URL in it could carry redacted (request lines, error texts). */
export function withoutUrlSecrets(text: string): string {
  let out = text;
  for (const { pattern, groupCount, secretGroups } of secretPaths.values()) {
    out = out.replace(pattern, (...match: unknown[]) =>
      (match.slice(1, 1 + groupCount) as string[])
        .map((group, index) => (secretGroups.has(index + 1) ? REDACTED : group))
        .join(''),
    );
  }
  return secretQuery ? out.replace(secretQuery, `$1${REDACTED}`) : out;
}

/**
 * A matched request's path with its route's secret parameters redacted by position, whatever their
 * encoding (`/%61pi/reminders/unsubscribe/<token>` runs the same route as the plain path).
 */
export function withoutRouteSecrets(
  path: string,
  routeUrl: string | undefined,
  secrets: UrlSecrets | undefined,
): string {
  const params = secrets?.params ?? [];
  if (!routeUrl || params.length === 0) return path;
  const pattern = routeUrl.split('/');
  const segments = path.split('/');
  const isSecret = (segment: string | undefined) =>
    segment?.startsWith(':') && params.includes(segment.slice(1));
  // Segments that do not line up (an encoded slash): the pattern itself, its secrets redacted.
  if (segments.length !== pattern.length)
    return pattern.map((segment) => (isSecret(segment) ? REDACTED : segment)).join('/');
  return segments.map((segment, index) => (isSecret(pattern[index]) ? REDACTED : segment)).join('/');
}

/** The field names of a route's query schema (a zod object), for the test that finds undeclared secrets. */
function queryFieldsOf(route: RouteOptions): string[] {
  const schema = route.schema?.querystring as { shape?: Record<string, unknown> } | undefined;
  return Object.keys(schema?.shape ?? {});
}

const routesByApp = new WeakMap<FastifyInstance, RouteUrlSecrets[]>();

/**
 * Learns each route's declared secrets as it is registered (before any request can be logged), and keeps
 * every route of this app with what it declared, for urlSecretRoutes.
 */
export function registerUrlSecrets(app: FastifyInstance): void {
  const seen: RouteUrlSecrets[] = [];
  routesByApp.set(app, seen);
  app.addHook('onRoute', (route) => {
    const secrets = route.config?.urlSecrets ?? {};
    learn(route.url, secrets);
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods.filter((name) => name !== 'HEAD')) {
      seen.push({
        method,
        url: route.url,
        access: route.config?.access,
        queryFields: queryFieldsOf(route),
        secrets: { params: secrets.params ?? [], query: secrets.query ?? [], paths: secrets.paths ?? [] },
      });
    }
  });
}

/** Every route of an app with the URL secrets it declares (test/log-url-secrets.test.ts). */
export function urlSecretRoutes(app: FastifyInstance): readonly RouteUrlSecrets[] {
  return routesByApp.get(app) ?? [];
}
