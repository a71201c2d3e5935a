import { randomUUID } from 'node:crypto';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '@cardology/contract/password';
import { type BetterAuthOptions, betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { admin } from 'better-auth/plugins/admin';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.js';
import { authSchema } from '../db/schema.js';
import type { Env } from '../env.js';
import { trustedOrigins } from '../http/trusted-origins.js';
import { errorForLog, withoutEmails } from '../lib/log-privacy.js';
import type { Mailer } from '../lib/mailer.js';
import { setUpNewAccount } from '../services/account-setup.js';
import { queuedPasswordHashing } from './password-hashing.js';
import { afterAuthEndpoint, beforeAuthEndpoint } from './password-hooks.js';
import { passwordResetOptions } from './password-reset.js';
import { SESSION_IDLE_S, SESSION_UPDATE_AGE_S } from './session-lifetime.js';
import { signUpMailOptions } from './sign-up-mail.js';
import { refuseSuspendedSignIn } from './suspended-sign-in.js';
import { checkUserFields } from './user-fields.js';

export const AUTH_BASE_PATH = '/api/auth';
/** Cookies are named `cardology.session_token` (`__Secure-cardology.session_token` when Secure). */
const COOKIE_PREFIX = 'cardology';

/** Cookies are Secure (and `__Secure-`) in production and whenever the app is served over https. */
export function secureCookies(env: Pick<Env, 'NODE_ENV' | 'PUBLIC_URL'>): boolean {
  return env.NODE_ENV === 'production' || env.PUBLIC_URL.startsWith('https:');
}

export type AuthDeps = {
  db: Db;
  env: Env;
  secret: string;
  log: FastifyBaseLogger;
  /** The app's clock, for the sessions' absolute cap. */
  now: () => Date;
  /** Sends password reset links; without one, admins issue them (reset-link.ts). */
  mailer?: Mailer | undefined;
  /**
   * Told the owner of every session deleted (sign-out, password change or reset, the absolute cap,
   * revoked sessions, a deleted account) before the answer is sent, so every process's access check
   * forgets that user's sessions at once.
   */
  onSessionEnded: (userId: string) => Promise<void>;
};

/**
 * better-auth: email + password accounts, sessions in the database, the admin plugin (user.role; its
 * endpoints refused). New ids (users, sessions, accounts) are UUIDs.
 * Rate limiting and the origin check are switched on explicitly, since better-auth turns them off
 * outside production (the origin check even under test).
 */
export function createAuth({ db, env, secret, log, now, mailer, onSessionEnded }: AuthDeps) {
  const authAttempts = { window: env.AUTH_RATE_LIMIT_WINDOW_S, max: env.AUTH_RATE_LIMIT_MAX };
  // With mail, new accounts confirm their address and sign-up tells nobody which addresses are taken.
  const signUpMail = mailer
    ? signUpMailOptions({
        mailer,
        publicUrl: env.PUBLIC_URL,
        log,
        db,
        limit: { perRecipient: env.RESET_MAILS_PER_RECIPIENT, windowS: env.RESET_MAIL_WINDOW_S },
        now,
      })
    : undefined;
  return betterAuth({
    appName: 'Cardology',
    baseURL: env.PUBLIC_URL,
    basePath: AUTH_BASE_PATH,
    secret,
    database: drizzleAdapter(db, { provider: 'pg', schema: authSchema }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: MAX_PASSWORD_LENGTH,
      autoSignIn: true,
      password: queuedPasswordHashing(),
      ...passwordResetOptions({ mailer, publicUrl: env.PUBLIC_URL, log, db }),
      ...signUpMail?.emailAndPassword,
    },
    ...(signUpMail ? { emailVerification: signUpMail.emailVerification } : {}),
    // Sessions slide while used, and end after SESSION_MAX_AGE_DAYS in any case (viewer.ts, password-hooks.ts).
    session: { expiresIn: SESSION_IDLE_S, updateAge: SESSION_UPDATE_AGE_S },
    // Reset tokens are kept as SHA-256 hashes: whoever reads the table (a leaked backup) gets no working
    // link. better-auth hashes the token it is handed the same way to find the row.
    verification: { storeIdentifier: 'hashed' },
    // A suspended account's sign-in is refused by the plugin, in our words (suspended-sign-in.ts).
    plugins: [admin({ bannedUserMessage: refuseSuspendedSignIn })],
    hooks: {
      before: beforeAuthEndpoint,
      after: afterAuthEndpoint({ maxAgeDays: env.SESSION_MAX_AGE_DAYS, now }),
    },
    trustedOrigins: trustedOrigins(env),
    rateLimit: rateLimitOptions(authAttempts),
    advanced: {
      cookiePrefix: COOKIE_PREFIX,
      useSecureCookies: secureCookies(env),
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
      disableOriginCheck: false,
      disableCSRFCheck: false,
      // The mount overwrites x-forwarded-for with Fastify's request.ip, so it is the real client address.
      ipAddress: { ipAddressHeaders: ['x-forwarded-for'] },
      database: { generateId: () => randomUUID() },
    },
    databaseHooks: databaseHooks({ db, onSessionEnded, confirmsEmail: signUpMail !== undefined }),
    telemetry: { enabled: false },
    logger: authLogger(log),
  });
}

export type Auth = ReturnType<typeof createAuth>;

/**
 * In the database so the limit holds across server processes. Sign-in, sign-up, password change and reset
 * requests share the tight allowance; session reads are not attempts.
 */
function rateLimitOptions(authAttempts: { window: number; max: number }): BetterAuthOptions['rateLimit'] {
  return {
    enabled: true,
    storage: 'database',
    window: 60,
    max: 100,
    customRules: {
      '/sign-in/email': authAttempts,
      '/sign-up/email': authAttempts,
      // A guess at the current password, like a sign-in.
      '/change-password': authAttempts,
      // Each request may send a mail: as few as sign-in attempts.
      '/request-password-reset': authAttempts,
      // Session reads are not attempts: the app's API limit counts them instead (api-rate-limit.ts).
      '/get-session': false,
    },
  };
}

/**
 * Every ended session is announced (so each process forgets it); a new user's fields are checked, its
 * address confirmed at once when there is no mail to confirm it by, and its account set up.
 */
function databaseHooks({
  db,
  onSessionEnded,
  confirmsEmail,
}: Pick<AuthDeps, 'db' | 'onSessionEnded'> & { confirmsEmail: boolean }): BetterAuthOptions['databaseHooks'] {
  return {
    session: {
      delete: {
        after: async (session) => {
          await onSessionEnded(session.userId);
        },
      },
    },
    user: {
      create: {
        before: async (user) => {
          checkUserFields(user);
          // Without mail there is no address to confirm: the account is open at once, as it always was.
          return confirmsEmail ? undefined : { data: { ...user, emailVerified: true } };
        },
        after: async (user) => {
          await setUpNewAccount(db, { id: user.id, name: user.name });
        },
      },
      update: {
        before: async (user) => {
          checkUserFields(user);
        },
      },
    },
  };
}

/**
 * Only the errors among better-auth's arguments, scrubbed, and the message without e-mail addresses: the
 * other arguments can be the user or the body it was handling (a name, an e-mail).
 */
function authLogger(log: FastifyBaseLogger): BetterAuthOptions['logger'] {
  return {
    level: 'info',
    log: (level, message, ...args) => {
      const errors = args.filter((arg) => arg instanceof Error).map(errorForLog);
      log[level]({ betterAuth: errors.length > 0 ? errors : undefined }, withoutEmails(message));
    },
  };
}
