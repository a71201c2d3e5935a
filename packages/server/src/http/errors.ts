import { type Message, type MessageVars, message } from '@cardology/contract/message';
import type { MessageKey } from '@cardology/contract/messages/en';
import { isMessageKey, textOf } from '@cardology/contract/messages/translate';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { languageOf } from './request-language.js';

/**
 * An error meant for the client, raised by its message's key and values (`throw httpError(404,
 * 'CONNECTION_NOT_FOUND')`) and written in the reader's language where it is answered (decision 044).
 * `Error.message` is the key, for logs: a key on a reader's screen would be a bug the language test finds.
 */
export class HttpError extends Error {
  override readonly name = 'HttpError';
  constructor(
    readonly statusCode: number,
    readonly raised: Message,
  ) {
    super(raised.key);
  }
}

export function httpError(statusCode: number, key: MessageKey | Message, vars?: MessageVars): HttpError {
  return new HttpError(statusCode, typeof key === 'string' ? message(key, vars) : key);
}

/** What the client sees for Fastify's own request errors (codes from fastify/lib/errors.js). */
const FASTIFY_ERRORS: Record<string, { status: number; key: MessageKey }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, key: 'MALFORMED_JSON_BODY' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, key: 'MALFORMED_JSON_BODY' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, key: 'BODY_TOO_LARGE' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, key: 'JSON_CONTENT_TYPE_REQUIRED' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, key: 'CONTENT_LENGTH_MISMATCH' },
  FST_ERR_BAD_URL: { status: 400, key: 'MALFORMED_URL' },
  FST_ERR_ASYNC_CONSTRAINT: { status: 400, key: 'BAD_REQUEST' },
};

/**
 * `{ error }` with the message written in the request's language (the stored choice, cookie, header). Written
 * here, not left to the preSerialization hook: an answer made before routing (a URL Fastify cannot decode, a
 * framework error) runs no route hooks.
 */
export function sendError(
  reply: FastifyReply,
  status: number,
  key: MessageKey | Message,
  vars?: MessageVars,
) {
  const raised = typeof key === 'string' ? message(key, vars) : key;
  const language = reply.request.language ?? languageOf(reply.request);
  return reply.code(status).send({ error: textOf(language, raised) });
}

/**
 * A zod issue's message: the schemas of the contract give each issue its message's key. zod's own default
 * (a schema without a message of ours) is only English: answered as "Invalid request." in every language.
 */
export function issueMessage(text: string | undefined): Message {
  return message(text !== undefined && isMessageKey(text) ? text : 'INVALID_REQUEST');
}

/** PostgreSQL's foreign_key_violation, on the driver's error or on the query error drizzle wraps it in. */
function isForeignKeyViolation(error: unknown): boolean {
  for (let cause = error, depth = 0; cause && depth < 3; depth += 1) {
    if ((cause as { code?: unknown }).code === '23503') return true;
    cause = (cause as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * The one error handler: every failure reaches the client as `{ error }`. Client mistakes get a 4xx
 * with a plain message; anything else is logged and answered 500 without internals.
 */
export function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof HttpError) {
    return sendError(reply, error.statusCode, error.raised);
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    return sendError(reply, 400, issueMessage(error.validation[0]?.message));
  }
  const known = error.code ? FASTIFY_ERRORS[error.code] : undefined;
  if (known) {
    return sendError(reply, known.status, known.key);
  }
  if (isResponseSerializationError(error)) {
    request.log.error({ err: error, issues: error.cause.issues }, 'response does not match its schema');
    return sendError(reply, 500, 'INTERNAL_ERROR');
  }
  const unavailable = error as { statusCode?: number; publicMessage?: unknown };
  if (
    unavailable.statusCode === 503 &&
    typeof unavailable.publicMessage === 'string' &&
    isMessageKey(unavailable.publicMessage)
  ) {
    // An outside service the request needed is down (the audio bucket): its words for the reader, the cause logged.
    request.log.error({ err: error }, 'a service the request needs is unavailable');
    return sendError(reply, 503, unavailable.publicMessage);
  }
  if (isForeignKeyViolation(error)) {
    // A row this write names went away between the checks and the insert: another request deleted it
    // (an account deleted while another tab, or another process within its viewer cache, still writes).
    request.log.info({ err: error }, 'write names a row removed meanwhile');
    return sendError(reply, 409, 'GONE_MEANWHILE');
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    // Another 4xx raised by Fastify or a plugin: its message is about the request, not our internals.
    // Fastify's own words for it are English only: the reader gets "Bad request." in their language.
    request.log.info({ err: error }, 'client error');
    return sendError(reply, status, 'BAD_REQUEST');
  }
  request.log.error({ err: error }, 'unhandled error');
  return sendError(reply, 500, 'INTERNAL_ERROR');
}
