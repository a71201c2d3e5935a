import { USER_NOT_FOUND } from '@cardology/contract/admin';
import { TEXT_NOT_STORABLE } from '@cardology/contract/clean-text';
import {
  CURRENT_PASSWORD_WRONG,
  PASSWORD_TOO_SHORT,
  RESET_BY_ADMIN,
  RESET_LINK_INVALID,
} from '@cardology/contract/password';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { session, verification } from '../src/db/schema.js';
import { buildTestApp, ORIGIN, PASSWORD, PUBLIC_URL, signIn, signInRequest, signUp } from './helpers/app.js';
import { call } from './helpers/credits.js';
import { testDatabaseKind } from './helpers/database.js';
import { type SmtpMailbox, startSmtpMailbox } from './helpers/smtp-mailbox.js';
import { useTestApp } from './helpers/test-app.js';

const NEW_PASSWORD = 'a brand new passphrase';

/** No SMTP_URL: admins issue reset links. */
const suite = useTestApp({ signUpAdmin: true });
/** The same database with SMTP_URL pointing at `smtp`, a real SMTP server that keeps what it receives. */
let mailApp: FastifyInstance;
let smtp: SmtpMailbox;

beforeAll(async () => {
  smtp = await startSmtpMailbox();
  mailApp = await buildTestApp(suite.db, { env: { SMTP_URL: smtp.url } });
});

afterAll(async () => {
  await mailApp?.close();
  await smtp?.close();
});

/** Whether a session cookie is signed in, as the app sees it (GET /api/me answers null for nobody). */
async function signedIn(server: FastifyInstance, cookie: string): Promise<boolean> {
  const response = await call(server, 'GET', '/api/me', cookie);
  expect(response.statusCode).toBe(200);
  return response.json() !== null;
}

function post(
  server: FastifyInstance,
  url: string,
  payload: unknown,
  cookie?: string,
  remoteAddress?: string,
) {
  return server.inject({
    method: 'POST',
    url,
    headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}) },
    payload: payload as Record<string, unknown>,
    ...(remoteAddress ? { remoteAddress } : {}),
  });
}

const resetPassword = (token: string, newPassword = NEW_PASSWORD) =>
  post(suite.app, '/api/auth/reset-password', { token, newPassword });

/** The token of a reset link such as `${PUBLIC_URL}/reset-password?token=…`. */
function tokenOf(url: string): string {
  const parsed = new URL(url);
  expect(`${parsed.origin}${parsed.pathname}`).toBe(`${PUBLIC_URL}/reset-password`);
  const token = parsed.searchParams.get('token');
  if (!token) throw new Error(`no token in ${url}`);
  return token;
}

/** The first mail to `email`, decoded (helpers/smtp-mailbox.ts). */
async function mailTo(email: string): Promise<string> {
  const [mail] = await smtp.mailsTo(email);
  return mail ?? '';
}

describe(`changing a password on ${testDatabaseKind}`, () => {
  it('refuses a wrong current password in plain words and changes nothing', async () => {
    const user = await signUp(suite.app);
    const response = await post(
      suite.app,
      '/api/auth/change-password',
      { currentPassword: 'not my password', newPassword: NEW_PASSWORD },
      user.cookie,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: CURRENT_PASSWORD_WRONG });
    expect(await signedIn(suite.app, user.cookie)).toBe(true);
    expect((await signInRequest(suite.app, { email: user.email })).statusCode).toBe(200);
  });

  it('refuses a short new password', async () => {
    const user = await signUp(suite.app);
    const response = await post(
      suite.app,
      '/api/auth/change-password',
      { currentPassword: PASSWORD, newPassword: 'short' },
      user.cookie,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: PASSWORD_TOO_SHORT });
  });

  it('signs every other session out at once, even when asked not to, and keeps this one', async () => {
    const user = await signUp(suite.app);
    const otherDevice = await signIn(suite.app, { email: user.email });
    // The other device has just been seen, so the access check remembers its session.
    expect(await signedIn(suite.app, otherDevice)).toBe(true);

    const response = await post(
      suite.app,
      '/api/auth/change-password',
      { currentPassword: PASSWORD, newPassword: NEW_PASSWORD, revokeOtherSessions: false },
      user.cookie,
    );
    expect(response.statusCode).toBe(200);
    const renewed = response.cookies.find((cookie) => cookie.name.endsWith('session_token'));
    if (!renewed) throw new Error('no new session cookie');

    expect(await signedIn(suite.app, otherDevice)).toBe(false);
    expect(await signedIn(suite.app, `${renewed.name}=${renewed.value}`)).toBe(true);
    expect(await suite.db.select().from(session).where(eq(session.userId, user.id))).toHaveLength(1);
    expect((await signInRequest(suite.app, { email: user.email })).statusCode).toBe(401);
    expect((await signInRequest(suite.app, { email: user.email, password: NEW_PASSWORD })).statusCode).toBe(
      200,
    );
  });

  it('counts current-password guesses and reset requests against the sign-in limit', async () => {
    const limited = await buildTestApp(suite.db, { env: { AUTH_RATE_LIMIT_MAX: '2' } });
    try {
      const user = await signUp(suite.app);
      const guess = { currentPassword: 'a wrong guess', newPassword: NEW_PASSWORD };
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 3; attempt += 1) {
        statuses.push(
          (await post(limited, '/api/auth/change-password', guess, user.cookie, '203.0.113.7')).statusCode,
        );
      }
      expect(statuses).toEqual([400, 400, 429]);
      const resets: number[] = [];
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const body = { email: user.email };
        resets.push(
          (await post(limited, '/api/auth/request-password-reset', body, undefined, '203.0.113.8'))
            .statusCode,
        );
      }
      // Refused (no mail on this app) twice, then limited.
      expect(resets).toEqual([400, 400, 429]);
    } finally {
      await limited.close();
    }
  });

  it('needs a session', async () => {
    const response = await post(suite.app, '/api/auth/change-password', {
      currentPassword: PASSWORD,
      newPassword: NEW_PASSWORD,
    });
    expect(response.statusCode).toBe(401);
  });
});

