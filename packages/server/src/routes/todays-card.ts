import { todaysCardQuery } from '@cardology/contract/reading-requests';
import { todaysCardResponse } from '@cardology/contract/wire';
import { todaysCard } from '@cardology/engine/todays-card';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memoJsonSerializerCompiler } from '../http/json-serializer.js';
import { engineCatalog } from '../lib/engine-language.js';
import { readerToday } from '../services/reader-day.js';

/** GET /api/todays-card?date=YYYY-MM-DD (docs/cardology-rules.md §8): the card of a day, default the reader's today
 * (services/reader-day.ts). */
export const todaysCardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.setSerializerCompiler(memoJsonSerializerCompiler);
  app.get(
    '/api/todays-card',
    {
      config: { access: 'user' },
      schema: { querystring: todaysCardQuery, response: { 200: todaysCardResponse } },
    },
    async (request) =>
      todaysCard(
        request.query.date ?? (await readerToday(app, request)),
        await engineCatalog(request.language),
      ),
  );
};
