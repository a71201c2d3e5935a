import type { Language } from '@cardology/contract/languages';
import { messageText } from '@cardology/contract/messages/translate';
import { RESET_TOKEN_TTL_S, resetPasswordUrl } from '@cardology/contract/password';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.js';
import type { Mailer } from '../lib/mailer.js';
import { accountMailLanguage } from './mail-language.js';

/** What better-auth's reset needs to send a link: `token` is the one-time token it stored. */
type ResetRequest = { user: { id: string; email: string }; token: string };

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
  db,
}: {
  mailer: Mailer | undefined;
  publicUrl: string;
  log: FastifyBaseLogger;
  db: Db;
}) {
  const send = mailer
    ? async ({ user, token }: ResetRequest, request?: Request) => {
        // In the account's language (mail-language.ts), looked up without holding the answer up.
        accountMailLanguage(db, user.id, request)
          .then((language) =>
            mailer.send({
              to: user.email,
              subject: messageText(language, 'RESET_MAIL_SUBJECT'),
              text: resetMailText(publicUrl, token, language),
            }),
          )
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

function resetMailText(publicUrl: string, token: string, language: Language = 'en'): string {
  return messageText(language, 'RESET_MAIL_TEXT', { url: resetPasswordUrl(publicUrl, token) });
}

function errorCode(error: unknown): string {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  return typeof code === 'string' ? code : 'unknown';
}
