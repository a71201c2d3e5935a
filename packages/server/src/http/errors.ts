import { HTTP_MESSAGES } from '@cardology/contract/messages/http';
import { BODY_TOO_LARGE } from '@cardology/contract/rate-limits';
import { GONE_MEANWHILE } from '@cardology/contract/request-body';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';

/** An error whose message is meant for the client: `throw httpError(400, CARDS_REQUIRED)`. */
export class HttpError extends Error {
  override readonly name = 'HttpError';
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

export function httpError(statusCode: number, message: string): HttpError {
  return new HttpError(statusCode, message);
}

export const NOT_FOUND = HTTP_MESSAGES.NOT_FOUND;
export const INTERNAL_ERROR = HTTP_MESSAGES.INTERNAL_ERROR;

/** What the client sees for Fastify's own request errors (codes from fastify/lib/errors.js). */
const FASTIFY_ERRORS: Record<string, { status: number; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: HTTP_MESSAGES.MALFORMED_JSON_BODY },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: HTTP_MESSAGES.MALFORMED_JSON_BODY },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: BODY_TOO_LARGE },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, message: HTTP_MESSAGES.JSON_CONTENT_TYPE_REQUIRED },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    status: 400,
    message: HTTP_MESSAGES.CONTENT_LENGTH_MISMATCH,
  },
  FST_ERR_BAD_URL: { status: 400, message: HTTP_MESSAGES.MALFORMED_URL },
  FST_ERR_ASYNC_CONSTRAINT: { status: 400, message: HTTP_MESSAGES.BAD_REQUEST },
};

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
    return reply.code(error.statusCode).send({ error: error.message });
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const first = error.validation[0];
    return reply.code(400).send({ error: first?.message ?? HTTP_MESSAGES.INVALID_REQUEST });
  }
  const known = error.code ? FASTIFY_ERRORS[error.code] : undefined;
  if (known) {
    return reply.code(known.status).send({ error: known.message });
  }
  if (isResponseSerializationError(error)) {
    request.log.error({ err: error, issues: error.cause.issues }, 'response does not match its schema');
    return reply.code(500).send({ error: INTERNAL_ERROR });
  }
  const unavailable = error as { statusCode?: number; publicMessage?: unknown };
  if (unavailable.statusCode === 503 && typeof unavailable.publicMessage === 'string') {
    // An outside service the request needed is down (the audio bucket): its words for the reader, the cause logged.
    request.log.error({ err: error }, 'a service the request needs is unavailable');
    return reply.code(503).send({ error: unavailable.publicMessage });
  }
  if (isForeignKeyViolation(error)) {
    // A row this write names went away between the checks and the insert: another request deleted it
    // (an account deleted while another tab, or another process within its viewer cache, still writes).
    request.log.info({ err: error }, 'write names a row removed meanwhile');
    return reply.code(409).send({ error: GONE_MEANWHILE });
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    // Another 4xx raised by Fastify or a plugin: its message is about the request, not our internals.
    request.log.info({ err: error }, 'client error');
    return reply
      .code(status)
      .send({ error: error.code?.startsWith('FST_') ? error.message : HTTP_MESSAGES.BAD_REQUEST });
  }
  request.log.error({ err: error }, 'unhandled error');
  return reply.code(500).send({ error: INTERNAL_ERROR });
}
