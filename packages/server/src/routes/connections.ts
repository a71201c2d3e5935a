import {
  BIRTHDATE_IN_FUTURE,
  CONNECTION_BIRTHDATE_INVALID,
  CONNECTION_NOT_FOUND,
  DUPLICATE_CONNECTION,
  NAME_AND_BIRTHDATE_REQUIRED,
} from '@cardology/contract/people';
import type { CivilDate } from '@cardology/engine/dates';
import { compareDates, parseIsoDate, toIsoDate } from '@cardology/engine/dates';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { httpError } from '../http/errors.js';
import { personNameError } from '../lib/person-name.js';
import { today } from '../lib/today.js';
import type { Connection } from '../services/connections.js';
import { addConnection, deleteConnection, listConnections } from '../services/connections.js';

const UUID_SHAPE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * { name, birthdate: 'YYYY-MM-DD' }, checked in the order a person reads the form: both present, then
 * the name (length, no control characters), then the date. Any other field (user_id, id, …) is dropped: the owner is the session.
 */
const addConnectionBody = z
  .object(
    { name: z.unknown().optional(), birthdate: z.unknown().optional() },
    { error: 'Request body must be a JSON object.' },
  )
  .transform((body, ctx): { name: string; birthdate: CivilDate } => {
    const name = typeof body.name === 'string' ? body.name.trim() : '';
    const birthdate = typeof body.birthdate === 'string' ? body.birthdate.trim() : '';
    if (name === '' || birthdate === '') {
      ctx.addIssue({ code: 'custom', message: NAME_AND_BIRTHDATE_REQUIRED });
      return z.NEVER;
    }
    const nameError = personNameError(name);
    if (nameError) {
      ctx.addIssue({ code: 'custom', message: nameError });
      return z.NEVER;
    }
    const parsed = parseIsoDate(birthdate);
    // Year 0000 has no PostgreSQL date; no one alive was born in it either.
    if (!parsed.ok || parsed.value.year < 1) {
      ctx.addIssue({ code: 'custom', message: CONNECTION_BIRTHDATE_INVALID });
      return z.NEVER;
    }
    return { name, birthdate: parsed.value };
  });

const connectionResponse = z.object({
  id: z.string(),
  name: z.string(),
  /** 'YYYY-MM-DD' */
  birthdate: z.string(),
  /** ISO 8601 instant */
  created_at: z.string(),
});

const connectionParams = z.object({ id: z.string() });

function toDto(row: Connection): z.output<typeof connectionResponse> {
  return { id: row.id, name: row.name, birthdate: row.birthdate, created_at: row.createdAt.toISOString() };
}

/** GET/POST/DELETE /api/connections: the people a user reads for (spec §3 "Connection"), their own only. */
export const connectionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/connections',
    { config: { access: 'user' }, schema: { response: { 200: z.array(connectionResponse) } } },
    async (request) => (await listConnections(app.db, request.viewer.id)).map(toDto),
  );

  app.post(
    '/api/connections',
    {
      config: { access: 'user' },
      schema: { body: addConnectionBody, response: { 201: connectionResponse } },
    },
    async (request, reply) => {
      const { name, birthdate } = request.body;
      if (compareDates(birthdate, today(app.clock)) > 0) throw httpError(400, BIRTHDATE_IN_FUTURE);
      const row = await addConnection(app.db, request.viewer.id, { name, birthdate: toIsoDate(birthdate) });
      if (!row) throw httpError(409, DUPLICATE_CONNECTION);
      return reply.code(201).send(toDto(row));
    },
  );

  app.delete(
    '/api/connections/:id',
    { config: { access: 'user' }, schema: { params: connectionParams } },
    async (request, reply) => {
      const { id } = request.params;
      // Not a uuid cannot be a row of ours; asking PostgreSQL would fail with a type error.
      if (!UUID_SHAPE.test(id) || !(await deleteConnection(app.db, request.viewer.id, id))) {
        throw httpError(404, CONNECTION_NOT_FOUND);
      }
      return reply.code(204).send();
    },
  );
};
