import { HTTP_MESSAGES } from '@cardology/contract/messages/http';
import {
  CURRENT_PASSWORD_WRONG,
  PASSWORD_TOO_LONG,
  PASSWORD_TOO_SHORT,
  RESET_BY_ADMIN,
  RESET_LINK_INVALID,
} from '@cardology/contract/password';
import { PROFILE_NAME_REQUIRED } from '@cardology/contract/profile';

/** better-auth error codes the login and sign-up forms show, in our wording. */
const MESSAGES: Record<string, string> = {
  INVALID_EMAIL_OR_PASSWORD: HTTP_MESSAGES.INVALID_EMAIL_OR_PASSWORD,
  USER_ALREADY_EXISTS: HTTP_MESSAGES.ACCOUNT_ALREADY_EXISTS,
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: HTTP_MESSAGES.ACCOUNT_ALREADY_EXISTS,
  PASSWORD_TOO_SHORT,
  PASSWORD_TOO_LONG,
  INVALID_PASSWORD: CURRENT_PASSWORD_WRONG,
  INVALID_TOKEN: RESET_LINK_INVALID,
  RESET_PASSWORD_DISABLED: RESET_BY_ADMIN,
  INVALID_EMAIL: HTTP_MESSAGES.EMAIL_INVALID,
  INVALID_ORIGIN: HTTP_MESSAGES.INVALID_ORIGIN,
  MISSING_OR_NULL_ORIGIN: HTTP_MESSAGES.INVALID_ORIGIN,
};

/** better-auth's VALIDATION_ERROR names the first bad field like '[body.email] Invalid input: …'. */
const FIELD_MESSAGES: Record<string, string> = {
  name: PROFILE_NAME_REQUIRED,
  email: HTTP_MESSAGES.EMAIL_INVALID,
  password: HTTP_MESSAGES.PASSWORD_REQUIRED,
  currentPassword: HTTP_MESSAGES.CURRENT_PASSWORD_REQUIRED,
  newPassword: PASSWORD_TOO_SHORT,
  token: RESET_LINK_INVALID,
};

function validationMessage(message: string | undefined): string {
  const field = message ? /^\[body\.(\w+)\]/.exec(message)?.[1] : undefined;
  return (field && FIELD_MESSAGES[field]) ?? HTTP_MESSAGES.CHECK_THE_FORM;
}

type AuthErrorBody = { code?: unknown; message?: unknown; [key: string]: unknown };

/**
 * The body of a failed better-auth response with an `error` field added for the web app, which
 * reads every failure as `{ error }`. better-auth's own `code` and `message` are kept.
 */
export function withErrorField(
  status: number,
  body: AuthErrorBody | null,
): AuthErrorBody & { error: string } {
  const code = typeof body?.code === 'string' ? body.code : undefined;
  const message = typeof body?.message === 'string' && body.message !== '' ? body.message : undefined;
  if (status >= 500) return { error: 'Internal Server Error' };
  const error =
    code === 'VALIDATION_ERROR'
      ? validationMessage(message)
      : ((code && MESSAGES[code]) ?? (status === 404 ? 'Not found.' : (message ?? 'Request failed.')));
  return { ...body, error };
}
