import { LANGUAGE_COOKIE } from '@cardology/contract/languages';
import { beforeAll, describe, expect, it } from 'vitest';
import { OFFLINE_SENTENCES } from '../../src/providers/ai/offline-sentences/index.js';
import { signUpPremium } from '../helpers/accounts.js';
import { ORIGIN, type TestUser } from '../helpers/app.js';
import { testDatabaseKind } from '../helpers/database.js';
import { useTestApp } from '../helpers/test-app.js';
import { eventsOf, sessionIdOf, textOf } from './assistant-stream.js';

// The assistant's routes answer in the request's language (request.language: profile → cookie →
// Accept-Language → English), here through the offline interpreter.

const NOW = new Date(Date.UTC(2025, 5, 15, 12, 0, 0));
const ADA = { name: 'Ada', birthdate: '1990-02-28' };
const suite = useTestApp({ clock: () => NOW, signUpAdmin: true });
let reader: TestUser;

beforeAll(async () => {
  reader = await signUpPremium(suite.app, suite.db, { name: 'Lectora' });
});

const post = (url: string, headers: Record<string, string>, payload: unknown) =>
  suite.app.inject({
    method: 'POST',
    url,
    headers: { origin: ORIGIN, cookie: reader.cookie, ...headers },
    payload: payload as Record<string, unknown>,
  });

describe(`the assistant in the reader's language on ${testDatabaseKind}`, () => {
  it('writes the interpretation and the chat answer in Spanish for the language cookie', async () => {
    const headers = { cookie: `${reader.cookie}; ${LANGUAGE_COOKIE}=es` };
    const first = eventsOf(await post('/api/ai/reading', headers, { spreadType: 'weekly', person: ADA }));
    expect(textOf(first)).toContain(OFFLINE_SENTENCES.es.reading.spreads.weekly);
    expect(textOf(first)).not.toContain('This reading covers');
    const answer = eventsOf(
      await post('/api/ai/chat', headers, { sessionId: sessionIdOf(first), message: 'quiero morirme' }),
    );
    expect(textOf(answer)).toBe(OFFLINE_SENTENCES.es.crisis);
  });

  it('writes in Brazilian Portuguese for Accept-Language pt-BR, and in English without a choice', async () => {
    const pt = eventsOf(
      await post(
        '/api/ai/reading',
        { 'accept-language': 'pt-BR,pt;q=0.9' },
        { spreadType: 'weekly', person: ADA },
      ),
    );
    expect(textOf(pt)).toContain(OFFLINE_SENTENCES['pt-BR'].reading.spreads.weekly);
    const en = eventsOf(await post('/api/ai/reading', {}, { spreadType: 'weekly', person: ADA }));
    expect(textOf(en)).toContain('This reading covers');
  });
});