describe(`resetting a password by mail on ${testDatabaseKind}`, () => {
  it('says whether links go by mail', async () => {
    expect((await call(suite.app, 'GET', '/api/password-reset')).json()).toEqual({ by_email: false });
    expect((await call(mailApp, 'GET', '/api/password-reset')).json()).toEqual({ by_email: true });
  });

  it('answers alike for an address with and without an account, and mails only the account', async () => {
    const user = await signUp(suite.app);
    const nobody = `nobody-${user.id}@example.com`;
    const known = await post(mailApp, '/api/auth/request-password-reset', { email: user.email });
    const unknown = await post(mailApp, '/api/auth/request-password-reset', { email: nobody });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toBe(known.body);
    await mailTo(user.email);
    expect(smtp.mails().some((mail) => mail.includes(nobody))).toBe(false);
  });

  it('writes the reset mail in the account’s stored language (es), with the same working link', async () => {
    const user = await signUp(suite.app);
    await suite.db.execute(sql`UPDATE profiles SET language = 'es' WHERE id = ${user.id}`);
    await post(mailApp, '/api/auth/request-password-reset', { email: user.email });
    const mail = await mailTo(user.email);
    // The mailbox keeps the transfer-decoded text as Latin-1: ASCII pieces of the Spanish words are checked.
    expect(mail).toContain('Subject: =?UTF-8?Q?Restablece_tu_contrase');
    expect(mail).toContain('nueva, abre este enlace (funciona una vez, durante 30 minutos)');
    expect(mail).toMatch(/http:\/\/localhost:3000\/reset-password\?token=\S+/);
    expect(mail).not.toContain('Someone asked to reset');
  });

  it('mails a link that works once and signs every old session out', async () => {
    const user = await signUp(suite.app);
    expect(await signedIn(suite.app, user.cookie)).toBe(true);
    await post(mailApp, '/api/auth/request-password-reset', { email: user.email });
    const mail = await mailTo(user.email);
    const link = /http:\/\/localhost:3000\/reset-password\?token=\S+/.exec(mail)?.[0];
    if (!link) throw new Error(`no link in the mail:\n${mail}`);
    const token = tokenOf(link);

    expect((await resetPassword(token)).statusCode).toBe(200);
    expect(await signedIn(suite.app, user.cookie)).toBe(false);
    expect((await signInRequest(suite.app, { email: user.email, password: NEW_PASSWORD })).statusCode).toBe(
      200,
    );

    const again = await resetPassword(token, 'yet another passphrase');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ error: RESET_LINK_INVALID });
    expect((await signInRequest(suite.app, { email: user.email, password: NEW_PASSWORD })).statusCode).toBe(
      200,
    );
  });

  it('refuses a token PostgreSQL cannot store (a NUL byte) as text that cannot be saved, not a 500', async () => {
    const response = await resetPassword('a\u0000b');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: TEXT_NOT_STORABLE });
  });

  it('refuses such a token in the query string too, where better-auth also looks for it', async () => {
    const response = await post(suite.app, '/api/auth/reset-password?token=%00', {
      newPassword: NEW_PASSWORD,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: TEXT_NOT_STORABLE });
  });

  it('refuses a token that is not a string in plain words, even one whose toString is not callable', async () => {
    const response = await post(suite.app, '/api/auth/reset-password', {
      token: [{ toString: [1] }],
      newPassword: NEW_PASSWORD,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: expect.any(String) });
  });

  it('answers the emailed-link callback for such a token as an invalid link, not a 500', async () => {
    const response = await call(
      suite.app,
      'GET',
      '/api/auth/reset-password/a%00b?callbackURL=%2Freset-password',
    );
    expect(response.statusCode).toBeLessThan(500);
  });

  it('refuses an expired link', async () => {
    const user = await signUp(suite.app);
    const { url } = (
      await call(suite.app, 'POST', `/api/admin/users/${user.id}/reset-link`, suite.admin.cookie)
    ).json<{
      url: string;
    }>();
    const token = tokenOf(url);
    await suite.db
      .update(verification)
      .set({ expiresAt: new Date(Date.now() - 1_000) })
      .where(eq(verification.value, user.id));
    const response = await resetPassword(token);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: RESET_LINK_INVALID });
    expect((await signInRequest(suite.app, { email: user.email })).statusCode).toBe(200);
  });

  it('without SMTP, refuses to mail and says to ask an administrator', async () => {
    const user = await signUp(suite.app);
    const response = await post(suite.app, '/api/auth/request-password-reset', { email: user.email });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: RESET_BY_ADMIN });
  });
});

