import { ACCOUNT_EXISTS_MAIL_SUBJECT, CONFIRM_MAIL_SUBJECT } from '@cardology/contract/sign-up';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.js';
import type { Mail, Mailer } from '../lib/mailer.js';
import { countHits } from '../services/rate-counters.js';
import { accountHash } from './device-cookie.js';

/** Account mails (confirmation, "someone used your address") one recipient may get per window. */
export type AccountMailLimit = { perRecipient: number; windowS: number };

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
      onExistingUserSignUp: async ({ user }: { user: { email: string } }) =>
        send({
          to: user.email,
          subject: ACCOUNT_EXISTS_MAIL_SUBJECT,
          text: accountExistsText(deps.publicUrl),
        }),
    },
    emailVerification: {
      sendOnSignUp: true,
      // A person who lost the first mail gets another by signing in with the password they chose.
      sendOnSignIn: true,
      autoSignInAfterVerification: true,
      expiresIn: 24 * 3600,
      sendVerificationEmail: async ({ user, url }: { user: { email: string }; url: string }) =>
        send({ to: user.email, subject: CONFIRM_MAIL_SUBJECT, text: confirmText(url) }),
    },
  };
}

/** Sends in the background after counting the recipient; over budget it sends nothing. Logs no address. */
function budgetedSender({ mailer, log, db, limit, now }: SignUpMailDeps) {
  return (mail: Mail) => {
    const key = `account-mail:${accountHash(mail.to)}`;
    countHits(db, key, 1, limit.windowS * 1000, now().getTime())
      .then(({ count }) => (count > limit.perRecipient ? undefined : mailer.send(mail)))
      .catch((error: unknown) => log.error({ code: errorCode(error) }, 'an account mail could not be sent'));
  };
}

export function confirmText(url: string): string {
  return [
    'Someone (we hope you) created a Cardology account with this address.',
    '',
    'To confirm it and sign in, open this link (it works for 24 hours):',
    url,
    '',
    'If it was not you, ignore this mail: no account is opened without it.',
  ].join('\n');
}

export function accountExistsText(publicUrl: string): string {
  return [
    'Someone tried to create a Cardology account with your address, which already has one.',
    '',
    `If it was you, sign in instead at ${publicUrl}/login, or reset your password there if you forgot it.`,
    'If it was not you, ignore this mail: nothing about your account changed.',
  ].join('\n');
}

function errorCode(error: unknown): string {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  return typeof code === 'string' ? code : 'unknown';
}
