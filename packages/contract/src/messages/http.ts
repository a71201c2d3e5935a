// The server's own answers (Fastify's errors, 404, 500, sign-in required, better-auth's errors), kept here so they
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
  JSON_TOO_DEEP: 'Request body is nested too deeply.',
  INVALID_ORIGIN: 'Invalid origin',
  SIGN_IN_REQUIRED: 'Please sign in to continue.',
  PREMIUM_REQUIRED: 'Premium access required.',
  // better-auth's answers in our words (server/auth/error-messages.ts).
  INVALID_EMAIL_OR_PASSWORD: 'Invalid email or password',
  ACCOUNT_ALREADY_EXISTS: 'An account with this email already exists.',
  EMAIL_INVALID: 'Please enter a valid email address.',
  PASSWORD_REQUIRED: 'Please enter your password.',
  CURRENT_PASSWORD_REQUIRED: 'Please enter your current password.',
  CHECK_THE_FORM: 'Please check the form and try again.',
} as const;
