// Issue 26: the daily card mail's unsubscribe page, opened from the mail, speaks the request's language (the
// stored choice when signed in, else the cookie, else the browser's Accept-Language); English as before.
import { REMINDER_LINK_UNKNOWN_TITLE } from '@cardology/contract/reminders';
import { describe, expect, it } from 'vitest';
import { testDatabaseKind } from '../helpers/database.js';
import { useTestApp } from '../helpers/test-app.js';

const suite = useTestApp();
const PATH = `/api/reminders/unsubscribe/${'x'.repeat(43)}`;

const open = (method: 'GET' | 'POST', acceptLanguage?: string) =>
  suite.app.inject({
    method,
    url: PATH,
    headers: acceptLanguage ? { 'accept-language': acceptLanguage } : {},
  });

describe(`the unsubscribe page in the reader's language on ${testDatabaseKind}`, () => {
  it.each([
    ['es', '¿Dejar de recibir la carta del día por correo?', 'No hay nada que cambiar'],
    ['pt-BR', 'Parar o e-mail da carta do dia?', 'Nada para mudar'],
  ] as const)('%s: the question, its button and the answer', async (language, question, answer) => {
    const asked = await open('GET', language);
    expect(asked.statusCode).toBe(200);
    expect(asked.body).toContain(`<html lang="${language}">`);
    expect(asked.body).toContain(`<h1>${question}</h1>`);
    expect(asked.body).not.toMatch(/Stop the|One click/);
    const answered = await open('POST', language);
    expect(answered.body).toContain(`<html lang="${language}">`);
    expect(answered.body).toContain(`<h1>${answer}</h1>`);
  });

  it('is English as before without a language', async () => {
    const asked = await open('GET');
    expect(asked.body).toContain('<html lang="en">');
    expect(asked.body).toContain('<h1>Stop the daily card e-mail?</h1>');
    expect(asked.body).toContain('<button type="submit">Stop the e-mails</button>');
    expect((await open('POST')).body).toContain(`<h1>${REMINDER_LINK_UNKNOWN_TITLE}</h1>`);
  });
});
