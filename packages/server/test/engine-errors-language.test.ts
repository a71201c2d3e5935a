// Issue 26, item 2: the engine's refusals of what a reader typed, and the server's last uncatalogued texts,
// answered in the request's language (engine/input-errors.ts, contract/server-errors.ts); English unchanged.
import { LANGUAGE_COOKIE } from '@cardology/contract/languages';
import { message } from '@cardology/contract/message';
import { textOf } from '@cardology/contract/messages/translate';
import { ttsCreditUpdateFailed } from '@cardology/contract/narration';
import { beforeAll, describe, expect, it } from 'vitest';
import { signUpPremium } from './helpers/accounts.js';
import { ORIGIN, type TestUser } from './helpers/app.js';
import { testDatabaseKind } from './helpers/database.js';
import { useTestApp } from './helpers/test-app.js';

const TOKEN = 'metrics-token-for-tests-0123456789abcdef';
const suite = useTestApp({ env: { METRICS_TOKEN: TOKEN }, signUpAdmin: true });
let reader: TestUser;

beforeAll(async () => {
  reader = await signUpPremium(suite.app, suite.db, { name: 'Lectora' });
});

type Language = 'en' | 'es' | 'pt-BR';
const cookieFor = (language: Language) =>
  language === 'en' ? reader.cookie : `${reader.cookie}; ${LANGUAGE_COOKIE}=${language}`;

async function errorOf(language: Language, url: string, payload?: Record<string, unknown>) {
  const response = await suite.app.inject({
    method: payload ? 'POST' : 'GET',
    url,
    headers: { origin: ORIGIN, cookie: cookieFor(language) },
    ...(payload ? { payload } : {}),
  });
  expect(response.statusCode).toBeGreaterThanOrEqual(400);
  return (response.json() as { error: string }).error;
}

describe(`the engine's refusals in the reader's language on ${testDatabaseKind}`, () => {
  it.each([
    ['en', 'Name must contain at least one letter'],
    ['es', 'El nombre debe tener al menos una letra'],
    ['pt-BR', 'O nome precisa ter pelo menos uma letra'],
  ] as const)('%s: a name without letters', async (language, expected) => {
    expect(await errorOf(language, '/api/name-card', { name: '1234' })).toBe(expected);
  });

  it.each([
    ['en', 'Invalid birthdate'],
    ['es', 'Fecha de nacimiento no válida'],
    ['pt-BR', 'Data de nascimento inválida'],
  ] as const)('%s: a birthdate that is no date', async (language, expected) => {
    expect(await errorOf(language, '/api/card-reading', { birthdate: '02/30/1990', age: 30 })).toBe(expected);
  });

  it.each([
    ['en', 'A valid metrics token is required.'],
    ['es', 'Se necesita un token de métricas válido.'],
    ['pt-BR', 'É preciso um token de métricas válido.'],
  ] as const)('%s: the metrics token', async (language, expected) => {
    expect(await errorOf(language, '/metrics')).toBe(expected);
  });

  it('translates the credit ledger’s failure inside its sentence', () => {
    const failed = ttsCreditUpdateFailed(message('CREDIT_LEDGER_UNREACHABLE'));
    expect(textOf('es', failed)).toContain('no se pudo acceder al registro de créditos');
    expect(textOf('pt-BR', failed)).toContain('não foi possível acessar o registro de créditos');
    expect(textOf('en', failed)).toBe(
      'Failed to update TTS credits: the credit ledger could not be reached. Please contact support if this persists.',
    );
  });
});
