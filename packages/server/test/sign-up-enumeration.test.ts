import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, ORIGIN, PASSWORD, signUp, signUpRequest, uniqueEmail } from './helpers/app.js';
import { testDatabaseKind } from './helpers/database.js';
import { type SmtpMailbox, startSmtpMailbox } from './helpers/smtp-mailbox.js';
import { useTestApp } from './helpers/test-app.js';

// Sign-up must not say which addresses have accounts when the server can mail
// (docs/decisions/032-throttling-and-mail.md); without mail it still says so.
const suite = useTestApp();
let mailbox: SmtpMailbox;
let mailApp: FastifyInstance;

beforeAll(async () => {
  mailbox = await startSmtpMailbox();
  mailApp = await buildTestApp(suite.db, { env: { SMTP_URL: mailbox.url } });
});
afterAll(async () => {
  await mailApp?.close();
  await mailbox?.close();
});

const signInOn = (app: FastifyInstance, email: string, password: string) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: { origin: ORIGIN },
    payload: { email, password },
  });

/** The answer's shape: its status, its keys and the user's keys, and whether it set a session. */
function shapeOf(response: Awaited<ReturnType<typeof signUpRequest>>) {
  const body = response.json<{ token: unknown; user: Record<string, unknown> }>();
  return {
    status: response.statusCode,
    keys: Object.keys(body).sort(),
    token: body.token,
    userKeys: Object.keys(body.user ?? {}).sort(),
    session: response.cookies.some((cookie) => cookie.name.endsWith('session_token') && cookie.value !== ''),
  };
}

/** The link in a mail to `email` whose text includes `words`. */
async function linkIn(email: string, words: string): Promise<string> {
  for (let attempt = 0; attempt < 200; attempt++) {
    const mails = await mailbox.mailsTo(email);
    const mail = mails.find((text) => text.includes(words));
    if (mail) return /https?:\/\/\S+/.exec(mail.slice(mail.indexOf('\r\n\r\n')))?.[0] ?? '';
    await new Promise((wait) => setTimeout(wait, 50));
  }
  throw new Error(`no mail to ${email} says "${words}"`);
}

describe(`sign-up with mail on ${testDatabaseKind}`, () => {
  it('answers a taken e-mail exactly as a new one, and mails the owner instead', async () => {
    const owner = await signUp(suite.app, { name: 'Owner' });
    const taken = await signUpRequest(mailApp, {
      name: 'Someone',
      email: owner.email,
      password: 'another passphrase',
    });
    const fresh = await signUpRequest(mailApp, {
      name: 'Someone',
      email: uniqueEmail('fresh'),
      password: PASSWORD,
    });
    expect(shapeOf(taken)).toEqual(shapeOf(fresh));
    expect(shapeOf(fresh)).toMatchObject({ status: 200, token: null, session: false });
    const mails = await mailbox.mailsTo(owner.email);
    expect(mails.join('\n')).toContain('Someone tried to create a Cardology account with your address');
    // The owner's password and account are as they were.
    expect((await signInOn(suite.app, owner.email, PASSWORD)).statusCode).toBe(200);
  });

  it('signs a new account in only through the mailed link, and until then answers as a wrong password', async () => {
    const email = uniqueEmail('pending');
    expect((await signUpRequest(mailApp, { name: 'New', email, password: PASSWORD })).statusCode).toBe(200);
    const pending = await signInOn(mailApp, email, PASSWORD);
    const wrong = await signInOn(mailApp, email, 'not the password');
    expect(pending.statusCode).toBe(wrong.statusCode);
    expect(pending.body).toBe(wrong.body);

    const link = await linkIn(email, 'confirm');
    const url = new URL(link);
    const confirmed = await mailApp.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect(confirmed.statusCode).toBe(302);
    expect(confirmed.cookies.some((cookie) => cookie.name.endsWith('session_token') && cookie.value)).toBe(
      true,
    );
    expect((await signInOn(mailApp, email, PASSWORD)).statusCode).toBe(200);
  });
});

describe(`sign-up without mail on ${testDatabaseKind}`, () => {
  it('still says the e-mail is taken (no other way to tell the person) and signs new accounts in at once', async () => {
    const owner = await signUp(suite.app, { name: 'Owner' });
    const taken = await signUpRequest(suite.app, { name: 'Someone', email: owner.email });
    expect(taken.statusCode).toBe(422);
    expect(taken.json()).toMatchObject({ error: 'An account with this email already exists.' });
    const fresh = await signUpRequest(suite.app, { name: 'New', email: uniqueEmail('fresh') });
    expect(shapeOf(fresh)).toMatchObject({ status: 200, session: true });
  });
});
