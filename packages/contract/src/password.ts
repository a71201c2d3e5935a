// Passwords: changing one on /profile, resetting a forgotten one (by e-mail, or through a link an admin
// issues), and the length rule every password form checks before the server does
// (docs/decisions/024-accounts.md). The product names none of these words, so they are ours. No zod here:
// /login imports this file, and its page stays free of zod; the schemas are in password-wire.ts.
import type { MessageKey } from './message.js';

/** better-auth's minimum, which the server configures; forms check it before a round trip. */
export const MIN_PASSWORD_LENGTH = 8;
/** better-auth's maximum. */
export const MAX_PASSWORD_LENGTH = 128;
/** How long a reset link works, in seconds; it also works only once. */
export const RESET_TOKEN_TTL_S = 30 * 60;
/** The page a reset link opens; its `token` query parameter is the one-time token. */
export const RESET_PASSWORD_PATH = '/reset-password';

export const PASSWORD_TOO_SHORT = `Password must be at least ${MIN_PASSWORD_LENGTH} characters.`;
export const PASSWORD_TOO_LONG = `Password must be at most ${MAX_PASSWORD_LENGTH} characters.`;
export const PASSWORDS_DO_NOT_MATCH = 'The two new passwords do not match.';
export const CURRENT_PASSWORD_WRONG = 'Your current password is not correct.';
export const PASSWORD_CHANGED = 'Password changed. Your other devices have been signed out.';

/** The same answer whether or not an account has this e-mail, so the form tells nobody who has one. */
export const RESET_LINK_SENT =
  'If an account uses this email, a link to reset its password is on its way. The link works once, within 30 minutes.';
/** /forgot-password on a server that cannot send e-mail. */
export const RESET_BY_ADMIN =
  'This server does not send email. Please ask an administrator for a password reset link.';
export const RESET_LINK_INVALID = 'This reset link is invalid, used or expired. Please ask for a new one.';
export const PASSWORD_RESET_DONE = 'Your password has been reset. Please sign in with your new password.';
export const RESET_MAIL_SUBJECT = 'Reset your Cardology password';

/**
 * The message a new password and its confirmation deserve, or null when they are fine: the rule of
 * password-wire.ts's `newPassword` in plain code, so a form can check it without zod.
 */
export function newPasswordProblem(password: string, confirmation: string): MessageKey | null {
  if (password.length < MIN_PASSWORD_LENGTH) return 'PASSWORD_TOO_SHORT';
  if (password.length > MAX_PASSWORD_LENGTH) return 'PASSWORD_TOO_LONG';
  return password === confirmation ? null : 'PASSWORDS_DO_NOT_MATCH';
}

/** The link a reset token opens, on the app's public address. */
export function resetPasswordUrl(publicUrl: string, token: string): string {
  const url = new URL(RESET_PASSWORD_PATH, publicUrl);
  url.searchParams.set('token', token);
  return url.href;
}
