import { type Message, message } from '@cardology/contract/message';
import { EN_MESSAGES, type MessageKey } from '@cardology/contract/messages/en';

/** better-auth error codes the login and sign-up forms show, as our messages' keys. */
const MESSAGES: Readonly<Record<string, MessageKey>> = {
  INVALID_EMAIL_OR_PASSWORD: 'INVALID_EMAIL_OR_PASSWORD',
  USER_ALREADY_EXISTS: 'ACCOUNT_ALREADY_EXISTS',
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: 'ACCOUNT_ALREADY_EXISTS',
  PASSWORD_TOO_SHORT: 'PASSWORD_TOO_SHORT',
  PASSWORD_TOO_LONG: 'PASSWORD_TOO_LONG',
  INVALID_PASSWORD: 'CURRENT_PASSWORD_WRONG',
  INVALID_TOKEN: 'RESET_LINK_INVALID',
  RESET_PASSWORD_DISABLED: 'RESET_BY_ADMIN',
  INVALID_EMAIL: 'EMAIL_INVALID',
  INVALID_ORIGIN: 'INVALID_ORIGIN',
  MISSING_OR_NULL_ORIGIN: 'INVALID_ORIGIN',
};

/** better-auth's VALIDATION_ERROR names the first bad field like '[body.email] Invalid input: …'. */
const FIELD_MESSAGES: Readonly<Record<string, MessageKey>> = {
  name: 'PROFILE_NAME_REQUIRED',
  email: 'EMAIL_INVALID',
  password: 'PASSWORD_REQUIRED',
  currentPassword: 'CURRENT_PASSWORD_REQUIRED',
  newPassword: 'PASSWORD_TOO_SHORT',
  token: 'RESET_LINK_INVALID',
};

function validationMessage(text: string | undefined): MessageKey {
  const field = text ? /^\[body\.(\w+)\]/.exec(text)?.[1] : undefined;
  return (field ? FIELD_MESSAGES[field] : undefined) ?? 'CHECK_THE_FORM';
}

type AuthErrorBody = { code?: unknown; message?: unknown; [key: string]: unknown };

/** '2026-12-01 14:05 UTC': a suspension's end for a client that does not write it in the reader's own time. */
function inUtc(instant: string): string {
  return `${instant.slice(0, 16).replace('T', ' ')} UTC`;
}

/**
 * The refusal of a suspended account's sign-in (auth/suspended-sign-in.ts), by the end it carries as data.
 */
function suspendedMessage(body: AuthErrorBody): Message {
  const until = typeof body.suspended_until === 'string' ? body.suspended_until : null;
  return until ? message('ACCOUNT_SUSPENDED_UNTIL', { until: inUtc(until) }) : message('ACCOUNT_SUSPENDED');
}

/**
 * The message of a failed better-auth answer, by its code (never by better-auth's English words, which are
 * only English): a code we do not word is "Not found." for a 404, else "Bad request.".
 */
function messageOf(status: number, code: string | undefined, body: AuthErrorBody | null): Message {
  if (status >= 500) return message('INTERNAL_ERROR');
  if (code === 'BANNED_USER' && body) return suspendedMessage(body);
  if (code === 'VALIDATION_ERROR')
    return message(validationMessage(typeof body?.message === 'string' ? body.message : undefined));
  // Our own hooks (auth/user-fields.ts) refuse with one of our keys as the code.
  if (code && Object.hasOwn(EN_MESSAGES, code)) return message(code as MessageKey);
  const known = code ? MESSAGES[code] : undefined;
  return message(known ?? (status === 404 ? 'NOT_FOUND' : 'BAD_REQUEST'));
}

/**
 * The body of a failed better-auth response with an `error` field added for the web app, which reads every
 * failure as `{ error }`: a keyed message the server writes in the reader's language where it is serialised
 * (http/request-language.ts). better-auth's own `code` and `message` are kept.
 */
export function withErrorField(
  status: number,
  body: AuthErrorBody | null,
): AuthErrorBody & { error: Message } {
  const code = typeof body?.code === 'string' ? body.code : undefined;
  const error = messageOf(status, code, body);
  return status >= 500 ? { error } : { ...body, error };
}
