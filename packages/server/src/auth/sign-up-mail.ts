import type { Language } from '@cardology/contract/languages';
import { messageText } from '@cardology/contract/messages/translate';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.js';
import type { Mail, Mailer } from '../lib/mailer.js';
import { countHits } from '../services/rate-counters.js';
import { accountHash } from './device-cookie.js';
import { accountMailLanguage } from './mail-language.js';

/** Account mails (confirmation, "someone used your address") one recipient may get per window. */
type AccountMailLimit = { perRecipient: number; windowS: number };

type SignUpMailDeps = {
  mailer: Mailer;
  publicUrl: string;
  log: FastifyBaseLogger;
  db: Db;
  limit: AccountMailLimit;
  now: () => Date;
};

/**
 * better-auth's settings for signing up when the server sends mail (docs/decisions/032-throttling-and-mail.md):
 * a new account must confirm its address before it can sign in (the link signs it in), and a sign-up with
 * an address that has an account is answered exactly like one without and mails the owner instead. The
 * mails go without waiting, within a budget per recipient, so that neither the answer nor its time says
 * which case it was, and nobody can flood an address through this form.
 */
export function signUpMailOptions(deps: SignUpMailDeps) {
  const send = budgetedSender(deps);
  return {
    emailAndPassword: {
      requireEmailVerification: true,
      onExistingUserSignUp: async ({ user }: { user: { id: string; email: string } }, request?: Request) =>
        send(user, request, (language) => ({
          subject: messageText(language, 'ACCOUNT_EXISTS_MAIL_SUBJECT'),
          text: accountExistsText(deps.publicUrl, language),
        })),
    },
    emailVerification: {
      sendOnSignUp: true,
      // A person who lost the first mail gets another by signing in with the password they chose.
      sendOnSignIn: true,
      autoSignInAfterVerification: true,
      expiresIn: 24 * 3600,
      sendVerificationEmail: async (
        { user, url }: { user: { id: string; email: string }; url: string },
        request?: Request,
      ) =>
        send(user, request, (language) => ({
          subject: messageText(language, 'CONFIRM_MAIL_SUBJECT'),
          text: confirmText(url, language),
        })),
    },
  };
}

/**
 * Sends in the background after counting the recipient, in the account's language (mail-language.ts); over
 * budget it sends nothing. Logs no address.
 */
function budgetedSender({ mailer, log, db, limit, now }: SignUpMailDeps) {
  return (
    user: { id: string; email: string },
    request: Request | undefined,
    write: (language: Language) => Pick<Mail, 'subject' | 'text'>,
  ) => {
    const key = `account-mail:${accountHash(user.email)}`;
    countHits(db, key, 1, limit.windowS * 1000, now().getTime())
      .then(async ({ count }) => {
        if (count > limit.perRecipient) return;
        const language = await accountMailLanguage(db, user.id, request);
        await mailer.send({ to: user.email, ...write(language) });
      })
      .catch((error: unknown) => log.error({ code: errorCode(error) }, 'an account mail could not be sent'));
  };
}

function confirmText(url: string, language: Language = 'en'): string {
  return messageText(language, 'CONFIRM_MAIL_TEXT', { url });
}

function accountExistsText(publicUrl: string, language: Language = 'en'): string {
  return messageText(language, 'ACCOUNT_EXISTS_MAIL_TEXT', { publicUrl });
}

function errorCode(error: unknown): string {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  return typeof code === 'string' ? code : 'unknown';
}
