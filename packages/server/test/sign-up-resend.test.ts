import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, ORIGIN, PASSWORD, signUpRequest, uniqueEmail } from './helpers/app.js';
import { type SmtpMailbox, startSmtpMailbox } from './helpers/smtp-mailbox.js';
import { useTestApp } from './helpers/test-app.js';

// Issue 34: the sign-up's "Check your mail" offers to send the confirmation again through better-auth's
// /send-verification-email. It answers alike for any address, and mails within the per-recipient budget of
// account mails (docs/decisions/032-throttling-and-mail.md): 2 here, the sign-up's own mail being the first.
const suite = useTestApp();
let mailbox: SmtpMailbox;
let mailApp: FastifyInstance;

beforeAll(async () => {
  mailbox = await startSmtpMailbox();
  mailApp = await buildTestApp(suite.db, {
    env: { SMTP_URL: mailbox.url, RESET_MAILS_PER_RECIPIENT: '2' },
  });
});
afterAll(async () => {
  await mailApp?.close();
  await mailbox?.close();
});

const resend = (email: string) =>
  mailApp.inject({
    method: 'POST',
    url: '/api/auth/send-verification-email',
    headers: { origin: ORIGIN },
    payload: { email, callbackURL: '/' },
  });

const CONFIRM = 'Confirm your Cardology account';

describe('sending the confirmation mail again', () => {
  it('mails a new link to an address waiting for confirmation, within the budget, answering alike', async () => {
    const email = uniqueEmail('resend');
    await signUpRequest(mailApp, { name: 'Ada', email, password: PASSWORD });
    await mailbox.mailsTo(email, 1);

    const again = await resend(email);
    expect(again.statusCode).toBe(200);
    const mails = await mailbox.mailsTo(email, 2);
    expect(mails.filter((mail) => mail.includes(CONFIRM))).toHaveLength(2);

    // Over the budget: the same answer, and no third mail.
    const over = await resend(email);
    const unknown = await resend(uniqueEmail('nobody'));
    expect([over.statusCode, unknown.statusCode]).toEqual([200, 200]);
    expect(over.json()).toEqual(unknown.json());
    await new Promise((wait) => setTimeout(wait, 500));
    expect(await mailbox.mailsTo(email, 2)).toHaveLength(2);
  });
});
