// Issue 26, item 3 on the server: the readings, today's card, the glossary and the lookups answer in the
// request's language from the engine's catalogs; English answers are the engine's, byte for byte.
import { LANGUAGE_COOKIE } from '@cardology/contract/languages';
import { yearlyReadingResponse } from '@cardology/contract/wire';
import { ES } from '@cardology/engine/texts/locales/es/index';
import { PT_BR } from '@cardology/engine/texts/locales/pt-BR/index';
import { beforeAll, describe, expect, it } from 'vitest';
import { ORIGIN, signUp, type TestUser } from './helpers/app.js';
import { testDatabaseKind } from './helpers/database.js';
import { useTestApp } from './helpers/test-app.js';

const suite = useTestApp({ clock: () => new Date('2024-06-15T12:00:00Z') });
let premium: TestUser;

beforeAll(async () => {
  premium = await signUp(suite.app); // the first account is admin and premium
});

const headers = (language?: string) => ({
  origin: ORIGIN,
  cookie: language ? `${premium.cookie}; ${LANGUAGE_COOKIE}=${language}` : premium.cookie,
});

describe(`the engine's texts in the request's language on ${testDatabaseKind}`, () => {
  it('today’s card in Spanish and Portuguese (15 June: the Four of Clubs… by the catalogs)', async () => {
    const en = (
      await suite.app.inject({ method: 'GET', url: '/api/todays-card?date=2024-06-15', headers: headers() })
    ).json();
    const es = (
      await suite.app.inject({
        method: 'GET',
        url: '/api/todays-card?date=2024-06-15',
        headers: headers('es'),
      })
    ).json();
    const pt = (
      await suite.app.inject({
        method: 'GET',
        url: '/api/todays-card?date=2024-06-15',
        headers: headers('pt-BR'),
      })
    ).json();
    const symbol = en.card as keyof typeof ES.cards;
    expect(es).toEqual({ ...en, name: ES.cards[symbol].name, title: ES.cards[symbol].title });
    expect(pt).toEqual({ ...en, name: PT_BR.cards[symbol].name, title: PT_BR.cards[symbol].title });
  });

  it('a yearly reading in Spanish keeps its shape and has no English card text left', async () => {
    const body = { birthdate: '02/28/1990', age: 34 };
    const en = await suite.app.inject({
      method: 'POST',
      url: '/api/card-reading',
      headers: headers(),
      payload: body,
    });
    const es = await suite.app.inject({
      method: 'POST',
      url: '/api/card-reading',
      headers: headers('es'),
      payload: body,
    });
    expect(es.statusCode).toBe(200);
    expect(yearlyReadingResponse.safeParse(es.json()).success).toBe(true);
    expect(es.body).not.toBe(en.body);
    const englishNames = ['of Hearts', 'of Clubs', 'of Diamonds', 'of Spades'];
    for (const name of englishNames) expect(es.body).not.toContain(name);
    const spanishNames = Object.values(ES.cards).map((card) => card.name);
    expect(spanishNames.some((name) => es.body.includes(name))).toBe(true);
  });

  it('the glossary in Portuguese: every card’s title from the catalog, and twice the same answer', async () => {
    const first = await suite.app.inject({
      method: 'GET',
      url: '/api/card-relationships',
      headers: headers('pt-BR'),
    });
    const again = await suite.app.inject({
      method: 'GET',
      url: '/api/card-relationships',
      headers: headers('pt-BR'),
    });
    expect(first.statusCode).toBe(200);
    expect(again.body).toBe(first.body);
    const cards = first.json().cards as Record<string, { name: string; details: { title: string } }>;
    for (const [symbol, card] of Object.entries(cards)) {
      const text = PT_BR.cards[symbol as keyof typeof PT_BR.cards];
      expect(card.name).toBe(text.name);
      expect(card.details.title).toBe(text.title);
    }
  });

  it('remembers a reading per language: the same input asked in turn in en, es, en, es answers each in its own', async () => {
    // The reading routes keep recent readings (services/readings.ts) and the serializer keeps the bytes of the
    // frozen ones: neither may hand a reading made for one language to a request in another.
    const ask = async (language?: string) =>
      (
        await suite.app.inject({
          method: 'POST',
          url: '/api/weekly-spread',
          headers: headers(language),
          payload: { birthdate: '07/19/1972', date: '2024-06-15' },
        })
      ).body;
    const answers = [
      await ask(),
      await ask('es'),
      await ask(),
      await ask('es'),
      await ask(),
      await ask('es'),
    ];
    const [en, es] = answers;
    expect(answers).toEqual([en, es, en, es, en, es]);
    expect(es).not.toBe(en);
    expect(en).toContain('Birthdays');
    expect(en).toMatch(/ of (Hearts|Clubs|Diamonds|Spades)/);
    expect(es).not.toMatch(/ of (Hearts|Clubs|Diamonds|Spades)/);
  });
});
