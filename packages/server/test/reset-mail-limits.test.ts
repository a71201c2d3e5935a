import { resetRequestsMessage } from '@cardology/contract/mail-limits';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { verification } from '../src/db/schema.js';
import { buildTestApp, ORIGIN, signUp, uniqueEmail } from './helpers/app.js';
import { english } from './helpers/catalogued-text.js';
import { testDatabaseKind } from './helpers/database.js';
import { type SmtpMailbox, startSmtpMailbox } from './helpers/smtp-mailbox.js';
import { useTestApp } from './helpers/test-app.js';

// At most 3 reset mails per recipient and 10 reset requests per client address an hour
// (docs/decisions/032-throttling-and-mail.md), answered so that nobody learns which addresses have accounts.
/** No mail: accounts are signed up here, open at once; `app` below mails, on the same database. */
const suite = useTestApp();
let now = Date.parse('2026-03-01T12:00:00Z');
let mailbox: SmtpMailbox;
let app: FastifyInstance;

beforeAll(async () => {
  mailbox = await startSmtpMailbox();
  app = await buildTestApp(suite.db, {
    env: { SMTP_URL: mailbox.url, TRUST_PROXY: 'true' },
    clock: () => new Date(now),
  });
});
afterAll(async () => {
  await app?.close();
  await mailbox?.close();
});
beforeEach(() => {
  now += 3_600_000;
});

function requestReset(email: string, client: string) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/request-password-reset',
    headers: { origin: ORIGIN, 'x-forwarded-for': client },
    payload: { email },
  });
}

/** Reset tokens stored for the user: one per mail sent. */
async function resetTokensOf(userId: string): Promise<number> {
  return (await suite.db.select().from(verification).where(eq(verification.value, userId))).length;
}

describe(`reset mail limits on ${testDatabaseKind}`, () => {
  it('mails one recipient at most 3 times an hour, from any number of clients, answering as for nobody', async () => {
    const user = await signUp(suite.app);
    const answers = [];
    for (let client = 1; client <= 6; client++)
      answers.push(await requestReset(user.email, `198.51.100.${client}`));
    const unknown = await requestReset(uniqueEmail('nobody'), '198.51.100.99');
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      expect(answer.body).toBe(unknown.body);
    }
    expect(await mailbox.mailsTo(user.email, 3)).toHaveLength(3);
    expect(await resetTokensOf(user.id)).toBe(3);

    // The next hour, mails go out again.
    now += 3_600_000;
    expect((await requestReset(user.email, '198.51.100.1')).statusCode).toBe(200);
    expect(await mailbox.mailsTo(user.email, 4)).toHaveLength(4);
  });

  it('takes at most 10 requests an hour from one client, whatever the addresses, alike for known and unknown ones', async () => {
    const user = await signUp(suite.app);
    const client = '203.0.113.40';
    for (let request = 1; request <= 10; request++) {
      expect((await requestReset(uniqueEmail('spray'), client)).statusCode, `request ${request}`).toBe(200);
    }
    const known = await requestReset(user.email, client);
    const unknown = await requestReset(uniqueEmail('spray'), client);
    expect(known.statusCode).toBe(429);
    expect(known.body).toBe(unknown.body);
    const retryAfter = Number(known.headers['retry-after']);
    expect(retryAfter).toBe(3600);
    expect(known.json()).toEqual({ error: english(resetRequestsMessage(retryAfter)) });
    expect(await resetTokensOf(user.id)).toBe(0);
    // Another client is not held back.
    expect((await requestReset(user.email, '203.0.113.41')).statusCode).toBe(200);
    expect(await mailbox.mailsTo(user.email)).toHaveLength(1);
  });
});
