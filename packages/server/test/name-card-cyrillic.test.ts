// Issue 33, item 3: a name in Cyrillic is read by the passports' transliteration (ICAO Doc 9303), and the answer
// carries the Latin letters summed; a Latin name's answer is unchanged, byte for byte.
import { LANGUAGE_COOKIE } from '@cardology/contract/languages';
import { nameCardResponse } from '@cardology/contract/wire';
import { beforeAll, describe, expect, it } from 'vitest';
import { ORIGIN, signUp, type TestUser } from './helpers/app.js';
import { testDatabaseKind } from './helpers/database.js';
import { useTestApp } from './helpers/test-app.js';

const suite = useTestApp();
let reader: TestUser;

beforeAll(async () => {
  reader = await signUp(suite.app, { name: 'Reader' });
});

function nameCard(name: string, cookie = reader.cookie) {
  return suite.app.inject({
    method: 'POST',
    url: '/api/name-card',
    headers: { origin: ORIGIN, cookie },
    payload: { name },
  });
}

describe(`POST /api/name-card with a Cyrillic name on ${testDatabaseKind}`, () => {
  it('reads Анна as ANNA = 30 and says so', async () => {
    const response = await nameCard(' Анна ');
    expect(response.statusCode).toBe(200);
    expect(nameCardResponse.parse(response.json())).toEqual({
      name: 'Анна',
      name_value: 30,
      card: { symbol: '4♦', name: 'Four of Diamonds' },
      transliteration: 'ANNA',
    });
  });

  it('reads a name of two scripts whole, with the card named in the reader’s language', async () => {
    const response = await nameCard('Anna-Мария', `${reader.cookie}; ${LANGUAGE_COOKIE}=es`);
    expect(response.json()).toEqual({
      name: 'Anna-Мария',
      name_value: 81,
      card: { symbol: '3♦', name: 'Tres de Diamantes' },
      transliteration: 'ANNA-MARIIA',
    });
  });

  it('answers a Latin name with the same bytes as before: no transliteration field', async () => {
    const response = await nameCard(' John Smith ');
    expect(response.body).toBe(
      '{"name":"John Smith","name_value":116,"card":{"symbol":"Q♥","name":"Queen of Hearts"}}',
    );
  });

  it('still refuses a name with no letter of any alphabet it reads', async () => {
    for (const name of ['123', '李', 'Ь']) {
      const response = await nameCard(name);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: 'Name must contain at least one letter' });
    }
  });
});
