import { setImmediate as nextTurn } from 'node:timers/promises';
import type { InYourCardsResponse, PairResponse, Placement } from '@cardology/contract/in-your-cards';
import {
  inYourCardsQuery,
  inYourCardsResponse,
  pairQuery,
  pairResponse,
} from '@cardology/contract/in-your-cards';
import type { Language } from '@cardology/contract/languages';
import { messageText } from '@cardology/contract/messages/translate';
import { birthCard } from '@cardology/engine/birth-card';
import type { Card } from '@cardology/engine/card';
import type { Placement as EnginePlacement, PairInCards } from '@cardology/engine/connections/index';
import { inYourCards } from '@cardology/engine/connections/index';
import type { CivilDate } from '@cardology/engine/dates';
import { toIsoDate } from '@cardology/engine/dates';
import type { CardKey, LocaleCatalog } from '@cardology/engine/texts/locales/types';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { httpError } from '../http/errors.js';
import { createPrecompressedCache, sendPrecompressed } from '../http/precompressed.js';
import { engineCatalog } from '../lib/engine-language.js';
import type { CardsProfile } from '../services/in-your-cards.js';
import { inYourCardsKey, inYourCardsSnapshot } from '../services/in-your-cards.js';
import { computePair } from '../services/pairs.js';
import { readerToday } from '../services/reader-day.js';

/**
 * The words of the answer: the language's catalog (English being one of them, issues 26 and 32): the cards'
 * names, the places' labels, themes and meanings by key; the contract's kind lines by key.
 */
type Words = { language: Language; catalog: LocaleCatalog };

async function wordsIn(language: Language): Promise<Words> {
  return { language, catalog: await engineCatalog(language) };
}

const faceOf = (card: Card, words: Words) => ({
  symbol: card.symbol,
  name: words.catalog.cards[card.symbol as CardKey].name,
});

function placementDto(placement: EnginePlacement, words: Words): Placement {
  const text = words.catalog.positions[placement.position];
  return {
    spread: placement.spread,
    spread_index: placement.spreadIndex,
    dates: placement.dates && { start: placement.dates.start, end: placement.dates.end },
    position: placement.position,
    label: text.label,
    theme: text.theme,
    meaning: text.meaning,
  };
}

/** The wire's two directions, karma links and Joker note of a pair (the user or `a` is side a). */
function betweenDto(pair: PairInCards, words: Words) {
  return {
    a_in_b: pair.aInB.map((placement) => placementDto(placement, words)),
    b_in_a: pair.bInA.map((placement) => placementDto(placement, words)),
    karma: pair.karma.map((link) => ({ holder: link.holder, kind: link.kind })),
    jokers: [...pair.jokers],
    note: pair.jokers.length > 0 ? messageText(words.language, 'JOKER_OUTSIDE_SPREADS') : null,
  };
}

/** People related by the engine between two turns of the event loop: well under a millisecond each time. */
const PEOPLE_PER_TURN = 50;
/** Answers kept per process, by their bytes (about 0.5 MB plus its compressed forms at PEOPLE_MAX people). */
const ANSWERS_MAX_BYTES = 32 * 1024 * 1024;
/** A key names its day: yesterday's answers are not asked for again. */
const ANSWERS_TTL_MS = 24 * 60 * 60 * 1000;

/** Where each person stands in the user's cards and the user in theirs, PEOPLE_PER_TURN people per turn. */
async function answerOf(own: CardsProfile, people: readonly CardsProfile[], day: CivilDate, words: Words) {
  const found: InYourCardsResponse['people'] = [];
  for (let start = 0; start < people.length; start += PEOPLE_PER_TURN) {
    if (start > 0) await nextTurn();
    for (const { person, pair } of inYourCards(own, people.slice(start, start + PEOPLE_PER_TURN), day))
      found.push({
        id: person.ref,
        name: person.name,
        birth_card: faceOf(pair.b.card, words),
        ...betweenDto(pair, words),
      });
  }
  return {
    date: toIsoDate(day),
    you: { birth_card: faceOf(birthCard(own.birthdate.month, own.birthdate.day), words) },
    people: found,
    message: people.length === 0 ? messageText(words.language, 'NO_PEOPLE_YET') : null,
  } satisfies InYourCardsResponse;
}

/**
 * GET /api/in-your-cards and GET /api/pairs (docs/cardology-rules.md §14, docs/api.md): where the user's
 * and their saved people's birth cards stand in each other's spreads, computed by the engine for the
 * day asked (default: the reader's today, services/reader-day.ts). Only the user's own profile and people are ever read.
 */
export const inYourCardsRoutes: FastifyPluginAsyncZod = async (app) => {
  // Kept by a key naming the day, the birthdate and the people as the database holds them (services/in-your-cards.ts
  // inYourCardsKey): a repeat reads no person, and a change by any process makes a new key.
  const answers = createPrecompressedCache({ maxBytes: ANSWERS_MAX_BYTES, ttlMs: ANSWERS_TTL_MS });
  app.get(
    '/api/in-your-cards',
    {
      config: { access: 'user' },
      schema: { querystring: inYourCardsQuery, response: { 200: inYourCardsResponse } },
    },
    async (request, reply) => {
      const userId = request.viewer.id;
      const day: CivilDate = request.query.date ?? (await readerToday(app, request));
      reply.type('application/json; charset=utf-8');
      // Each language is its own answer (English keeps the key it had).
      const { language } = request;
      const inLanguage = (key: string) => (language === 'en' ? key : `${key}|${language}`);
      const kept = answers.peek(inLanguage(await inYourCardsKey(app.db, userId, day)));
      if (kept) return sendPrecompressed(request, reply, kept);
      const { key, own, people } = await inYourCardsSnapshot(app.db, userId, day);
      if (!own) throw httpError(400, 'IN_YOUR_CARDS_NEEDS_BIRTHDATE');
      const words = await wordsIn(language);
      // Serialized by the route's own serializer (checked against its schema), exactly as a returned object is.
      const body = await answers.get(inLanguage(key), async () =>
        reply.serialize(await answerOf(own, people, day, words)),
      );
      return sendPrecompressed(request, reply, body);
    },
  );

  app.get(
    '/api/pairs',
    {
      config: { access: 'user' },
      schema: { querystring: pairQuery, response: { 200: pairResponse } },
    },
    async (request): Promise<PairResponse> => {
      const { a, b } = request.query;
      const day = request.query.date ?? (await readerToday(app, request));
      const { a: sideA, b: sideB, pair } = await computePair(app.db, request.viewer.id, { a, b }, day);
      const words = await wordsIn(request.language);
      return {
        date: toIsoDate(day),
        a: { ref: sideA.ref, name: sideA.name, birth_card: faceOf(pair.a.card, words) },
        b: { ref: sideB.ref, name: sideB.name, birth_card: faceOf(pair.b.card, words) },
        ...betweenDto(pair, words),
      };
    },
  );
};