describe(`reset links an admin issues on ${testDatabaseKind}`, () => {
  it('issue a link for 30 minutes that works once', async () => {
    const user = await signUp(suite.app);
    const response = await call(
      suite.app,
      'POST',
      `/api/admin/users/${user.id}/reset-link`,
      suite.admin.cookie,
    );
    expect(response.statusCode).toBe(200);
    const { url, expires_at } = response.json<{ url: string; expires_at: string }>();
    const minutesLeft = (Date.parse(expires_at) - Date.now()) / 60_000;
    expect(minutesLeft).toBeGreaterThan(29);
    expect(minutesLeft).toBeLessThanOrEqual(30);

    const token = tokenOf(url);
    expect((await resetPassword(token)).statusCode).toBe(200);
    expect(await signedIn(suite.app, user.cookie)).toBe(false);
    expect((await resetPassword(token)).statusCode).toBe(400);
    expect((await signInRequest(suite.app, { email: user.email, password: NEW_PASSWORD })).statusCode).toBe(
      200,
    );
  });

  it('are stored so that reading the database gives no working link', async () => {
    const user = await signUp(suite.app);
    await post(mailApp, '/api/auth/request-password-reset', { email: user.email });
    const mailed = tokenOf(
      /http:\/\/localhost:3000\/reset-password\?token=\S+/.exec(await mailTo(user.email))?.[0] ?? '',
    );
    const issued = tokenOf(
      (await call(suite.app, 'POST', `/api/admin/users/${user.id}/reset-link`, suite.admin.cookie)).json<{
        url: string;
      }>().url,
    );
    // Someone who reads the table (a leaked backup, a read-only SQL hole) sees the rows…
    const rows = await suite.db.select().from(verification).where(eq(verification.value, user.id));
    expect(rows).toHaveLength(2);
    // …and none of them holds either token, nor a link made from what they do hold works.
    const stored = JSON.stringify(rows);
    for (const token of [mailed, issued]) expect(stored).not.toContain(token);
    for (const row of rows) {
      const guessed = row.identifier.replace(/^reset-password:/, '');
      expect((await resetPassword(guessed)).statusCode).toBe(400);
    }
    // The links themselves still work, once each.
    expect((await resetPassword(issued)).statusCode).toBe(200);
    expect((await resetPassword(mailed, 'a third passphrase here')).statusCode).toBe(200);
    expect((await resetPassword(mailed, 'a fourth passphrase here')).statusCode).toBe(400);
  });

  it('are for admins only, and for accounts that exist', async () => {
    const user = await signUp(suite.app);
    const other = await signUp(suite.app);
    const refused = await call(suite.app, 'POST', `/api/admin/users/${other.id}/reset-link`, user.cookie);
    expect(refused.statusCode).toBe(403);
    expect(await suite.db.select().from(verification).where(eq(verification.value, other.id))).toEqual([]);
    expect((await call(suite.app, 'POST', `/api/admin/users/${other.id}/reset-link`)).statusCode).toBe(401);
    for (const id of [crypto.randomUUID(), 'not-a-uuid']) {
      const missing = await call(suite.app, 'POST', `/api/admin/users/${id}/reset-link`, suite.admin.cookie);
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ error: USER_NOT_FOUND });
    }
  });
});
