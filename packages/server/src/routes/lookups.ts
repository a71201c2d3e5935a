import { combinationRequest, nameCardRequest } from '@cardology/contract/lookups';
import { combinationResponse, nameCardResponse } from '@cardology/contract/wire';
import { combinationCard } from '@cardology/engine/combination';
import { nameCard } from '@cardology/engine/name-card';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SMALL_BODY_LIMIT } from '../http/body-limits.js';
import { memoJsonSerializerCompiler } from '../http/json-serializer.js';
import { engineCatalog } from '../lib/engine-language.js';
import { valueOr400 } from '../lib/engine-result.js';

/** The two lookups (docs/product.md §7, docs/cardology-rules.md §9–§10), signed-in users. */
export const lookupRoutes: FastifyPluginAsyncZod = async (app) => {
  app.setSerializerCompiler(memoJsonSerializerCompiler);
  app.post(
    '/api/name-card',
    {
      config: { access: 'user' },
      bodyLimit: SMALL_BODY_LIMIT,
      schema: { body: nameCardRequest, response: { 200: nameCardResponse } },
    },
    async (request) => valueOr400(nameCard(request.body.name, await engineCatalog(request.language))),
  );

  app.post(
    '/api/combination-card',
    {
      config: { access: 'user' },
      bodyLimit: SMALL_BODY_LIMIT,
      schema: { body: combinationRequest, response: { 200: combinationResponse } },
    },
    async (request) =>
      valueOr400(
        combinationCard(request.body.card1, request.body.card2, await engineCatalog(request.language)),
      ),
  );
};
