// Issue 26: the journal's words the server writes — the home page's look-back title and the Markdown
// download's heading and cards line — in the request's language, the planets and cards by the engine's names.
// English stays byte-for-byte (journal-list.test.ts).

import { journalLookBack } from '@cardology/contract/journal';
import { LANGUAGE_COOKIE } from '@cardology/contract/languages';
import { READER_DATE_HEADER } from '@cardology/contract/reader-date';
import { loadCatalog } from '@cardology/engine/texts/locales/load';
import type { CardKey } from '@cardology/engine/texts/locales/types';
import { describe, expect, it } from 'vitest';
import type { TestUser } from './helpers/app.js';
import { testDatabaseKind } from './helpers/database.js';
import { BIRTH, cardsOn, journalCalls } from './helpers/journal.js';
import { useTestApp } from './helpers/test-app.js';

const NOW = new Date(Date.UTC(2025, 5, 15, 12, 0, 0));
const TODAY = '2025-06-15';
const suite = useTestApp({ clock: () => NOW, signUpAdmin: true });
const { send, reader, write } = journalCalls(suite);

const inLanguage = (user: TestUser, language: string) => ({
  [READER_DATE_HEADER]: TODAY,
  cookie: `${user.cookie}; ${LANGUAGE_COOKIE}=${language}`,
});

describe(`the journal's words in the reader's language on ${testDatabaseKind}`, () => {
  it('ruled by Mercury now, as the look-back tests below assume', () => {
    expect(cardsOn(BIRTH, TODAY).planetary.planet).toBe('Mercury');
  });

  it.each([
    ['es', 'Hoy hace un año', 'Tu último período de Mercurio'],
    ['pt-BR', 'Há um ano, neste dia', 'Seu último período de Mercúrio'],
  ] as const)('%s: the look-back’s titles', async (language, yearAgo, lastPeriod) => {
    const user = await reader();
    const lookBack = async () => {
      const response = await send(
        'GET',
        '/api/journal/look-back',
        user,
        undefined,
        inLanguage(user, language),
      );
      return journalLookBack.parse(response.json()).look_back;
    };
    const lastYear = cardsOn(BIRTH, '2024-06-14').planetary;
    await write(user, lastYear.start, 'Early in it');
    expect((await lookBack())?.title).toBe(lastPeriod);
    await write(user, '2024-06-15', 'A year ago');
    expect((await lookBack())?.title).toBe(yearAgo);
  });

  it.each([
    [
      'es',
      '# Diario\n\n## 2025-06-15\n\n*Carta del día: ',
      ['Período de Mercurio ', 'Período de 7 semanas ', 'Semana '],
    ],
    [
      'pt-BR',
      '# Diário\n\n## 2025-06-15\n\n*Carta do dia: ',
      ['Período de Mercúrio ', 'Período de 7 semanas ', 'Semana '],
    ],
    [
      'ru',
      '# Дневник\n\n## 2025-06-15\n\n*Карта дня: ',
      ['Период планеты Меркурий ', 'Семинедельный период ', 'Неделя '],
    ],
  ] as const)('%s: the Markdown download’s heading and cards line', async (language, start, parts) => {
    const user = await reader();
    await write(user, TODAY, 'Words.');
    const cards = cardsOn(BIRTH, TODAY);
    const body = (await send('GET', '/api/journal/export.md', user, undefined, inLanguage(user, language)))
      .body;
    expect(body.startsWith(start)).toBe(true);
    const line = body.split('\n')[4] ?? '';
    for (const part of parts) expect(line).toContain(part);
    const names = (await loadCatalog(language)).cards;
    const today = cards.todays_card.card as CardKey;
    expect(line).toContain(`${today} (${names[today].name})`);
    expect(line).not.toMatch(/Today|period|Week|Hearts|Clubs|Diamonds|Spades| of /);
    expect(body.endsWith('*\n\nWords.\n\n')).toBe(true);
  });

  // Issue 34: a download is read long after its days; "Today's card" on a note of last year says the wrong day.
  it('en: names each entry’s card "The day’s card", never "Today’s card", on a past day too', async () => {
    const user = await reader();
    await write(user, '2025-01-02', 'Long ago.');
    await write(user, TODAY, 'Words.');
    const body = (await send('GET', '/api/journal/export.md', user, undefined, inLanguage(user, 'en'))).body;
    const lines = body.split('\n').filter((line) => line.startsWith('*'));
    expect(lines).toHaveLength(2);
    for (const line of lines) expect(line.startsWith('*The day’s card: ')).toBe(true);
    expect(body).not.toMatch(/Today/i);
  });
});
