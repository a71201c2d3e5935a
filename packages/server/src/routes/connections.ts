import { addConnectionRequest, connectionResponse } from '@cardology/contract/connection-request';
import { type CivilDate, compareDates, toIsoDate } from '@cardology/engine/dates';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SMALL_BODY_LIMIT } from '../http/body-limits.js';
import { httpError } from '../http/errors.js';
import type { ZodApp } from '../http/zod-app.js';
import { isUuid } from '../lib/uuid.js';
import type { Connection, NewConnection } from '../services/connections.js';
import {
  addConnection,
  deleteConnection,
  listConnections,
  updateConnection,
} from '../services/connections.js';
import { readerToday } from '../services/reader-day.js';

const connectionParams = z.object({ id: z.string() });

function toDto(row: Connection): z.output<typeof connectionResponse> {
  return { id: row.id, name: row.name, birthdate: row.birthdate, created_at: row.createdAt.toISOString() };
}

/** A person as added or edited, to be stored: the birthdate may not be in the future for either. */
function personToStore(
  { name, birthdate }: z.output<typeof addConnectionRequest>,
  readerDay: CivilDate,
): NewConnection {
  if (compareDates(birthdate, readerDay) > 0) throw httpError(400, 'BIRTHDATE_IN_FUTURE');
  return { name, birthdate: toIsoDate(birthdate) };
}

/** GET/POST/PUT/DELETE /api/connections: the people a user reads for (docs/product.md §3 "Connection"), their own only. */
export const connectionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/connections',
    { config: { access: 'user' }, schema: { response: { 200: z.array(connectionResponse) } } },
    async (request) => (await listConnections(app.db, request.viewer.id)).map(toDto),
  );
  registerAdd(app);
  registerEdit(app);
  app.delete(
    '/api/connections/:id',
    { config: { access: 'user' }, schema: { params: connectionParams } },
    async (request, reply) => {
      const { id } = request.params;
      // Not a uuid cannot be a row of ours; asking PostgreSQL would fail with a type error.
      if (!isUuid(id) || !(await deleteConnection(app.db, request.viewer.id, id))) {
        throw httpError(404, 'CONNECTION_NOT_FOUND');
      }
      return reply.code(204).send();
    },
  );
};

/** POST /api/connections: a new person, unless one of the same name and birthdate is there or the list is full. */
function registerAdd(app: ZodApp): void {
  app.post(
    '/api/connections',
    {
      config: { access: 'user' },
      bodyLimit: SMALL_BODY_LIMIT,
      schema: { body: addConnectionRequest, response: { 201: connectionResponse } },
    },
    async (request, reply) => {
      const row = await addConnection(
        app.db,
        request.viewer.id,
        personToStore(request.body, await readerToday(app, request)),
      );
      if (row === 'duplicate') throw httpError(409, 'DUPLICATE_CONNECTION');
      if (row === 'full') throw httpError(409, 'PEOPLE_LIMIT_REACHED');
      return reply.code(201).send(toDto(row));
    },
  );
}

/** PUT /api/connections/:id: the same body, checks and words as the add. */
function registerEdit(app: ZodApp): void {
  app.put(
    '/api/connections/:id',
    {
      config: { access: 'user' },
      bodyLimit: SMALL_BODY_LIMIT,
      schema: {
        params: connectionParams,
        body: addConnectionRequest,
        response: { 200: connectionResponse },
      },
    },
    async (request) => {
      const { id } = request.params;
      // Not a uuid cannot be a row of ours; asking PostgreSQL would fail with a type error.
      if (!isUuid(id)) throw httpError(404, 'CONNECTION_NOT_FOUND');
      const row = await updateConnection(
        app.db,
        request.viewer.id,
        id,
        personToStore(request.body, await readerToday(app, request)),
      );
      if (row === 'not-found') throw httpError(404, 'CONNECTION_NOT_FOUND');
      if (row === 'duplicate') throw httpError(409, 'DUPLICATE_CONNECTION');
      return toDto(row);
    },
  );
}
