import type { FastifyRequest } from 'fastify';
import { withoutRouteSecrets, withoutUrlSecrets } from './url-secrets.js';

/**
 * What the server's log may say about a request and an error (docs/decisions/027-privacy.md): never a
 * name, birthdate or e-mail. Request bodies are never logged; what could still carry them is handled
 * here once, for every log line:
 * - e-mail addresses in messages (better-auth names the address of a second sign-up);
 * - a request's query string (an admin's user search, a reset link's `token`, an audio link's `sig`): the
 *   logged URL is the path; a journal search's `q=` is redacted too where an error quotes a URL;
 * - the credentials URLs carry (a calendar feed's token, a password-reset or unsubscribe link's token, an
 *   audio link's `sig`: the database keeps only their hashes, so the log must not be the weakest copy), in
 *   request lines and error texts: each route declares its own (config.urlSecrets, lib/url-secrets.ts),
 *   and that one list is what is redacted;
 * - a failed query's parameters (drizzle puts them in its message: "params: Ada,1990-05-17"), the
 *   value PostgreSQL quotes when it cannot read it ('invalid input syntax for type date: "…"', 'date/time field
 *   value out of range: "…"') and its
 *   `detail` ("Key (email)=(…) already exists"), in the error and every cause under it.
 */

const REDACTED = '[redacted]';

/**
 * The request line: method and path, without the query string and without a secret path segment (by its
 * matched route's declaration, whatever the encoding, and by every route's pattern for one that matched none).
 */
export function requestForLog(request: FastifyRequest) {
  const queryAt = request.url.indexOf('?');
  const path = queryAt === -1 ? request.url : request.url.slice(0, queryAt);
  const route = request.routeOptions as FastifyRequest['routeOptions'] | undefined;
  return {
    method: request.method,
    url: withoutUrlSecrets(withoutRouteSecrets(path, route?.url, route?.config?.urlSecrets)),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** Fields of a database error that quote the row or the statement's values. */
const VALUE_FIELDS = new Set(['params', 'parameters', 'detail', 'where', 'query']);

/** Anything shaped like an e-mail address. */
const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g;

/** A message with every e-mail address in it redacted (better-auth writes "…existing email: <address>"). */
export const withoutEmails = (text: string) => text.replace(EMAIL, REDACTED);

/**
 * drizzle's "params: …" line, PostgreSQL's quoted unreadable or out-of-range value ('date/time field value out
 * of range: "0000-05-17"' quoted a date computed from a birthdate, issue 31), any e-mail address and URL secret.
 */
function scrubText(text: string): string {
  return withoutUrlSecrets(withoutEmails(text))
    .replace(/^params: .*$/gm, `params: ${REDACTED}`)
    .replace(/(invalid input (?:syntax|value) for[^:"\n]*): "(?:[^"\\\n]|\\.)*"/g, `$1: ${REDACTED}`)
    .replace(/(out of range[^:"\n]*): "(?:[^"\\\n]|\\.)*"/g, `$1: ${REDACTED}`);
}

type LoggedError = { [key: string]: unknown; type: string; message: string; stack: string };

/** How deep a chain of causes is followed (drizzle's error → the driver's error → …). */
const MAX_CAUSES = 5;

/**
 * What pino's own error serializer writes (type, message, stack, the error's own fields, its cause),
 * with every value a failed query could quote redacted.
 */
function serialize(error: Error, depth: number): LoggedError {
  const out: LoggedError = {
    type: error.constructor?.name ?? 'Error',
    message: scrubText(error.message),
    stack: scrubText(error.stack ?? ''),
  };
  const fields = { ...(error as unknown as Record<string, unknown>) };
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined || key === 'cause' || key === 'message' || key === 'stack') continue;
    if (VALUE_FIELDS.has(key)) out[key] = REDACTED;
    else out[key] = typeof value === 'string' ? scrubText(value) : value;
  }
  const { cause } = error;
  if (cause instanceof Error && depth < MAX_CAUSES) out.cause = serialize(cause, depth + 1);
  else if (typeof cause === 'string') out.cause = scrubText(cause);
  return out;
}

/** The `err` of a log line. */
export const errorForLog = (error: Error): LoggedError => serialize(error, 0);

/** The serializers Fastify's logger uses for `req` and `err` on every line. */
export const privateLogSerializers = { req: requestForLog, err: errorForLog };
