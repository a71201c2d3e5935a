import { RESET_MAIL_SUBJECT, RESET_TOKEN_TTL_S, resetPasswordUrl } from '@cardology/contract/password';
import type { FastifyBaseLogger } from 'fastify';
import type { Mailer } from '../lib/mailer.js';

/** What better-auth's reset needs to send a link: `token` is the one-time token it stored. */
type ResetRequest = { user: { email: string }; token: string };

/**
 * better-auth's `emailAndPassword` settings for resetting a password (docs/decisions/024-accounts.md):
 * tokens work once and for RESET_TOKEN_TTL_S, a reset signs every session of the account out, and the
 * link goes by mail only when a mailer is configured (without one, better-auth refuses the request
 * and an admin issues links instead: reset-link.ts).
 *
 * The mail is sent without waiting for it, so the answer takes as long for an e-mail with no account
 * as for one with an account, and tells nobody which is which. A failure is logged without the address.
 */
export function passwordResetOptions({
  mailer,
  publicUrl,
  log,
}: {
  mailer: Mailer | undefined;
  publicUrl: string;
  log: FastifyBaseLogger;
}) {
  const send = mailer
    ? async ({ user, token }: ResetRequest) => {
        mailer
          .send({ to: user.email, subject: RESET_MAIL_SUBJECT, text: resetMailText(publicUrl, token) })
          // Only the error's code: SMTP errors quote the recipient, and addresses stay out of the logs.
          .catch((error: unknown) =>
            log.error({ code: errorCode(error) }, 'the password reset mail could not be sent'),
          );
      }
    : undefined;
  return {
    resetPasswordTokenExpiresIn: RESET_TOKEN_TTL_S,
    revokeSessionsOnPasswordReset: true,
    ...(send ? { sendResetPassword: send } : {}),
  };
}

export function resetMailText(publicUrl: string, token: string): string {
  return [
    'Someone asked to reset the password of your Cardology account.',
    '',
    'To choose a new password, open this link (it works once, within 30 minutes):',
    resetPasswordUrl(publicUrl, token),
    '',
    'If it was not you, ignore this mail: your password stays as it is.',
  ].join('\n');
}

function errorCode(error: unknown): string {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  return typeof code === 'string' ? code : 'unknown';
}
