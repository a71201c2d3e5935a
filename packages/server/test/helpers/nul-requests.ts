import { FIELD_NAMES, type HostileBody, isObject } from './hostile-input.js';
import type { RouteCall } from './route-call.js';
import { type CatalogRoute, fillPath, pathParams, splitUrl } from './route-catalog.js';

/**
 * PostgreSQL text cannot hold a NUL: a query that carries one fails outright, which a route must answer
 * as bad input, never as a 500. The random fuzz reaches a NUL in any one place only now and then (it
 * found one in a reset token in the query string on its fourth clean-clone run), so these requests
 * put one in every place, one place at a time: each path parameter, each query field the API uses, and
 * each body field (the route's own and the API's), everything else left as the route's valid request.
 * `onlyOwnFields` keeps to the route's own fields and `token` (the one query field better-auth reads), for
 * routes that end the session on every request, where each request costs a new sign-in.
 */
export type NulRequest = { where: string; path: string; query: string; body: HostileBody };

/** The bad text, in a JSON string, in a path segment and in a query value (both percent-encoded). */
export type BadText = { text: string; segment: string; queryValue: string };

const NUL: BadText = { text: 'a\u0000b', segment: 'a%00b', queryValue: '%00' };

/**
 * A lone high surrogate and a lone low one (issue 22). In JSON they arrive as `\ud800` escapes; in a
 * path or a query string only as the bytes UTF-8 would give them, which Fastify keeps percent-encoded
 * (a query value) or refuses (a path): sent anyway, to show neither is a 5xx.
 */
export const LONE_SURROGATES: readonly BadText[] = [
  { text: 'N\ud800x', segment: 'N%ED%A0%80x', queryValue: 'N%ED%A0%80x' },
  { text: 'N\udc00x', segment: 'N%ED%B0%80x', queryValue: 'N%ED%B0%80x' },
];

export function nulRequests(
  route: CatalogRoute,
  valid: RouteCall | undefined,
  options: { onlyOwnFields?: boolean | undefined } = {},
): NulRequest[] {
  return badTextRequests(route, valid, NUL, options);
}

/** The route's valid request with `bad` in one place at a time: each path parameter, query field and body field. */
export function badTextRequests(
  route: CatalogRoute,
  valid: RouteCall | undefined,
  bad: BadText,
  { onlyOwnFields = false }: { onlyOwnFields?: boolean | undefined } = {},
): NulRequest[] {
  const { path: validPath, query: validQuery } = splitUrl(valid?.url ?? placeholderPath(route.url));
  const validFields = isObject(valid?.body) ? valid.body : {};
  const json = (fields: Record<string, unknown>): HostileBody =>
    route.method === 'GET' ? {} : { text: JSON.stringify(fields), contentType: 'application/json' };
  const validBody = json(validFields);
  const withQuery = (extra: string) => (validQuery ? `?${validQuery}&${extra}` : `?${extra}`);

  const inPath = pathParams(route.url).map((name) => ({
    where: `path :${name}`,
    path: fillPath(route.url, { ...paramsOf(route.url, validPath), [name]: bad.segment }),
    query: validQuery ? `?${validQuery}` : '',
    body: validBody,
  }));
  const ownQueryFields = [...new URLSearchParams(validQuery).keys(), 'token'];
  const queryFields = onlyOwnFields ? ownQueryFields : [...new Set([...ownQueryFields, ...FIELD_NAMES])];
  const inQuery = queryFields.map((field) => ({
    where: `query ${field}`,
    path: validPath,
    query: withQuery(`${field}=${bad.queryValue}`),
    body: validBody,
  }));
  const bodyFields = onlyOwnFields
    ? Object.keys(validFields)
    : [...new Set([...Object.keys(validFields), ...FIELD_NAMES])];
  const inBody =
    route.method === 'GET'
      ? []
      : bodyFields.map((field) => ({
          where: `body ${field}`,
          path: validPath,
          query: validQuery ? `?${validQuery}` : '',
          body: json({ ...validFields, [field]: bad.text }),
        }));
  return [...inPath, ...inQuery, ...inBody];
}

/** A route without a recipe: every parameter filled with a harmless value. */
function placeholderPath(pattern: string): string {
  return fillPath(pattern, Object.fromEntries(pathParams(pattern).map((name) => [name, 'x'])));
}

/** The values a concrete path gives the pattern's parameters (`/a/:id` and `/a/7` → { id: '7' }). */
function paramsOf(pattern: string, path: string): Record<string, string> {
  const names = pathParams(pattern);
  const expression = new RegExp(`^${pattern.replace(/:[A-Za-z0-9_]+/g, '([^/]*)')}$`);
  const values = expression.exec(path)?.slice(1) ?? [];
  return Object.fromEntries(names.map((name, i) => [name, values[i] ?? 'x']));
}
