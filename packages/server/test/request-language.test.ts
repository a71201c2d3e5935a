// Issue 26, item 2: the request's language (profile → cookie → Accept-Language → English) and every
// `{ error }` written in it; an unknown code anywhere is English, never an error.
import { LANGUAGE_COOKIE } from '@cardology/contract/languages';
import { CONNECTION_NOT_FOUND, NAME_AND_BIRTHDATE_REQUIRED } from '@cardology/contract/people';
import { PROFILE_NAME_REQUIRED } from '@cardology/contract/profile';
import { describe, expect, it } from 'vitest';
import { ORIGIN, signUp } from './helpers/app.js';
import { testDatabaseKind } from './helpers/database.js';
import { useTestApp } from './helpers/test-app.js';

const suite = useTestApp();

const request = (
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  headers: Record<string, string>,
  payload?: unknown,
) =>
  suite.app.inject({
    method,
    url,
    headers: { origin: ORIGIN, ...headers },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

describe(`the request's language on ${testDatabaseKind}`, () => {
  it('answers a visitor’s errors in the Accept-Language, then the cookie over it', async () => {
    const es = await request('GET', '/api/nothing-here', { 'accept-language': 'es-MX,es;q=0.9,en;q=0.5' });
    expect(es.statusCode).toBe(404);
    expect(es.json()).toEqual({ error: 'No se encontró.' });
    const pt = await request('GET', '/api/nothing-here', {
      'accept-language': 'es',
      cookie: `${LANGUAGE_COOKIE}=pt-BR`,
    });
    expect(pt.json()).toEqual({ error: 'Não encontrado.' });
  });

  it('answers in English for unknown codes in the cookie and the header, with no error', async () => {
    const response = await request('GET', '/api/nothing-here', {
      'accept-language': 'de-DE,fr;q=0.8',
      cookie: `${LANGUAGE_COOKIE}=klingon`,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Not found.' });
  });

  it('stores the reader’s language on the profile and answers in it before the cookie', async () => {
    const reader = await signUp(suite.app);
    const chosen = await request('PATCH', '/api/me', { cookie: reader.cookie }, { language: 'pt-BR' });
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json()).toMatchObject({ language: 'pt-BR' });
    expect((await request('GET', '/api/me', { cookie: reader.cookie })).json()).toMatchObject({
      language: 'pt-BR',
    });

    const cookie = `${reader.cookie}; ${LANGUAGE_COOKIE}=es`;
    const missing = await request('DELETE', `/api/connections/${UNKNOWN_ID}`, {
      cookie,
      'accept-language': 'en',
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: 'Não encontramos essa pessoa.' });
    expect(missing.json().error).not.toBe(CONNECTION_NOT_FOUND);
  });

  it('writes validation errors in the reader’s language (es), and English stays exact', async () => {
    const reader = await signUp(suite.app);
    await request('PATCH', '/api/me', { cookie: reader.cookie }, { language: 'es' });
    const es = await request('POST', '/api/connections', { cookie: reader.cookie }, { name: 'Ana' });
    expect(es.statusCode).toBe(400);
    expect(es.json()).toEqual({ error: 'Indica el nombre y la fecha de nacimiento' });
    const form = await request(
      'PATCH',
      '/api/me',
      { cookie: reader.cookie },
      { name: ' ', birthdate: '01/02/1990' },
    );
    expect(form.json()).toEqual({ error: 'Escribe tu nombre' });

    await request('PATCH', '/api/me', { cookie: reader.cookie }, { language: null });
    const en = await request('POST', '/api/connections', { cookie: reader.cookie }, { name: 'Ana' });
    expect(en.json()).toEqual({ error: NAME_AND_BIRTHDATE_REQUIRED });
    const enForm = await request(
      'PATCH',
      '/api/me',
      { cookie: reader.cookie },
      { name: ' ', birthdate: '01/02/1990' },
    );
    expect(enForm.json()).toEqual({ error: PROFILE_NAME_REQUIRED });
  });

  it('stores an unknown language code as no choice, without an error, and keeps the rest of the form', async () => {
    const reader = await signUp(suite.app);
    const response = await request(
      'PATCH',
      '/api/me',
      { cookie: reader.cookie },
      { name: 'Olga', birthdate: '01/02/1990', language: 'xx-YY' },
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ name: 'Olga', language: null });
    const alone = await request('PATCH', '/api/me', { cookie: reader.cookie }, { language: 42 });
    expect(alone.statusCode).toBe(200);
    expect(alone.json()).toMatchObject({ language: null });
  });

  it('writes better-auth’s answers (a wrong password) and a sign-in wall in the language too', async () => {
    const reader = await signUp(suite.app);
    const wrong = await request(
      'POST',
      '/api/auth/sign-in/email',
      { 'accept-language': 'es', 'content-type': 'application/json' },
      { email: reader.email, password: 'not the password at all' },
    );
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ error: 'El correo o la contraseña no son correctos' });
    const walled = await request('GET', '/api/connections', { cookie: `${LANGUAGE_COOKIE}=pt-BR` });
    expect(walled.statusCode).toBe(401);
    expect(walled.json()).toEqual({ error: 'Entre para continuar.' });
  });
});
