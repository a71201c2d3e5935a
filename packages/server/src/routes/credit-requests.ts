import {
  createCreditRequestRequest,
  ownCreditRequest,
  ownCreditRequestList,
} from '@cardology/contract/credits';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NOTES_BODY_LIMIT } from '../http/body-limits.js';
import { httpError } from '../http/errors.js';
import { createCreditRequest, listOwnCreditRequests } from '../services/credit-requests.js';

/** A user asking an admin for TTS credits (docs/product.md §5 "Credit request"), and their own requests. */
export const creditRequestRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/credit-requests',
    {
      config: { access: 'user' },
      bodyLimit: NOTES_BODY_LIMIT,
      schema: { body: createCreditRequestRequest, response: { 201: ownCreditRequest } },
    },
    async (request, reply) => {
      const created = await createCreditRequest(app.db, request.viewer.id, request.body.user_notes);
      if (!created) throw httpError(409, 'CREDIT_REQUEST_ALREADY_PENDING');
      return reply.code(201).send(created);
    },
  );

  app.get(
    '/api/credit-requests',
    { config: { access: 'user' }, schema: { response: { 200: ownCreditRequestList } } },
    async (request) => listOwnCreditRequests(app.db, request.viewer.id),
  );
};
