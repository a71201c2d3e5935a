// Issue 31 item 5: the unsubscribe page's own button failed. The page's form posts with `Origin: null` (the
// page's referrer policy makes its origin opaque), the origin check refused it with a raw
// `{"error":"Invalid origin"}` and the mail stayed on. A POST whose only credential is the token in its path
// is now taken from its page (`Origin: null`), the app's own origin or no Origin, because its route declares
// it a token form; `Origin: null` stays refused everywhere else. The answer is always the kind page, styled,
// in the language saved on the token's account.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  readReminderSettings,
  saveReminderSettings,
} from '../../src/services/reminders/reminder-settings.js';
import { issueUnsubscribeToken } from '../../src/services/reminders/unsubscribe-links.js';
import { ORIGIN, signUp, type TestUser } from '../helpers/app.js';
import { testDatabaseKind } from '../helpers/database.js';
import { useTestApp } from '../helpers/test-app.js';

const suite = useTestApp();

beforeAll(async () => {
  // Two routes of a test's own: one declared a token form, one whose path only looks like the real one.
  suite.app.post(
    '/api/test-token-form/:token',
    { config: { access: 'public', tokenForm: true } },
    async () => ({
      ok: true,
    }),
  );
  suite.app.post('/api/test/reminders/unsubscribe/:token', { config: { access: 'public' } }, async () => ({
    ok: true,
  }));
});

/** A reader whose daily card comes by e-mail, with a fresh unsubscribe link's token. */
async function readerWithMail(language?: 'es' | 'pt-BR'): Promise<{ reader: TestUser; token: string }> {
  const reader = await signUp(suite.app);
  await saveReminderSettings(suite.db, reader.id, { enabled: true, timeOfDay: '08:00', byEmail: true });
  if (language)
    await suite.db.execute(sql`UPDATE profiles SET language = ${language} WHERE id = ${reader.id}`);
  return { reader, token: await issueUnsubscribeToken(suite.db, reader.id) };
}

const unsubscribe = (token: string, headers: Record<string, string> = {}, method: 'GET' | 'POST' = 'POST') =>
  suite.app.inject({
    method,
    url: `/api/reminders/unsubscribe/${token}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    ...(method === 'POST' ? { payload: '' } : {}),
  });

const mailIsOn = async (reader: TestUser) => (await readReminderSettings(suite.db, reader.id)).byEmail;

describe(`the unsubscribe form, posted from its own page, on ${testDatabaseKind}`, () => {
  it.each([
    ['its page (Origin: null, an opaque origin)', { origin: 'null' }],
    ['the app’s own origin', { origin: ORIGIN }],
    ['a mail client’s one-click (no Origin)', {}],
  ])('turns the mail off from %s, answering the kind page', async (_from, headers) => {
    const { reader, token } = await readerWithMail();
    const answer = await unsubscribe(token, headers);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/html/);
    expect(answer.body).toContain('<h1>You will no longer get the daily card by e-mail</h1>');
    expect(await mailIsOn(reader)).toBe(false);
  });

  it('refuses another site’s page with the kind page (403), never raw JSON, and the mail stays on', async () => {
    const { reader, token } = await readerWithMail('es');
    const answer = await unsubscribe(token, { origin: 'https://evil.example' });
    expect(answer.statusCode).toBe(403);
    expect(answer.headers['content-type']).toMatch(/^text\/html/);
    expect(answer.body).not.toContain('{"error"');
    expect(answer.body).toContain('<html lang="es">');
    expect(await mailIsOn(reader)).toBe(true);
  });

  it('answers a request it cannot take (a body it does not read, 415) with the kind page too, not JSON', async () => {
    const { reader, token } = await readerWithMail();
    const answer = await unsubscribe(token, { origin: 'null', 'content-type': 'text/plain' });
    expect(answer.statusCode).toBe(415);
    expect(answer.headers['content-type']).toMatch(/^text\/html/);
    expect(answer.body).toContain('<h1>The daily e-mail could not be turned off</h1>');
    expect(answer.body).not.toContain('{"error"');
    expect(await mailIsOn(reader)).toBe(true);
  });

  it('takes Origin: null only where the route declares a token form, not by its path', async () => {
    const declared = await suite.app.inject({
      method: 'POST',
      url: '/api/test-token-form/abc',
      headers: { origin: 'null' },
    });
    expect(declared.statusCode).toBe(200);
    const lookalike = await suite.app.inject({
      method: 'POST',
      url: '/api/test/reminders/unsubscribe/abc',
      headers: { origin: 'null' },
    });
    expect(lookalike.statusCode).toBe(403);
    const reader = await signUp(suite.app);
    for (const [method, url] of [
      ['PATCH', '/api/me'],
      ['POST', '/api/auth/sign-out'],
      ['POST', '/api/journal'],
      ['DELETE', '/api/reminders/devices'],
    ] as const) {
      const answer = await suite.app.inject({
        method,
        url,
        headers: { origin: 'null', cookie: reader.cookie, 'content-type': 'application/json' },
        payload: '{}',
      });
      expect(answer.statusCode, `${method} ${url}`).toBe(403);
    }
  });
});

describe(`the unsubscribe pages in the reader's stored language on ${testDatabaseKind}`, () => {
  it.each([
    ['es', '¿Dejar de recibir la carta del día por correo?', 'Ya no recibirás la carta del día por correo'],
    ['pt-BR', 'Parar o e-mail da carta do dia?', 'Você não vai mais receber a carta do dia por e-mail'],
  ] as const)('%s, whatever the browser asks', async (language, question, answer) => {
    const { token } = await readerWithMail(language);
    const english = { 'accept-language': 'en', cookie: 'cardology_lang=en' };
    const asked = await unsubscribe(token, english, 'GET');
    expect(asked.body).toContain(`<html lang="${language}">`);
    expect(asked.body).toContain(`<h1>${question}</h1>`);
    const answered = await unsubscribe(token, { ...english, origin: 'null' });
    expect(answered.statusCode).toBe(200);
    expect(answered.body).toContain(`<html lang="${language}">`);
    expect(answered.body).toContain(`<h1>${answer}</h1>`);
  });

  it('is styled with the app’s look, light and dark, allowed by the page’s policy', async () => {
    const { token } = await readerWithMail();
    const page = await unsubscribe(token, {}, 'GET');
    expect(page.body).toMatch(/<style>[^<]*prefers-color-scheme:\s*dark[^<]*<\/style>/);
    expect(page.body).toContain('#0f1424'); // ink blue
    expect(page.body).toContain('#f7f3ea'); // parchment
    expect(page.body).toContain('#c9a45c'); // antique gold
    expect(page.body).toContain('name="viewport" content="width=device-width,initial-scale=1"');
    const styles = /style-src ([^;]*)/.exec(String(page.headers['content-security-policy']))?.[1] ?? '';
    expect(styles).toMatch(/'unsafe-inline'|'sha256-/);
  });
});
