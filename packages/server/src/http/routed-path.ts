import type { FastifyRequest } from 'fastify';

/**
 * The path a request was routed on, decoded: `/%61pi/me` is `/api/me`. The router decodes the URL
 * before matching, so a decision made on the raw URL could disagree with the route that runs. When
 * a route matched this is its pattern (e.g. `/api/connections/:id`), else the decoded pathname.
 */
export function routedPath(request: FastifyRequest): string {
  const route = request.routeOptions.url;
  if (route !== undefined) return route;
  const query = request.url.indexOf('?');
  const pathname = query === -1 ? request.url : request.url.slice(0, query);
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}
