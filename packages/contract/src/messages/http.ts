// The server's own answers to malformed requests and failures (Fastify's errors, 404, 500), kept here so they
// are keyed and translated with every other message.
export const HTTP_MESSAGES = {
  NOT_FOUND: 'Not found.',
  INTERNAL_ERROR: 'Internal Server Error',
  INVALID_REQUEST: 'Invalid request.',
  BAD_REQUEST: 'Bad request.',
  MALFORMED_JSON_BODY: 'Malformed JSON body.',
  JSON_CONTENT_TYPE_REQUIRED: 'Content-Type must be application/json.',
  CONTENT_LENGTH_MISMATCH: 'Request body length does not match Content-Length.',
  MALFORMED_URL: 'Malformed URL.',
} as const;
