// Issue 26, item 4: a share picture's words in the reader's stored language. The picture is drawn by the
// real renderer (sharePng, in this process); what it was asked to draw is kept to read its words back.
import { LANGUAGE_COOKIE } from '@cardology/contract/languages';
import { parseIsoDate } from '@cardology/engine/dates';
import { ES } from '@cardology/engine/texts/locales/es/index';
import { todaysCard } from '@cardology/engine/todays-card';
import { PNG } from 'pngjs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ShareContent } from '../src/services/share/layout.js';
import { sharePng } from '../src/services/share/render.js';
import { ORIGIN, signUp, type TestUser } from './helpers/app.js';
import { setBirthdate } from './helpers/profile.js';
import { useTestApp } from './helpers/test-app.js';

const drawn: ShareContent[] = [];
const suite = useTestApp({
  clock: () => new Date('2024-06-15T12:00:00Z'),
  shareRender: async (content) => {
    drawn.push(content);
    return sharePng(content);
  },
});
let reader: TestUser;

beforeAll(async () => {
  reader = await signUp(suite.app, { name: 'Lucía Reyes' }); // the first account is premium
  await setBirthdate(suite.app, reader, '1990-02-28');
  await suite.app.inject({
    method: 'PATCH',
    url: '/api/me',
    headers: { origin: ORIGIN, cookie: reader.cookie },
    payload: { language: 'es' },
  });
}, 60_000);

const get = (url: string, cookie = reader.cookie) =>
  suite.app.inject({ method: 'GET', url, headers: { cookie } });

describe('share pictures in the reader’s stored language', () => {
  it('today’s card in Spanish: heading, date, card name and title, drawn as a PNG', async () => {
    // The cookie says Portuguese; the stored choice wins.
    const response = await get(
      '/api/share/todays-card.png?date=2024-06-15&name=1',
      `${reader.cookie}; ${LANGUAGE_COOKIE}=pt-BR`,
    );
    expect(response.statusCode).toBe(200);
    expect(PNG.sync.read(response.rawPayload).width).toBeGreaterThan(0);
    const content = drawn.at(-1);
    const day = parseIsoDate('2024-06-15');
    if (!day.ok) throw new Error('date');
    const card = ES.cards[todaysCard(day.value).card as keyof typeof ES.cards];
    expect(content).toMatchObject({
      heading: 'La influencia cósmica de hoy',
      caption: '15 de junio de 2024',
      forName: 'para Lucía',
    });
    expect(content?.cards).toEqual([expect.objectContaining({ name: card.name, title: card.title })]);
  });

  it('a yearly reading in Spanish: heading and every card’s place', async () => {
    const response = await get('/api/share/reading.png?type=yearly');
    expect(response.statusCode).toBe(200);
    const content = drawn.at(-1);
    expect(content?.heading).toBe('Lectura anual');
    expect(content?.cards.map((entry) => entry.label)).toEqual(
      ['mercury', 'venus', 'mars', 'jupiter', 'saturn', 'uranus', 'neptune'].map(
        (place) => ES.positions[place as keyof typeof ES.positions].label,
      ),
    );
  });
});
