// Issue 26: "In your cards" answers in the request's language: the birth cards' names and each placement's
// label, theme and meaning from the engine's catalog, the kind lines from the contract's; English as before
// (in-your-cards.test.ts). Each language is its own cached answer.
import { inYourCardsResponse } from '@cardology/contract/in-your-cards';
import { LANGUAGE_COOKIE } from '@cardology/contract/languages';
import { messageText } from '@cardology/contract/messages/translate';
import { loadCatalog } from '@cardology/engine/texts/locales/load';
import { describe, expect, it } from 'vitest';
import { signUp } from './helpers/app.js';
import { testDatabaseKind } from './helpers/database.js';
import { addPerson, setBirthdate } from './helpers/profile.js';
import { useTestApp } from './helpers/test-app.js';

const NOW = new Date(Date.UTC(2025, 5, 15, 12, 0, 0));
const suite = useTestApp({ clock: () => NOW, signUpAdmin: true });

const get = (cookie: string, language?: string) =>
  suite.app.inject({
    method: 'GET',
    url: '/api/in-your-cards',
    headers: { cookie: language ? `${cookie}; ${LANGUAGE_COOKIE}=${language}` : cookie },
  });

describe(`"In your cards" in the reader's language on ${testDatabaseKind}`, () => {
  it.each([
    ['es', 'Jota de Corazones', 'Ocho de Tréboles'],
    ['pt-BR', 'Valete de Copas', 'Oito de Paus'],
  ] as const)('%s: names, places and the Joker’s note', async (language, jack, eight) => {
    const user = await signUp(suite.app, { name: 'Ana' });
    await setBirthdate(suite.app, user, '1988-10-24');
    const empty = inYourCardsResponse.parse((await get(user.cookie, language)).json());
    expect(empty.message).toBe(messageText(language, 'NO_PEOPLE_YET'));
    await addPerson(suite.app, user, 'Bo', '1992-03-28');
    await addPerson(suite.app, user, 'Jo', '1980-12-31');
    // The English answer is kept too, and does not answer the other language.
    expect((await get(user.cookie)).json().you.birth_card.name).toBe('Jack of Hearts');
    const answer = inYourCardsResponse.parse((await get(user.cookie, language)).json());
    expect(answer.you.birth_card.name).toBe(jack);
    const bo = answer.people.find((person) => person.name === 'Bo');
    const jo = answer.people.find((person) => person.name === 'Jo');
    expect(bo?.birth_card.name).toBe(eight);
    const catalog = await loadCatalog(language);
    const placements = [...(bo?.a_in_b ?? []), ...(bo?.b_in_a ?? [])];
    expect(placements.length).toBeGreaterThan(0);
    for (const placement of placements) {
      const place = catalog.positions[placement.position as keyof typeof catalog.positions];
      expect(placement).toMatchObject({ label: place.label, theme: place.theme, meaning: place.meaning });
    }
    expect(jo?.note).toBe(messageText(language, 'JOKER_OUTSIDE_SPREADS'));
  });
});
