import {
  savedReading,
  savedReadingPage,
  savedReadingsQuery,
  saveReadingRequest,
} from '@cardology/contract/assistant';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SMALL_BODY_LIMIT } from '../http/body-limits.js';
import { httpError } from '../http/errors.js';
import { decodeCursor } from '../lib/keyset-cursor.js';
import { isUuid } from '../lib/uuid.js';
import { findAiSession } from '../services/ai-sessions.js';
import { deleteSavedReading, savedReadingsPage, saveSessionReading } from '../services/saved-readings.js';

const savedReadingParams = z.object({ id: z.string() });

/**
 * Saved interpretations (docs/product.md §3 "Saved interpretation"), the user's own only. A save names a
 * session; the text saved is the one the server stored for it, never text the browser sends.
 */
export const savedReadingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/saved-readings',
    {
      config: { access: 'user' },
      bodyLimit: SMALL_BODY_LIMIT,
      schema: { body: saveReadingRequest, response: { 200: savedReading, 201: savedReading } },
    },
    async (request, reply) => {
      const session = await findAiSession(app.db, request.viewer.id, request.body.sessionId);
      if (!session) throw httpError(404, 'AI_SESSION_NOT_FOUND');
      if (session.readingText.trim() === '') throw httpError(400, 'AI_NOTHING_TO_SAVE');
      const { row, created } = await saveSessionReading(app.db, session);
      return reply.code(created ? 201 : 200).send(row);
    },
  );

  app.get(
    '/api/saved-readings',
    {
      config: { access: 'user' },
      schema: { querystring: savedReadingsQuery, response: { 200: savedReadingPage } },
    },
    async (request) => {
      const { cursor } = request.query;
      if (cursor === undefined) return savedReadingsPage(app.db, request.viewer.id, null);
      const after = decodeCursor(cursor);
      if (!after) throw httpError(400, 'SAVED_CURSOR_INVALID');
      return savedReadingsPage(app.db, request.viewer.id, after);
    },
  );

  app.delete(
    '/api/saved-readings/:id',
    { config: { access: 'user' }, schema: { params: savedReadingParams } },
    async (request, reply) => {
      const { id } = request.params;
      if (!isUuid(id) || !(await deleteSavedReading(app.db, request.viewer.id, id))) {
        throw httpError(404, 'SAVED_READING_NOT_FOUND');
      }
      return reply.code(204).send();
    },
  );
};
