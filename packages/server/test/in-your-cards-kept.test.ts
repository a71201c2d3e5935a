import { brotliDecompressSync } from 'node:zlib';
import { type InYourCardsResponse, inYourCardsResponse } from '@cardology/contract/in-your-cards';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { profiles, userConnections } from '../src/db/schema.js';
import { signUp } from './helpers/app.js';
import { testDatabaseKind } from './helpers/database.js';
import { addPerson, setBirthdate } from './helpers/profile.js';
import { useTestApp } from './helpers/test-app.js';

// In-your-cards answers are kept per process by a key the database helps compute (services/in-your-cards.ts
// inYourCardsKey; docs/decisions/035-abuse-benchmark.md): a change written by any process, here straight in the
// database as another process would write it, must give a new answer at once.

const NOW = new Date(Date.UTC(2025, 5, 15, 12, 0, 0));
const suite = useTestApp({ clock: () => NOW, signUpAdmin: true });

async function answer(cookie: string, headers: Record<string, string> = {}): Promise<InYourCardsResponse> {
  const response = await suite.app.inject({
    method: 'GET',
    url: '/api/in-your-cards',
    headers: { cookie, ...headers },
  });
  expect(response.statusCode, response.body).toBe(200);
  const text =
    response.headers['content-encoding'] === 'br'
      ? brotliDecompressSync(response.rawPayload).toString()
      : response.body;
  return inYourCardsResponse.parse(JSON.parse(text));
}

async function readerWithBo() {
  const user = await signUp(suite.app, { name: 'Ana' });
  await setBirthdate(suite.app, user, '1988-10-24');
  const bo = await addPerson(suite.app, user, 'Bo', '1992-03-28');
  return { user, bo };
}

const cardsOf = (body: InYourCardsResponse) => body.people.map((p) => [p.name, p.birth_card.symbol]);

describe(`kept in-your-cards answers on ${testDatabaseKind}`, () => {
  it('answers a repeat with the same body, compressed as the client accepts', async () => {
    const { user } = await readerWithBo();
    const first = await answer(user.cookie);
    expect(await answer(user.cookie)).toEqual(first);
    expect(await answer(user.cookie, { 'accept-encoding': 'br' })).toEqual(first);
  });

  it('follows a person added, edited and removed by another process', async () => {
    const { user } = await readerWithBo();
    expect(cardsOf(await answer(user.cookie))).toEqual([['Bo', '8♣']]);
    const [cy] = await suite.db
      .insert(userConnections)
      .values({ userId: user.id, name: 'Cy', birthdate: '1980-12-31' })
      .returning();
    expect(cardsOf(await answer(user.cookie))).toEqual([
      ['Bo', '8♣'],
      ['Cy', 'Joker'],
    ]);
    await suite.db
      .update(userConnections)
      .set({ birthdate: '1992-03-28', name: 'Di' })
      .where(eq(userConnections.id, cy?.id ?? ''));
    expect(cardsOf(await answer(user.cookie))).toEqual([
      ['Bo', '8♣'],
      ['Di', '8♣'],
    ]);
    await suite.db.delete(userConnections).where(eq(userConnections.id, cy?.id ?? ''));
    expect(cardsOf(await answer(user.cookie))).toEqual([['Bo', '8♣']]);
  });

  it("follows the reader's own birthdate changed by another process", async () => {
    const { user } = await readerWithBo();
    expect((await answer(user.cookie)).you.birth_card.symbol).toBe('J♥');
    await suite.db.update(profiles).set({ birthdate: '1992-03-28' }).where(eq(profiles.id, user.id));
    expect((await answer(user.cookie)).you.birth_card.symbol).toBe('8♣');
  });

  it("keeps one reader's answer from another's, even with the same people", async () => {
    const { user: ana } = await readerWithBo();
    const { user: bea } = await readerWithBo();
    const [anaBo] = (await answer(ana.cookie)).people;
    const [beaBo] = (await answer(bea.cookie)).people;
    expect(anaBo?.id).not.toBe(beaBo?.id);
  });
});
