import { glossaryResponse } from '@cardology/contract/wire';
import { glossary } from '@cardology/engine/glossary';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memoJsonSerializerCompiler } from '../http/json-serializer.js';
import { engineCatalog } from '../lib/engine-language.js';

/** GET /api/card-relationships: the 52-card glossary (docs/product.md §3, docs/cardology-rules.md §5, §12), signed-in users. */
export const glossaryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.setSerializerCompiler(memoJsonSerializerCompiler);
  app.get(
    '/api/card-relationships',
    { config: { access: 'user' }, schema: { response: { 200: glossaryResponse } } },
    async (request) => glossary(await engineCatalog(request.language)),
  );
};
