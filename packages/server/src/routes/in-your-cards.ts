import type { InYourCardsResponse, PairResponse, Placement } from '@cardology/contract/in-your-cards';
import {
  inYourCardsQuery,
  inYourCardsResponse,
  JOKER_OUTSIDE_SPREADS,
  NO_PEOPLE_YET,
  pairQuery,
  pairResponse,
} from '@cardology/contract/in-your-cards';
import { birthCard } from '@cardology/engine/birth-card';
import type { Card } from '@cardology/engine/card';
import type { Placement as EnginePlacement, PairInCards } from '@cardology/engine/connections/index';
import { inYourCards } from '@cardology/engine/connections/index';
import type { CivilDate } from '@cardology/engine/dates';
import { toIsoDate } from '@cardology/engine/dates';
import { POSITION_TEXTS } from '@cardology/engine/texts/positions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { savedCardsProfiles } from '../services/in-your-cards.js';
import { computePair, requireOwnProfile } from '../services/pairs.js';
import { readerToday } from '../services/reader-day.js';

const faceOf = (card: Card) => ({ symbol: card.symbol, name: card.name });

function placementDto(placement: EnginePlacement): Placement {
  const text = POSITION_TEXTS[placement.position];
  return {
    spread: placement.spread,
    spread_index: placement.spreadIndex,
    dates: placement.dates && { start: placement.dates.start, end: placement.dates.end },
    position: placement.position,
    label: placement.label,
    theme: text.theme,
    meaning: text.meaning,
  };
}

/** The wire's two directions, karma links and Joker note of a pair (the user or `a` is side a). */
function betweenDto(pair: PairInCards) {
  return {
    a_in_b: pair.aInB.map(placementDto),
    b_in_a: pair.bInA.map(placementDto),
    karma: pair.karma.map((link) => ({ holder: link.holder, kind: link.kind })),
    jokers: [...pair.jokers],
    note: pair.jokers.length > 0 ? JOKER_OUTSIDE_SPREADS : null,
  };
}

/**
 * GET /api/in-your-cards and GET /api/pairs (docs/cardology-rules.md §14, docs/api.md): where the user's
 * and their saved people's birth cards stand in each other's spreads, computed by the engine for the
 * day asked (default: the reader's today, services/reader-day.ts). Only the user's own profile and people are ever read.
 */
export const inYourCardsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/in-your-cards',
    {
      config: { access: 'user' },
      schema: { querystring: inYourCardsQuery, response: { 200: inYourCardsResponse } },
    },
    async (request): Promise<InYourCardsResponse> => {
      const day: CivilDate = request.query.date ?? (await readerToday(app, request));
      const own = await requireOwnProfile(app.db, request.viewer.id);
      const people = await savedCardsProfiles(app.db, request.viewer.id);
      const found = inYourCards(own, people, day);
      return {
        date: toIsoDate(day),
        you: { birth_card: faceOf(birthCard(own.birthdate.month, own.birthdate.day)) },
        people: found.map(({ person, pair }) => ({
          id: person.ref,
          name: person.name,
          birth_card: faceOf(pair.b.card),
          ...betweenDto(pair),
        })),
        message: people.length === 0 ? NO_PEOPLE_YET : null,
      };
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
      return {
        date: toIsoDate(day),
        a: { ref: sideA.ref, name: sideA.name, birth_card: faceOf(pair.a.card) },
        b: { ref: sideB.ref, name: sideB.name, birth_card: faceOf(pair.b.card) },
        ...betweenDto(pair),
      };
    },
  );
};
